/// A complete `CSI` (`ESC [`) or `SS3` (`ESC O`) sequence, split as ECMA-48 describes it:
/// an optional private marker (`<`, `=`, `>`, `?`), numeric parameters separated by `;` (each
/// possibly with `:` sub-parameters, of which the first counts), intermediates and a final byte.
struct ControlSequence: Hashable, Sendable {
  enum Introducer: Hashable, Sendable { case csi, ss3 }

  var introducer: Introducer
  var privateMarker: UInt8?
  /// The parameters; an empty one (`CSI ; 5 A`) is nil.
  var parameters: [Int?]
  var intermediates: [UInt8]
  var final: UInt8
  /// The kitty keyboard protocol's event type, the sub-parameter after the modifiers (`CSI 53 ;
  /// 1:3 u`): 1 a press (also where absent), 2 a repeat, 3 a release.
  var eventType = 1

  init(introducer: Introducer, body: [UInt8], final: UInt8) {
    self.introducer = introducer
    self.final = final
    var rest = body[...]
    privateMarker = rest.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
    if privateMarker != nil { rest = rest.dropFirst() }
    let intermediateStart = rest.firstIndex { (0x20...0x2F).contains($0) } ?? rest.endIndex
    intermediates = Array(rest[intermediateStart...])
    let parameterText = rest[..<intermediateStart]
    parameters =
      parameterText.isEmpty
      ? []
      : parameterText.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
        let first = field.prefix { $0 != UInt8(ascii: ":") }
        guard !first.isEmpty, first.count <= 9, first.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return first.reduce(0) { $0 * 10 + Int($1 - 0x30) }
      }
    let fields = parameterText.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    if fields.count > 1, let colon = fields[1].firstIndex(of: UInt8(ascii: ":")) {
      let type = fields[1][(colon + 1)...].prefix { (0x30...0x39).contains($0) }
      if (1...2).contains(type.count) { eventType = type.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
    }
  }

  func parameter(_ index: Int) -> Int? {
    parameters.indices.contains(index) ? parameters[index] : nil
  }

  /// The modifiers of xterm's `1 + bits` parameter (`CSI 1 ; 5 A` is Ctrl+Up). The kitty protocol's
  /// Hyper (16) and Meta (32) are modifiers the toolkit has no name for: the key is modified all the
  /// same (`.meta`), so that Hyper+5 types no 5, as Alt+5 does not; Caps Lock and Num Lock (64,
  /// 128) change no key.
  static func modifiers(_ value: Int?) -> KeyModifiers {
    guard let value, value > 1 else { return [] }
    var modifiers = KeyModifiers(rawValue: (value - 1) & 0xF)
    if (value - 1) & 0x30 != 0 { modifiers.insert(.meta) }
    return modifiers
  }

  /// `key` with `modifiers`, or the plain key when there are none.
  static func key(_ key: Key, _ modifiers: KeyModifiers) -> InputEvent {
    .key(modifiers.isEmpty ? key : .modified(key, modifiers))
  }

  /// The reply to a query this sequence is, if it is one the toolkit asks.
  var reply: TerminalReply? {
    guard introducer == .csi, privateMarker == UInt8(ascii: "?"), intermediates.isEmpty else { return nil }
    switch final {
    case UInt8(ascii: "u"): return .keyboardFlags(parameter(0) ?? 0)
    case UInt8(ascii: "c"): return .deviceAttributes
    default: return nil
    }
  }

  /// Whether a terminal sends this `CSI` sequence of itself, no key in its table: a mouse report
  /// in SGR form, a paste's start or end, a kitty key, a focus report, or an answer to a query
  /// (cursor position, device attributes, kitty flags, a mode's state).
  var isReport: Bool {
    guard introducer == .csi else { return false }
    switch (privateMarker, intermediates, final) {
    case (UInt8(ascii: "<"), [], UInt8(ascii: "M")), (UInt8(ascii: "<"), [], UInt8(ascii: "m")):
      return parameters.count == 3 && parameters.allSatisfy { $0 != nil }
    case (nil, [], UInt8(ascii: "~")): return parameters == [200] || parameters == [201]
    case (nil, [], UInt8(ascii: "R")): return parameters.count == 2 && parameters.allSatisfy { $0 != nil }
    case (nil, [], UInt8(ascii: "I")), (nil, [], UInt8(ascii: "O")): return parameters.isEmpty  // focus
    case (nil, [], UInt8(ascii: "u")): if case .key = event { return true } else { return false }
    case (UInt8(ascii: "?"), [], UInt8(ascii: "u")): return parameters.count == 1 && parameters[0] != nil
    case (UInt8(ascii: "?"), [], UInt8(ascii: "c")), (UInt8(ascii: ">"), [], UInt8(ascii: "c")),
      (UInt8(ascii: "?"), [UInt8(ascii: "$")], UInt8(ascii: "y")),
      (nil, [UInt8(ascii: "$")], UInt8(ascii: "y")):
      return true
    default: return false
    }
  }

  /// What this sequence means, or nothing: replies, focus reports and unknown sequences are
  /// swallowed whole. Mouse reports and pastes are recognised by the parser before this.
  var event: InputEvent? {
    switch introducer {
    case .ss3: ss3Event
    // A key's repeat or release (kitty's event types, reported only where asked for) does nothing.
    case .csi: privateMarker == nil && intermediates.isEmpty && eventType == 1 ? csiEvent : nil
    }
  }

