/// The key strings a terminal's own description names (its terminfo entry's `k…` capabilities), as
/// a trie the input parser consults before it reads any byte alone: a function key that ends in a
/// carriage return (Wyse, ADM, HP), begins with `RS` (Data General) or an 8-bit `CSI` (xterm-8bit),
/// arriving whole, is that one key, never Enter or digits.
///
/// Standards win over names: the DEC application keypad (`ESC O p`…`ESC O y`, `ESC O M`, `ESC O n`…)
/// is read by its code, whatever capability names it (the vt100 family calls keypad 1 `ka1`, a
/// *position*); `ka1`, `ka3`, `kb2`, `kc1` and `kc3` are no digits. Strings of one byte, or that begin
/// with a printable character, are left to the parser's defaults: a person types those.
///
/// A key string that holds one of the tty's own signal characters (`^C`, `^\`, `^Z`) never arrives
/// whole: the tty turns that character into its signal first.
///
/// ```swift
/// let table = KeyTable(capabilities: [("kf1", Array("\u{1}@\r".utf8))], utf8: true)
/// var parser = InputParser(keys: table)
/// parser.feed(Array("\u{1}@\r".utf8), at: .zero)  // [.key(.function(1))]
/// ```
public struct KeyTable: Sendable {
  /// The strings as the terminal sends them.
  private var strings = Trie()
  /// The same strings written with `ESC [` and `ESC O` for their 8-bit `CSI` and `SS3`, for
  /// sequences the parser follows itself (split across reads).
  private var sevenBit = Trie()
  /// Every string of the entry in its 7-bit form, the standard ones too: what this terminal sends,
  /// to tell a sequence's late rest from a person's keys.
  private var entry = Trie()

  /// An empty table: the parser's defaults alone.
  public init() {}

  /// The table of `capabilities` (terminfo names and their strings, as the entry gives them). Of
  /// two that give the same string, a key people press wins over a position on the keypad (st's
  /// `kend` over `kc1`, both `ESC [ 4 ~`), else the first. Where `utf8` is true, bytes 0x80–0x9F (8-bit
  /// controls) are taken as their UTF-8 form (`C2 9B` for `CSI`), as a terminal in UTF-8 mode
  /// sends them.
  public init(capabilities: [(name: String, value: [UInt8])], utf8: Bool) {
    var eightBit: [([UInt8], Key)] = []
    for (name, value) in capabilities {
      guard let key = Self.key(named: name) else { continue }
      let bytes = utf8 ? Self.utf8Form(of: value) : value
      guard bytes.count >= 2, !(0x20...0x7E).contains(bytes[0]) else { continue }
      entry.insert(Self.sevenBitForm(of: bytes) ?? bytes, key)
      guard !Self.isStandard(bytes) else { continue }
      strings.insert(bytes, key)
      if let seven = Self.sevenBitForm(of: bytes) { eightBit.append((seven, key)) } else { sevenBit.insert(bytes, key) }
    }
    // A string the entry gives with `ESC [` names its key before an 8-bit one written the same way.
    for (seven, key) in eightBit { sevenBit.insert(seven, key, overUnknown: false) }
  }

  /// Whether no string is in the table.
  public var isEmpty: Bool { strings.isEmpty }

  /// How `bytes[start...]` begins: a whole key string (the longest), a string still unfinished at
  /// the end of `bytes`, or nothing the table holds.
  func match(_ bytes: [UInt8], from start: Int) -> Match {
    strings.match(bytes, from: start)
  }

  /// Whether any string begins with `byte`.
  func begins(with byte: UInt8) -> Bool { strings.begins(with: byte) }

  /// The longest key string at the start of `bytes`, and its length: a key that also begins a
  /// longer one, come alone.
  func longestKey(in bytes: [UInt8]) -> (Key, Int)? { strings.longest(bytes) }

