/// Split input after a sequence was given up: its late rest is dropped, never typed, and a person's
/// keys are keys. The model (the toolkit guide, TerminalUI.docc/Guide.md, "Split input"): a person
/// types a key a read, or two; a terminal writes a key or a report whole, which a slow link may
/// deliver in pieces, each but the last more than two keys long, the last of any length.
extension InputParser {
  /// What a read is to a sequence given up before it (`restFit`).
  enum RestFit: Equatable {
    /// From its first byte it continues the sequence up to a byte that ends it: its rest.
    case ends
    /// Every byte continues the sequence, none ends it, and it is more than two keys: a piece of
    /// its rest (a person types a key a read, or two).
    case piece
    /// Anything else: keys as typed.
    case keys
  }

  /// Decides, at the start of a read of `input`, what it is to a sequence given up before: its rest
  /// (the sequence resumes, to be dropped once complete), the rest of a lone `ESC` taken for the
  /// Esc key (within the sequence gap the Esc is taken back once the sequence completes), or keys.
  mutating func beginRead(_ input: inout [UInt8], previous: Duration, into events: inout [InputEvent]) {
    // A late rest under way meets a read that is not more of it: it is set aside again, and the
    // read is judged as any read after a sequence given up.
    if let rest = lateRest, restFit(input, after: state) == .keys {
      givenUp = GivenUp(state: state, lastPart: previous, lateBytes: rest)
      lateRest = nil
      state = .ground
    }
    guard case .ground = state, paste == nil else { return }
    if let at = escapedAt {
      escapedAt = nil
      if resumeEscape(&input, since: lastByte - at, into: &events) { return }
    }
    guard let old = givenUp else { return }
    guard lastByte - old.lastPart <= Self.lateRestWindow + Self.sequenceGap else {
      givenUp = nil
      return
    }
    guard restFit(input, after: old.state) != .keys else { return }
    givenUp = nil
    state = old.state
    lateRest = old.lateBytes ?? []
  }

  /// The rest of a lone `ESC` taken for the Esc key `since` ago. Within a sequence's gap, a whole
  /// sequence (or a piece of one, more than two keys) makes the Esc that sequence after all: the
  /// program takes the Esc back once it completes. Later, it is a held-back segment, dropped. A
  /// person's `[` or `O` after Esc, a key or two a read, is typed. Whether the read was taken so.
  private mutating func resumeEscape(_ input: inout [UInt8], since: Duration, into events: inout [InputEvent]) -> Bool {
    guard since <= Self.lateRestWindow + Self.sequenceGap else { return false }
    // The rest of a key string of the table that begins with `ESC` (interix's `ESC F 1`).
    if since <= Self.sequenceGap, case .key(_, let length) = keys.match([0x1B] + input, from: 0), length > 1 {
      events.append(.escapeRetracted)  // the table's key is whole in this read
      input.insert(0x1B, at: 0)
      return true
    }
    guard restFit(input, after: .escape) != .keys else { return false }
    state = .escape
    if since <= Self.sequenceGap { retractionPending = true } else { lateRest = [] }
    return true
  }

  /// What `input` is to a sequence in `state`, read from its first byte by a parser of its own (no
  /// event of this one's is made).
  func restFit(_ input: [UInt8], after state: State) -> RestFit {
    var trial = InputParser(keys: keys, utf8: utf8, altKeys: altKeys)
    trial.state = state
    trial.lateRest = []
    var ignored: [InputEvent] = []
    for byte in input {
      guard trial.continues(with: byte) else { return .keys }
      trial.step(byte, into: &ignored)
      if case .ground = trial.state { return .ends }
    }
    return Self.keyCount(input) > 2 ? .piece : .keys
  }

  /// Whether `byte` is the next of the sequence under way (after a lone `ESC`: an introducer).
  func continues(with byte: UInt8) -> Bool {
    if case .escape = state { return Self.introducers.contains(byte) }
    return Self.canContinue(state, with: byte)
  }

  /// How many keys a person would have typed to send `input`: its grapheme clusters.
  static func keyCount(_ input: [UInt8]) -> Int {
    String(decoding: input, as: UTF8.self).count
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

  /// The late rest met a byte no sequence holds: what came of it is dropped (the read was judged
  /// the terminal's), and the byte is read on its own.
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

  /// After a byte was read (`mark`: the events before it): a sequence that took the Esc key's place
  /// has completed with it — the Esc is taken back, before what the sequence gave — or has broken
  /// off, and the Esc stands.
  mutating func settleRetraction(continued: Bool, mark: Int, into events: inout [InputEvent]) {
    guard retractionPending else { return }
    if !continued {
      retractionPending = false
    } else if case .ground = state {
      retractionPending = false
      events.insert(.escapeRetracted, at: mark)
    }
  }
}
