/// Split input after a sequence was given up: its late rest is dropped, never typed, and a person's
/// keys are keys. The model (docs/TOOLKIT.md, "Split input"): a person types one key a read; a
/// terminal writes a key or a report whole, which a slow link may deliver in a few larger pieces.
extension InputParser {
  /// Decides, at the start of a read of `input`, what it is to a sequence given up before: its rest
  /// (the sequence resumes, to be dropped once complete), the rest of a lone `ESC` taken for the
  /// Esc key too soon (the Esc is retracted, and the `ESC` goes back in front of the read), or keys.
  mutating func beginRead(_ input: inout [UInt8], previous: Duration, into events: inout [InputEvent]) {
    let (first, count) = (input[0], input.count)
    // One key between the late pieces of a rest is a person's: the rest waits for its next piece.
    if let rest = lateRest, count == 1 {
      givenUp = GivenUp(state: state, lastPart: previous, lateBytes: rest)
      lateRest = nil
      state = .ground
    }
    guard let old = givenUp, case .ground = state, paste == nil else { return }
    let since = lastByte - old.lastPart
    guard since <= Self.lateRestWindow + Self.sequenceGap else {
      givenUp = nil
      return
    }
    if case .escape = old.state {
      givenUp = nil
      // The rest of a key string of the table that begins with `ESC` (interix's `ESC F 1`).
      if since <= Self.sequenceGap, case .key(_, let length) = keys.match([0x1B] + input, from: 0), length > 1 {
        events.append(.escapeRetracted)
        input.insert(0x1B, at: 0)
        return
      }
      guard Self.introducers.contains(first) else { return }
      // Within a sequence's gap, its rest makes the Esc key a sequence after all: the program takes
      // the Esc back. Later, an introducer and more in one read is a held-back segment (dropped).
      if since <= Self.sequenceGap {
        state = .escape
        events.append(.escapeRetracted)
      } else if count > 1 {
        state = .escape
        lateRest = []
      }
      return
    }
    guard count > 1, Self.canContinue(old.state, with: first) else { return }
    givenUp = nil
    state = old.state
    lateRest = old.lateBytes ?? []
  }

  /// The bytes that, after `ESC`, begin a sequence rather than an Alt key.
  static let introducers: Set<UInt8> = Set("[O]P_^X".utf8)

  /// Whether `byte` can be the next of a sequence in `state`.
  static func canContinue(_ state: State, with byte: UInt8) -> Bool {
    switch state {
    case .ground, .escape: false
    case .alt: byte & 0xC0 == 0x80
    case .control: (0x20...0x7E).contains(byte)
    case .x10Mouse: true
    case .linuxFunction: (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte)
    case .controlString: byte != 0x18 && byte != 0x1A
    case .tableString: true
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
