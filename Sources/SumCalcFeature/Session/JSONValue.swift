/// A JSON document (RFC 8259), as read from a session file. SumCalc reads JSON itself rather than
/// with Foundation's `JSONDecoder`: linking FoundationEssentials costs the running program about a
/// mebibyte of memory and doubles its size, for one small file (README, "Performance").
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number as written, so that no digit is lost before the reader says what it wants.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// Where a key occurs more than once, the last one counts.
  case object([String: JSONValue])

  /// The member `key` of an object; nil for a missing key or when this is not an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The number as an `Int`, when it is a whole number that fits (`1`, `-3`, also `1.0` or `2e1`).
  var integer: Int? {
    guard case .number(let text) = self else { return nil }
    if let value = Int(text) { return value }
    // A fraction or an exponent: whole only if the value is, and exactly representable.
    guard let value = Double(text), value.rounded() == value, abs(value) <= 9_007_199_254_740_992 else {
      return nil
    }
    return Int(value)
  }

  /// An array of whole numbers, or nil when this is anything else.
  var integers: [Int]? {
    guard case .array(let elements) = self else { return nil }
    var values: [Int] = []
    values.reserveCapacity(elements.count)
    for element in elements {
      guard let value = element.integer else { return nil }
      values.append(value)
    }
    return values
  }

  var string: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  /// The document in `bytes` (UTF-8, surrounding white space allowed), or `JSONSyntaxError` when
  /// they are not exactly one JSON value. As lenient as Foundation's `JSONDecoder`, which read
  /// session files before: a leading byte order mark and a comma before `]` or `}` are accepted.
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.isAtEnd else { throw JSONSyntaxError() }
    return value
  }
}

/// The bytes are not JSON.
struct JSONSyntaxError: Error, Hashable, Sendable {}

/// A recursive-descent reader over UTF-8 bytes. Nesting is limited, so a hostile file cannot
/// exhaust the stack.
private struct JSONParser {
  static let maximumDepth = 512

  let bytes: [UInt8]
  var index = 0

  var isAtEnd: Bool { index == bytes.count }

  mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth < Self.maximumDepth else { throw JSONSyntaxError() }
    skipWhitespace()
    guard index < bytes.count else { throw JSONSyntaxError() }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return .number(try number())
    }
  }

  private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    index += 1  // {
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return .object(members) }
    repeat {
      skipWhitespace()
      if !members.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "}") { break }  // trailing comma
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw JSONSyntaxError() }
      let key = try string()
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else { throw JSONSyntaxError() }
      members[key] = try value(depth: depth + 1)
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "}")) else { throw JSONSyntaxError() }
    return .object(members)
  }

  private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    index += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return .array(elements) }
    repeat {
      skipWhitespace()
      if !elements.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "]") { break }  // trailing comma
      elements.append(try value(depth: depth + 1))
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "]")) else { throw JSONSyntaxError() }
    return .array(elements)
  }

  /// A string from its opening quote; escapes resolved, the UTF-8 checked.
  private mutating func string() throws(JSONSyntaxError) -> String {
    index += 1  // "
    var utf8: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let text = String(validating: utf8, as: UTF8.self) else { throw JSONSyntaxError() }
        return text
      case UInt8(ascii: "\\"):
        try escape(into: &utf8)
      case 0..<0x20:
        throw JSONSyntaxError()  // control characters must be escaped
      default:
        utf8.append(byte)
      }
    }
    throw JSONSyntaxError()  // no closing quote
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
    guard index < bytes.count else { throw JSONSyntaxError() }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(letter)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"): try unicodeEscape(into: &utf8)
    default: throw JSONSyntaxError()
    }
  }

  /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, after the `\u`.
  private mutating func unicodeEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
    var value = try hexQuad()
    if (0xD800...0xDBFF).contains(value) {  // a high surrogate must be followed by a low one
      guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else { throw JSONSyntaxError() }
      let low = try hexQuad()
      guard (0xDC00...0xDFFF).contains(low) else { throw JSONSyntaxError() }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else { throw JSONSyntaxError() }  // a lone low surrogate
    UTF8.encode(scalar) { utf8.append($0) }
  }

  private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw JSONSyntaxError() }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw JSONSyntaxError() }
      value = value << 4 | UInt32(digit)
    }
    index += 4
    return value
  }

  /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, as written.
  private mutating func number() throws(JSONSyntaxError) -> String {
    let start = index
    _ = consume(UInt8(ascii: "-"))
    if !consume(UInt8(ascii: "0")) {
      guard digits() > 0 else { throw JSONSyntaxError() }
    }
    if consume(UInt8(ascii: ".")) {
      guard digits() > 0 else { throw JSONSyntaxError() }
    }
    if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
      if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
      guard digits() > 0 else { throw JSONSyntaxError() }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
    return index - start
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
    for byte in word.utf8 {
      guard consume(byte) else { throw JSONSyntaxError() }
    }
    return value
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }
}