  /// Whether `sequence` (in its 7-bit form) is one of the entry's strings, whatever the parser
  /// reads it as. The cursor keys count in either form (`ESC O A`, `ESC [ A`): the terminal sends
  /// one or the other as its cursor-key mode stands, whichever the entry wrote down.
  func names(_ sequence: [UInt8]) -> Bool {
    if entry.longest(sequence)?.1 == sequence.count { return true }
    let (csi, ss3) = (UInt8(ascii: "["), UInt8(ascii: "O"))
    guard sequence.count == 3, sequence[0] == 0x1B, [csi, ss3].contains(sequence[1]),
      Self.cursorFinals.contains(sequence[2])
    else { return false }
    return entry.longest([0x1B, sequence[1] == csi ? ss3 : csi, sequence[2]])?.1 == 3
  }

  /// The keys whose form the cursor-key mode (DECCKM) sets: the arrows, Home and End.
  private static let cursorFinals = Array("ABCDHF".utf8)

  /// What an `ESC [` or `ESC O` sequence the parser has followed so far is to the table (in either
  /// form its strings came): a whole string no longer one goes on from, the start of one, or none.
  func follow(_ bytes: [UInt8]) -> Match {
    switch sevenBit.match(bytes, from: 0) {
    case .key(let key, let length) where length == bytes.count: .key(key, length: length)
    case .unfinished: .unfinished
    default: .none
    }
  }

  enum Match: Equatable {
    case key(Key, length: Int)
    case unfinished
    case none
  }

  /// Byte strings and the key each is: nodes in one array, each node's children a chain (its first
  /// child, then that child's next sibling), so that building the table at the first key takes a
  /// few hundred appends rather than a dictionary a node (docs/PERFORMANCE.md).
  private struct Trie: Sendable {
    private struct Node: Sendable {
      var byte: UInt8
      var firstChild: Int32 = -1
      var nextSibling: Int32 = -1
      /// The key a string ending here is.
      var key: Key?
    }

    /// Node 0 is the root, before any byte.
    private var nodes = [Node(byte: 0)]

    var isEmpty: Bool { nodes[0].firstChild < 0 }

    func begins(with byte: UInt8) -> Bool { child(of: 0, byte) != nil }

    func match(_ bytes: [UInt8], from start: Int) -> Match {
      var node = 0
      var found: Match = .none
      var index = start
      while index < bytes.count, let child = child(of: node, bytes[index]) {
        node = child
        index += 1
        if let key = nodes[node].key { found = .key(key, length: index - start) }
      }
      if index == bytes.count, nodes[node].firstChild >= 0, index > start { return .unfinished }
      return found
    }

    /// The longest string at the start of `bytes`, whether or not a longer one goes on from it.
    func longest(_ bytes: [UInt8]) -> (Key, Int)? {
      var (node, found): (Int, (Key, Int)?) = (0, nil)
      for (index, byte) in bytes.enumerated() {
        guard let child = child(of: node, byte) else { break }
        node = child
        if let key = nodes[node].key { found = (key, index + 1) }
      }
      return found
    }

    /// Inserts `key` at `bytes`; over a key already there only where that one is `unknown` (a
    /// keypad position) and `overUnknown`.
    mutating func insert(_ bytes: [UInt8], _ key: Key, overUnknown: Bool = true) {
      var node = 0
      for byte in bytes {
        if let child = child(of: node, byte) {
          node = child
        } else {
          nodes.append(Node(byte: byte, nextSibling: nodes[node].firstChild))
          nodes[node].firstChild = Int32(nodes.count - 1)
          node = nodes.count - 1
        }
      }
      // A key people press wins over a keypad position that the entry gave the same string.
      if nodes[node].key == nil || (overUnknown && nodes[node].key == .unknown && key != .unknown) {
        nodes[node].key = key
      }
    }

    private func child(of node: Int, _ byte: UInt8) -> Int? {
      var candidate = nodes[node].firstChild
      while candidate >= 0 {
        if nodes[Int(candidate)].byte == byte { return Int(candidate) }
        candidate = nodes[Int(candidate)].nextSibling
      }
      return nil
    }
  }

