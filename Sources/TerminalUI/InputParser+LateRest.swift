/// Split input after a sequence was given up: its late rest is dropped, never typed, and a person's
/// keys are keys. The model (the toolkit guide, TerminalUI.docc/Guide.md, "Split input"): a person types one key a read; a
/// terminal writes a key or a report whole, which a slow link may deliver in a few larger pieces.
extension InputParser {
  /// Decides, at the start of a read of `input`, what it is to a sequence given up before: its rest
  /// (the sequence resumes, to be dropped once complete), the rest of a lone `ESC` taken for the
  /// Esc key too soon (the Esc is retracted, and the `ESC` goes back in front of the read), or keys.
  mutating func beginRead(_ input: inout [UInt8], previous: Duration, into events: inout [InputEvent]) {
    let first = input[0]
    let oneKey = Self.isOneKey(input)
    // One key between the late pieces of a rest is a person's: the rest waits for its next piece.
    if let rest = lateRest, oneKey {
      givenUp = GivenUp(state: state, lastPart: previous, lateBytes: rest)
      lateRest = nil
      state = .ground
    }
    guard case .ground = state, paste == nil else { return }
    if let at = escapedAt {
      escapedAt = nil
      if resumeEscape(&input, since: lastByte - at, oneKey: oneKey, into: &events) { return }
    }
    guard let old = givenUp else { return }
    guard lastByte - old.lastPart <= Self.lateRestWindow + Self.sequenceGap else {
      givenUp = nil
      return
    }
    guard !oneKey, Self.canContinue(old.state, with: first) else { return }
    givenUp = nil
    state = old.state
    lateRest = old.lateBytes ?? []
  }

  /// The rest of a lone `ESC` taken for the Esc key `since` ago: within a sequence's gap it makes
  /// the Esc a sequence after all (the program takes the Esc back, and the `ESC` goes back in front
  /// of the read); later, an introducer and more in one read is a held-back segment, dropped.
  /// Whether the read was taken so.
  private mutating func resumeEscape(
    _ input: inout [UInt8], since: Duration, oneKey: Bool, into events: inout [InputEvent]
  ) -> Bool {
    guard since <= Self.lateRestWindow + Self.sequenceGap else { return false }
    // The rest of a key string of the table that begins with `ESC` (interix's `ESC F 1`).
    if since <= Self.sequenceGap, case .key(_, let length) = keys.match([0x1B] + input, from: 0), length > 1 {
      events.append(.escapeRetracted)
      input.insert(0x1B, at: 0)
      return true
    }
    guard Self.introducers.contains(input[0]) else { return false }
    if since <= Self.sequenceGap {
      state = .escape
      events.append(.escapeRetracted)
      return true
    }
    guard !oneKey else { return false }
    state = .escape
    lateRest = []
    return true
  }

  /// Whether `input` is one key a person typed: one byte, or one character in UTF-8 (`й`, `한`).
  static func isOneKey(_ input: [UInt8]) -> Bool {
    guard input.count > 1 else { return true }
    guard input[0] >= 0xC2 else { return false }
    let text = String(decoding: input, as: UTF8.self)
    return text.count == 1 && !text.unicodeScalars.contains("\u{FFFD}")
  }

  /// The bytes that, after `ESC`, begin a sequence rather than an Alt key.
  static let introducers: Set<UInt8> = Set("[O]P_^X".utf8)

  /// Whether `byte` can be the next of a sequence in `state`.
  static func canContinue(_ state: State, with byte: UInt8) -> Bool {
    switch state {
    case .ground, .escape: false
    case .alt: byte & 0xC0 == 0x80
    case .control: (0x20...0x7E).contains(byte)
    case .x10Mouse: byte >= 0x20  // a report's bytes are printable; an `ESC` starts a key
    case .linuxFunction: (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte)
    case .controlString: byte != 0x18 && byte != 0x1A
    case .tableString: byte != 0x1B
    }
  }

  /// The late rest completed its sequence: whether it was one, ending it (what it completes is
  /// dropped).
  mutating func endLateRest() -> Bool {
    defer { lateRest = nil }
    return lateRest != nil
  }

  /// The late rest met a byte no sequence holds: it is dropped (a person types one key a read; a
  /// read of several bytes was the terminal's), and the byte is read on its own.
  mutating func dropLateRest() {
    lateRest = nil
  }

  /// The late rest's own gap passed with the sequence still unfinished: it is set aside again, for
  /// a piece after it may still finish it.
  mutating func giveUpLateRest() {
    guard let rest = lateRest else { return }
    givenUp = GivenUp(state: state, lastPart: lastByte, lateBytes: rest)
    lateRest = nil
  }
}
