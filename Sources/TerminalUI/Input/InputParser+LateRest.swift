/// The read after a sequence given up: its rest, or what a person typed. The model (the toolkit
/// guide, TerminalUI.docc/Guide.md, "Split input"): a terminal's bytes arrive in order, so a
/// sequence's rest can only be the very next read, and a read that with the piece given up makes
/// no whole sequence this terminal sends is a person's keys — typed, whatever its length.
extension InputParser {
  /// A sequence given up at its gap, or the lone `ESC` taken for the Esc key.
  struct Broken: Sendable {
    /// Where the parser stood in it: the next read is weighed from here.
    var state: State
    /// Its bytes (up to `sequenceLimit`), to tell which sequence its rest would complete.
    var bytes: [UInt8]
    /// When its last piece came.
    var lastPart: Duration
    /// After an Esc, pieces (more than two keys long) that continue a sequence without ending it
    /// yet, in time: held back until the sequence is whole (the Esc is taken back) or breaks off
    /// (they are typed).
    var pending: [UInt8] = []
  }

  /// What a read is to a sequence given up before it.
  enum RestFit: Equatable {
    /// Its first `length` bytes end the sequence as one this terminal sends.
    case whole(length: Int)
    /// Every byte continues the sequence, none ends it.
    case unfinished
    /// Anything else: keys as typed.
    case keys
  }

  /// The bytes of `input` to read as usual, once what the read is to `broken` is settled: the rest
  /// of an Esc's sequence within its gap takes the Esc back (`escapeRetracted`) and is read as that
  /// sequence; a late rest is dropped, never a key (a paste's start and a reply to a query still
  /// count); a piece after an Esc is held back for the next; anything else is read as typed.
  mutating func rest(of broken: Broken, in input: [UInt8], into events: inout [InputEvent]) -> [UInt8] {
    let age = lastByte - broken.lastPart
    let isEscape = if case .escape = broken.state { true } else { false }
    let inTime = isEscape && age <= Self.sequenceGap
    let read = broken.pending + input
    guard inTime || age <= Self.lateRestWindow else { return read }
    switch fit(read, after: broken) {
    case .whole where inTime:
      events.append(.escapeRetracted)
      return [0x1B] + read  // the Esc's `ESC`, then its sequence, as if it had never been taken
    case .whole(let length):
      // Dropped, but what a late sequence does besides giving a key still happens: a paste starts
      // (its text is never typed), a reply reaches the program. An Esc's is read with its `ESC`,
      // as a key string of the table may begin so (interix's `ESC F 1`).
      muted = true
      defer { (state, muted) = (.ground, false) }
      if isEscape {
        self.read([0x1B] + read.prefix(length), into: &events)
      } else {
        state = broken.state
        self.read(Array(read.prefix(length)), into: &events)
      }
      return Array(read.dropFirst(length))
    // A person types a key a read, or two (`[`, then `A`, after Esc): a piece the terminal wrote
    // is more than two keys long.
    case .unfinished where inTime && Self.keyCount(read) > 2:
      self.broken = Broken(state: broken.state, bytes: broken.bytes, lastPart: lastByte, pending: read)
      return []
    default:
      return read
    }
  }

  /// What `input` is to `broken`, read from its first byte by a parser of its own (no event of
  /// this one's is made): a whole sequence only where the terminal sends it (`isSentByTerminal`).
  func fit(_ input: [UInt8], after broken: Broken) -> RestFit {
    // The rest of a key string of the table that begins with `ESC` (interix's `ESC F 1`).
    if case .escape = broken.state, case .key(_, let length) = keys.match([0x1B] + input, from: 0), length > 1 {
      return .whole(length: length - 1)
    }
    var trial = InputParser(keys: keys, utf8: utf8, altKeys: altKeys, holdsEscape: holdsEscape)
    trial.state = broken.state
    var ignored: [InputEvent] = []
    for (index, byte) in input.enumerated() {
      guard trial.continues(with: byte) else { return .keys }
      trial.step(byte, into: &ignored)
      if case .ground = trial.state {
        let sequence = broken.bytes + input.prefix(index + 1)
        return isSentByTerminal(sequence) ? .whole(length: index + 1) : .keys
      }
    }
    return .unfinished
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
    case .controlString(_, _, let sawEscape): sawEscape ? byte == UInt8(ascii: "\\") : byte != 0x18 && byte != 0x1A
    case .tableString: byte != 0x1B
    }
  }

  /// Whether `bytes`, one whole sequence, is one this terminal sends: a key string of its table
  /// (the standard keys where no table is known), a mouse report of the modes the backend asks
  /// for (SGR, and X10 where a terminal has no SGR), a kitty key, a paste's start or end, a focus
  /// report, or an answer to a query (cursor position, device attributes, kitty flags, a mode; a
  /// colour or any control string, which ends in `BEL` or `ST`, no key a person types).
  func isSentByTerminal(_ bytes: [UInt8]) -> Bool {
    var sequence = KeyTable.sevenBitForm(of: bytes) ?? bytes
    if sequence.count > 2, sequence[0] == 0x1B, sequence[1] == 0x1B { sequence.removeFirst() }  // Alt plus it
    guard sequence.count >= 3, sequence[0] == 0x1B else { return false }
    if keys.isEmpty ? Self.isStandardKey(sequence) : keys.names(sequence) { return true }
    switch sequence[1] {
    case UInt8(ascii: "["):
      if sequence[2] == UInt8(ascii: "M") { return sequence.count == 6 }  // X10: three bytes after `CSI M`
      let body = Array(sequence[2..<(sequence.count - 1)])
      return ControlSequence(introducer: .csi, body: body, final: sequence.last!).isReport
    case UInt8(ascii: "O"):
      return false
    default:
      return true  // a control string (`OSC 11 ; rgb:… ST`), whole only once it ended
    }
  }

  /// A key the parser's standards read (`CSI`, `SS3`, the Linux console's `ESC [ [ A`).
  static func isStandardKey(_ sequence: [UInt8]) -> Bool {
    if sequence.count == 4, sequence[1] == UInt8(ascii: "["), sequence[2] == UInt8(ascii: "[") { return true }
    let introducer: ControlSequence.Introducer = sequence[1] == UInt8(ascii: "O") ? .ss3 : .csi
    guard sequence[1] == UInt8(ascii: "[") || introducer == .ss3 else { return false }
    let body = Array(sequence[2..<(sequence.count - 1)])
    guard case .key = ControlSequence(introducer: introducer, body: body, final: sequence.last!).event else {
      return false
    }
    return true
  }
}