  /// `bytes` with each 8-bit control (0x80–0x9F) in its UTF-8 form, `C2` before it.
  private static func utf8Form(of bytes: [UInt8]) -> [UInt8] {
    var form: [UInt8] = []
    form.reserveCapacity(bytes.count + 1)
    for byte in bytes {
      if (0x80...0x9F).contains(byte) { form.append(0xC2) }
      form.append(byte)
    }
    return form
  }

  /// What the DEC standard names, read by it whatever the entry calls it (`InputParser` decodes
  /// it): the application keypad, `ESC O` or `SS3` and one of `p`…`y`, `M`, `X`, `j`…`o`; and the
  /// four arrows in either cursor mode (putty's `kind` is `ESC [ B`, the Down arrow's normal form).
  private static func isStandard(_ bytes: [UInt8]) -> Bool {
    guard let seven = sevenBitForm(of: bytes) ?? (bytes.count == 3 ? bytes : nil), seven.count == 3,
      seven[0] == 0x1B
    else { return false }
    let isArrow = (UInt8(ascii: "A")...UInt8(ascii: "D")).contains(seven[2])
    switch seven[1] {
    case UInt8(ascii: "O"): return keypadFinals.contains(seven[2]) || isArrow
    case UInt8(ascii: "["): return isArrow
    default: return false
    }
  }

  static let keypadFinals = Array("pqrstuvwxyMXjklmno".utf8)

  /// `bytes` with a leading 8-bit `CSI`, `SS3` or `OSC` (raw or in UTF-8) written as `ESC [`,
  /// `ESC O` or `ESC ]`.
  static func sevenBitForm(of bytes: [UInt8]) -> [UInt8]? {
    let (control, rest): (UInt8?, ArraySlice<UInt8>) =
      bytes.first == 0xC2 && bytes.count > 1 ? (bytes[1], bytes.dropFirst(2)) : (bytes.first, bytes.dropFirst())
    switch control {
    case 0x9B: return [0x1B, UInt8(ascii: "[")] + rest
    case 0x8F: return [0x1B, UInt8(ascii: "O")] + rest
    case 0x9D: return [0x1B, UInt8(ascii: "]")] + rest
    default: return nil
    }
  }

  /// The key a capability names; nil for the strings that are not keys to match whole (`kmous`
  /// begins every mouse report; focus reports are the parser's).
  static func key(named name: String) -> Key? {
    guard name.hasPrefix("k"), name != "kmous", name != "kxIN", name != "kxOUT" else { return nil }
    if let plain = plainKeys[name] { return plain }
    if name.hasPrefix("kf"), let number = Int(name.dropFirst(2)), number > 0 { return .function(number) }
    // xterm's extended names: the key, then its modifiers as `1 + bits` (`kUP5` is Ctrl+Up); the
    // standard shifted names (`kLFT`) carry no number.
    for (prefix, key) in modifiableKeys where name.hasPrefix(prefix) {
      let suffix = name.dropFirst(prefix.count)
      if suffix.isEmpty { return .modified(key, .shift) }
      guard let number = Int(suffix), (2...16).contains(number) else { continue }
      return .modified(key, KeyModifiers(rawValue: number - 1))
    }
    return .unknown  // a key no app binds (kbeg, kcan, khlp, ka1…): one key, doing nothing
  }

  private static let plainKeys: [String: Key] = [
    "kcuu1": .up, "kcud1": .down, "kcub1": .left, "kcuf1": .right, "khome": .home, "kend": .end,
    "kich1": .insert, "kdch1": .delete, "kpp": .pageUp, "knp": .pageDown, "kcbt": .backTab,
    "kent": .enter, "kbs": .backspace,
  ]

  private static let modifiableKeys: [(String, Key)] = [
    ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right), ("kHOM", .home), ("kEND", .end),
    ("kIC", .insert), ("kDC", .delete), ("kPRV", .pageUp), ("kNXT", .pageDown),
  ]
}