  private var ss3Event: InputEvent? {
    guard intermediates.isEmpty, privateMarker == nil else { return nil }
    // Modifiers, where a terminal sends any, come last (`ESC O 5 A`, `ESC O 1 ; 5 A`).
    let modifiers = Self.modifiers(parameters.last ?? nil)
    let key: Key
    switch final {
    case UInt8(ascii: "p")...UInt8(ascii: "y"):
      key = .character(Character(Unicode.Scalar(final - UInt8(ascii: "p") + UInt8(ascii: "0"))))
    case UInt8(ascii: "M"): key = .enter
    case UInt8(ascii: "X"): key = .character("=")
    case UInt8(ascii: "j"): key = .character("*")
    case UInt8(ascii: "k"): key = .character("+")
    case UInt8(ascii: "l"): key = .character(",")
    case UInt8(ascii: "m"): key = .character("-")
    case UInt8(ascii: "n"): key = .character(".")
    case UInt8(ascii: "o"): key = .character("/")
    // rxvt: Ctrl plus an arrow.
    case UInt8(ascii: "a")...UInt8(ascii: "d"):
      return Self.key(Self.arrow(final - 0x20)!, modifiers.union(.control))
    default:
      guard let named = Self.letterKey(final) else { return nil }
      key = named
    }
    return Self.key(key, modifiers)
  }

  private var csiEvent: InputEvent? {
    let modifiers = Self.modifiers(parameter(1))
    switch final {
    case UInt8(ascii: "~"):
      return tildeEvent
    case UInt8(ascii: "u"):
      // CSI-u keyboards (kitty, foot, WezTerm): the key's code point, then modifiers.
      guard let code = parameter(0) else { return nil }
      // Ctrl and a letter is the control character it stands for, as the legacy encoding sends it.
      if modifiers == .control, (97...122).contains(code) {
        return .key(.control(Character(Unicode.Scalar(UInt8(code)))))
      }
      return Self.codePointKey(code).map { Self.key($0, modifiers) }
    // rxvt: Shift, Ctrl and Ctrl+Shift forms of `CSI n ~`, and Shift plus an arrow.
    case UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
      guard parameters.count == 1, let key = parameter(0).flatMap(Self.tildeKey) else { return nil }
      let held: KeyModifiers =
        switch final {
        case UInt8(ascii: "$"): .shift
        case UInt8(ascii: "^"): .control
        default: [.control, .shift]
        }
      return Self.key(key, held)
    case UInt8(ascii: "a")...UInt8(ascii: "d"):
      return parameters.isEmpty ? Self.key(Self.arrow(final - 0x20)!, .shift) : nil
    case UInt8(ascii: "Z"):
      return parameters.count <= 2 ? Self.key(.backTab, modifiers.subtracting(.shift)) : nil
    // `R` is a cursor-position reply; `I`/`O` focus reports; `c` device attributes: nothing.
    case UInt8(ascii: "R"), UInt8(ascii: "I"), UInt8(ascii: "O"), UInt8(ascii: "c"):
      return nil
    default:
      guard parameters.count <= 2, let key = Self.letterKey(final) else { return nil }
      return Self.key(key, modifiers)
    }
  }

  private var tildeEvent: InputEvent? {
    guard let number = parameter(0) else { return nil }
    // xterm's modifyOtherKeys: `CSI 27 ; modifiers ; code ~`.
    if number == 27, parameters.count == 3 {
      guard let code = parameter(2) else { return nil }
      return Self.codePointKey(code).map { Self.key($0, Self.modifiers(parameter(1))) }
    }
    guard parameters.count <= 2, let key = Self.tildeKey(number) else { return nil }
    return Self.key(key, Self.modifiers(parameter(1)))
  }

  /// Keys named by a final letter, as `CSI` and `SS3` both send them.
  private static func letterKey(_ final: UInt8) -> Key? {
    if let arrow = arrow(final) { return arrow }
    switch final {
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "E"): return .unknown  // the keypad's centre without Num Lock
    case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final - UInt8(ascii: "P")) + 1)
    default: return nil
    }
  }

  private static func arrow(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    default: nil
    }
  }

  /// The VT220 editing keypad and function keys, `CSI n ~`.
  static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23...26: .function(number - 12)
    case 28, 29: .function(number - 13)
    case 31...34: .function(number - 14)
    default: nil
    }
  }

  /// A key given by its code point (CSI-u, modifyOtherKeys).
  private static func codePointKey(_ code: Int) -> Key? {
    switch code {
    case 13: return .enter
    case 27: return .escape
    case 9: return .tab
    case 8, 127: return .backspace
    // kitty's keypad keys, where it is asked to tell them apart: KP_0 … KP_9, KP_Enter, KP_Equal.
    case 57399...57408: return .character(Character(Unicode.Scalar(UInt8(code - 57399) + UInt8(ascii: "0"))))
    case 57414: return .enter
    case 57415: return .character("=")
    default:
      guard code > 32, let scalar = Unicode.Scalar(UInt32(clamping: code)), CellWidth.of(scalar) > 0 else {
        return code == 32 ? .character(" ") : nil
      }
      return .character(Character(scalar))
    }
  }
}
