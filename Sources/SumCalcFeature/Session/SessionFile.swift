/// The session as it is kept on disk, format version 1. Explicit and stable, for example:
///
///     {"numbers":[1,2],"result":{"kind":"expression"},"tape":[{"numbers":[1,2,3],"sum":6}],"version":1}
///
/// Keys are written sorted, so the same session always gives the same bytes; readers take them in
/// any order and pass over keys they do not know.
///
/// `numbers` are the entered numbers, `result` what the result line says, `tape` the finished sums,
/// newest first; a sum of more numbers than an entry keeps has `"numbers":[]` and its `"count"`. Whether a calculation was running is not kept: a restored session never is.
/// A later format bumps `version`; a reader refuses versions it does not know rather than guess.
struct SessionFile: Hashable, Sendable {
  static let currentVersion = 1
  /// The largest file the calculator's limits allow — the list and the tape at their most numbers,
  /// two bytes a digit with its comma, plus room for each sum's keys and total — so that whatever
  /// is saved can be read back, and nothing much larger is read.
  static let maximumSize =
    2 * (CalculatorData.numberLimit + CalculatorData.tapeLimit * TapeEntry.numberLimit) + 64
    * (CalculatorData.tapeLimit + 1) + 1024

  var version: Int
  var numbers: [Int]
  var result: ResultRecord
  var tape: [TapeRecord]

  /// What the result line says: `{"kind":"prompt"}`, `{"kind":"expression"}`,
  /// `{"kind":"sum","value":6}` or `{"kind":"noNumbers"}`.
  enum ResultRecord: Hashable, Sendable {
    case prompt
    case expression
    case sum(Int)
    case noNumbers
  }

  /// A finished sum: `{"numbers":[1,2,3],"sum":6}`, or `{"count":300000,"numbers":[],"sum":300000}`
  /// for one that kept only its sum and count.
  struct TapeRecord: Hashable, Sendable {
    var numbers: [Int]
    var sum: Int
    /// Only where the numbers were not kept.
    var count: Int?
  }
}

// MARK: - From and to the calculator's data

extension SessionFile {
  init(_ data: CalculatorData) {
    version = Self.currentVersion
    numbers = data.numbers
    result = ResultRecord(data.result)
    tape = data.tape.map { TapeRecord(numbers: $0.numbers, sum: $0.sum, count: $0.keepsNumbers ? nil : $0.count) }
  }

  /// The calculator's data this file holds, once checked: numbers are digits 0...9, the result
  /// line shows the expression exactly when there are numbers, every sum on the tape is its
  /// numbers' sum (or, for one that kept only its count, a sum its count of digits can make). A
  /// tape longer than the calculator keeps is cut to its newest entries.
  func calculatorData() throws(SessionLoadError) -> CalculatorData {
    guard numbers.count <= CalculatorData.numberLimit, Self.areDigits(numbers) else {
      throw SessionLoadError(.wrongContent)
    }
    guard (result == .expression) == !numbers.isEmpty else { throw SessionLoadError(.wrongContent) }
    if case .sum(let value) = result, value < 0 { throw SessionLoadError(.wrongContent) }
    let entries = try tape.prefix(CalculatorData.tapeLimit).map { record throws(SessionLoadError) in
      if let count = record.count {
        guard record.numbers.isEmpty, count > TapeEntry.numberLimit, count <= CalculatorData.numberLimit,
          (0...9 * count).contains(record.sum)
        else { throw SessionLoadError(.wrongContent) }
        return TapeEntry(count: count, sum: record.sum)
      }
      guard !record.numbers.isEmpty, record.numbers.count <= TapeEntry.numberLimit, Self.areDigits(record.numbers),
        Self.exactSum(record.numbers) == record.sum
      else { throw SessionLoadError(.wrongContent) }
      return TapeEntry(numbers: record.numbers, sum: record.sum)
    }
    return CalculatorData(numbers: numbers, result: result.state, tape: entries)
  }

  private static func areDigits(_ numbers: [Int]) -> Bool {
    numbers.allSatisfy { (0...9).contains($0) }
  }

  /// The sum, or nil where it would not fit an `Int`.
  private static func exactSum(_ numbers: [Int]) -> Int? {
    var total = 0
    for number in numbers {
      let (next, overflow) = total.addingReportingOverflow(number)
      if overflow { return nil }
      total = next
    }
    return total
  }
}

