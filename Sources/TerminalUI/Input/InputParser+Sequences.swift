/// Control sequences (`CSI`, `SS3`), mouse reports in CSI form and the bodies of control strings
/// (OSC, DCS, APC, PM, SOS).
extension InputParser {
  mutating func control(
    _ byte: UInt8, introducer: ControlSequence.Introducer, body: inout [UInt8], into events: inout [InputEvent]
  ) {
    let isCSI = introducer == .csi
    // A key string of the terminal's that ends where ECMA-48 would go on (`ESC [ M` is a key on
    // the BSD console, not a mouse report's start; att730's `ESC O` and a space).
    if !keys.isEmpty, !replaying, (0x20...0x7E).contains(byte) {
      let sequence = [0x1B, isCSI ? UInt8(ascii: "[") : UInt8(ascii: "O")] + body + [byte]
      switch keys.follow(sequence) {
      case .key(let key, _):
        state = .ground
        emit(.key(key), into: &events)
        return
      case .unfinished where byte >= 0x40:  // ECMA-48 would end here; the table goes on
        state = .tableString(sequence)
        return
      default:
        break
      }
    }
    switch byte {
    case UInt8(ascii: "M") where isCSI && body.isEmpty:
      state = .x10Mouse([])
    case UInt8(ascii: "[") where isCSI && body.isEmpty:
      state = .linuxFunction
    // rxvt ends Shift-modified editing keys with `$`, which ECMA-48 calls an intermediate.
    case UInt8(ascii: "$") where isCSI && !body.isEmpty && body.allSatisfy({ (0x30...0x39).contains($0) }):
      complete(introducer, body: body, final: byte, into: &events)
    case 0x20...0x3F:
      if body.count < Self.sequenceLimit { body.append(byte) }
      state = .control(introducer, body: body)
    case 0x40...0x7E:
      complete(introducer, body: body, final: byte, into: &events)
    case 0x1B:
      state = .escape  // an interrupted sequence is dropped; a new one starts
    case 0x18, 0x1A:
      state = .ground  // CAN and SUB cancel a sequence
    default:
      state = .ground  // not part of any sequence: drop the sequence, take the byte as typed
      step(byte, into: &events)
    }
  }

  private mutating func complete(
    _ introducer: ControlSequence.Introducer, body: [UInt8], final: UInt8, into events: inout [InputEvent]
  ) {
    state = .ground
    let sequence = ControlSequence(introducer: introducer, body: body, final: final)
    if introducer == .csi, sequence.privateMarker == nil, final == UInt8(ascii: "~") {
      switch sequence.parameters {
      case [200]:
        // A paste starts, unless one is under way: a nested start is ignored.
        if paste == nil { paste = Paste() }
        return
      case [201]:
        guard let ended = paste else { return }  // an end with no start: nothing
        paste = nil
        return events.append(.paste(String(decoding: ended.content, as: UTF8.self)))
      default:
        break
      }
    }
    if let reply = sequence.reply { return replies(reply) }
    guard body.count < Self.sequenceLimit else { return }
    if introducer == .csi, let mouse = mouseReport(sequence) {
      mouse.map { emit(.mouse($0), into: &events) }
      return
    }
    sequence.event.map { emit($0, into: &events) }
  }

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
      state = .ground
      guard byte != UInt8(ascii: "\\") else { return }
      state = .escape
      afterEscape(byte, into: &events)
      return
    }
    switch byte {
    case 0x07:
      state = .ground  // BEL ends an OSC (xterm)
    case 0x18, 0x1A:
      state = .ground  // CAN and SUB cancel
    case 0x1B: state = .controlString(introducer: introducer, hasBody: true, sawEscape: true)
    default:
      let idle = stringText.isIdle
      let scalar = stringText.feed(byte)
      // `ST` in its 8-bit form ends the string too: raw where no character is under way (or the
      // character set is not UTF-8), or as its UTF-8 form `C2 9C`.
      if byte == 0x9C, idle || scalar == "\u{9C}" {
        state = .ground
        return
      }
      state = .controlString(introducer: introducer, hasBody: true, sawEscape: false)
    }
  }
}
