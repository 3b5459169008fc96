/// Mouse reports in CSI form and the bodies of control strings (OSC, DCS, APC, PM, SOS).
extension InputParser {
  /// SGR (`CSI < b ; x ; y M|m`) and urxvt (`CSI b ; x ; y M`) reports: `.some(nil)` for a report
  /// that means nothing here (motion), nil for a sequence that is no mouse report.
  mutating func mouseReport(_ sequence: ControlSequence) -> MouseEvent?? {
    guard sequence.intermediates.isEmpty, sequence.parameters.count == 3,
      let code = sequence.parameter(0), let x = sequence.parameter(1), let y = sequence.parameter(2)
    else { return nil }
    switch (sequence.privateMarker, sequence.final) {
    case (UInt8(ascii: "<"), UInt8(ascii: "M")), (UInt8(ascii: "<"), UInt8(ascii: "m")):
      return .some(
        MouseReport.event(
          button: code, x: x, y: y, release: sequence.final == UInt8(ascii: "m"), lastPressed: &lastPressed))
    case (nil, UInt8(ascii: "M")):
      return .some(MouseReport.event(button: code - 32, x: x, y: y, release: false, lastPressed: &lastPressed))
    default:
      return nil
    }
  }

  mutating func controlString(
    _ byte: UInt8, introducer: UInt8, sawEscape: Bool, into events: inout [InputEvent]
  ) {
    if sawEscape {
      // `ESC \` ends the string; `ESC` plus anything else ends it too and starts a new sequence.
      _ = endLateRest()
      state = .escape
      if byte != UInt8(ascii: "\\") { afterEscape(byte, into: &events) } else { state = .ground }
      return
    }
    switch byte {
    case 0x07:
      _ = endLateRest()
      state = .ground  // BEL ends an OSC (xterm)
    case 0x18, 0x1A:
      abandonLateRest(into: &events)
      state = .ground  // CAN and SUB cancel
    case 0x1B: state = .controlString(introducer: introducer, hasBody: true, sawEscape: true)
    default: state = .controlString(introducer: introducer, hasBody: true, sawEscape: false)
    }
  }
}
