/// What an `ESC` begins: a sequence, a control string, `ESC ESC` (Alt plus the key after it), or
/// Esc and a key typed together; and each event the bytes complete.
extension InputParser {
  /// An event the bytes completed. Inside a paste only its text counts: a key, a click or a reply
  /// that arrives there is dropped, never pasted as the digits of its parameters. After `ESC ESC`,
  /// a key is Alt plus that key.
  mutating func emit(_ event: InputEvent, into events: inout [InputEvent]) {
    guard paste == nil, !muted else { return }
    guard altPrefix, case .key(let key) = event else { return events.append(event) }
    altPrefix = false
    switch key {
    case .modified(let inner, let modifiers): events.append(.key(.modified(inner, modifiers.union(.alt))))
    default: events.append(.key(.modified(key, .alt)))
    }
  }

  mutating func afterEscape(_ byte: UInt8, into events: inout [InputEvent]) {
    switch byte {
    case UInt8(ascii: "["):
      state = .control(.csi, body: [])
    case UInt8(ascii: "O"):
      state = .control(.ss3, body: [])
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
      state = .controlString(introducer: byte, hasBody: false, sawEscape: false)
    case 0x1B where holdsEscape:
      emit(.key(.escape), into: &events)  // a person's Esc, held and glued to what follows
    case 0x1B where !altPrefix:
      altPrefix = true  // `ESC ESC`: Alt plus the key that follows, or Esc twice if none does
    case 0x1B:
      events.append(.key(.escape))  // a third: the first was Esc; the next two wait their turn
    case 0x80...:
      var assembler = UTF8Assembler()
      _ = assembler.feed(byte)
      state = assembler.isIdle ? .ground : .alt(assembler)
    default:
      state = .ground
      if let key = Self.textKey(Unicode.Scalar(byte)) { emitEscaped(key, into: &events) }
    }
  }

  /// `key` after an `ESC` in the same read: Alt plus the key where the program reads Alt keys,
  /// else Esc, then the key (`altKeys`).
  mutating func emitEscaped(_ key: Key, into events: inout [InputEvent]) {
    if altKeys { return emit(.key(.modified(key, .alt)), into: &events) }
    // `ESC ESC 5`: Esc pressed twice, then 5.
    let escapes = altPrefix ? 2 : 1
    altPrefix = false
    for _ in 0..<escapes { emit(.key(.escape), into: &events) }
    emit(.key(key), into: &events)
  }
}