extension SessionFile.ResultRecord {
  init(_ state: ResultState) {
    switch state {
    case .prompt: self = .prompt
    case .expression: self = .expression
    case .sum(let value): self = .sum(value)
    case .noNumbers: self = .noNumbers
    }
  }

  var state: ResultState {
    switch self {
    case .prompt: .prompt
    case .expression: .expression
    case .sum(let value): .sum(value)
    case .noNumbers: .noNumbers
    }
  }
}

// MARK: - Bytes

extension SessionFile {
  /// The file's bytes for `data`: one line of JSON.
  static func encode(_ data: CalculatorData) throws(SessionSaveError) -> [UInt8] {
    let file = SessionFile(data)
    var json: [UInt8] = []
    json.reserveCapacity(2 * (file.numbers.count + file.tape.reduce(0) { $0 + $1.numbers.count }) + 128)
    json.append(#"{"numbers":"#)
    json.append(file.numbers)
    json.append(#","result":"#)
    switch file.result {
    case .prompt: json.append(#"{"kind":"prompt"}"#)
    case .expression: json.append(#"{"kind":"expression"}"#)
    case .sum(let value): json.append(#"{"kind":"sum","value":\#(value)}"#)
    case .noNumbers: json.append(#"{"kind":"noNumbers"}"#)
    }
    json.append(#","tape":["#)
    for (index, entry) in file.tape.enumerated() {
      json.append(index == 0 ? "{" : ",{")
      if let count = entry.count { json.append(#""count":\#(count),"#) }
      json.append(#""numbers":"#)
      json.append(entry.numbers)
      json.append(#","sum":\#(entry.sum)}"#)
    }
    json.append(#"],"version":\#(file.version)}"# + "\n")
    return json
  }

  /// The calculator's data in `bytes`, or why they are not a session this version can read.
  static func decode(_ bytes: [UInt8]) throws(SessionLoadError) -> CalculatorData {
    let json: JSONValue
    do throws(JSONSyntaxError) {
      json = try JSONValue.parse(bytes)
    } catch {
      throw SessionLoadError(.notJSON)
    }
    // The version first, so that a file of an unknown version is named as such even when the rest
    // of it has a shape this reader does not know.
    guard let version = json["version"]?.integer else { throw SessionLoadError(.wrongContent) }
    guard version == currentVersion else { throw SessionLoadError(.unknownVersion(version)) }
    guard let file = SessionFile(json: json) else { throw SessionLoadError(.wrongContent) }
    return try file.calculatorData()
  }

  /// The session in a parsed document of this format; nil when a field is missing or of the wrong type.
  private init?(json: JSONValue) {
    guard let version = json["version"]?.integer, let numbers = json["numbers"]?.integers,
      let result = json["result"].flatMap(ResultRecord.init(json:)),
      case .array(let entries)? = json["tape"]
    else { return nil }
    var tape: [TapeRecord] = []
    for entry in entries {
      guard let numbers = entry["numbers"]?.integers, let sum = entry["sum"]?.integer else { return nil }
      let count = entry["count"]
      guard count == nil || count?.integer != nil else { return nil }
      tape.append(TapeRecord(numbers: numbers, sum: sum, count: count?.integer))
    }
    self.init(version: version, numbers: numbers, result: result, tape: tape)
  }
}

extension SessionFile.ResultRecord {
  fileprivate init?(json: JSONValue) {
    switch json["kind"]?.string {
    case "prompt": self = .prompt
    case "expression": self = .expression
    case "sum":
      guard let value = json["value"]?.integer else { return nil }
      self = .sum(value)
    case "noNumbers": self = .noNumbers
    default: return nil
    }
  }
}

extension [UInt8] {
  fileprivate mutating func append(_ text: String) {
    append(contentsOf: text.utf8)
  }

  /// `[1,2,3]`.
  fileprivate mutating func append(_ numbers: [Int]) {
    append(UInt8(ascii: "["))
    for (index, number) in numbers.enumerated() {
      if index > 0 { append(UInt8(ascii: ",")) }
      append(String(number))
    }
    append(UInt8(ascii: "]"))
  }
}
