import FoundationEssentials

/// The session as it is kept on disk, format version 1. Explicit and stable, for example:
///
///     {"numbers":[1,2],"result":{"kind":"sum","value":6},"tape":[{"numbers":[1,2,3],"sum":6}],"version":1}
///
/// Keys are written sorted (JSONEncoder's own order changes from run to run); readers take them in
/// any order and pass over keys they do not know.
///
/// `numbers` are the entered numbers, `result` what the result line says, `tape` the finished sums,
/// newest first. Whether a calculation was running is not kept: a restored session never is.
/// A later format bumps `version`; a reader refuses versions it does not know rather than guess.
struct SessionFile: Codable, Hashable, Sendable {
  static let currentVersion = 1

  var version: Int
  var numbers: [Int]
  var result: ResultRecord
  var tape: [TapeRecord]

  /// What the result line says: `{"kind":"prompt"}`, `{"kind":"expression"}`,
  /// `{"kind":"sum","value":6}` or `{"kind":"noNumbers"}`.
  enum ResultRecord: Codable, Hashable, Sendable {
    case prompt
    case expression
    case sum(Int)
    case noNumbers

    private enum CodingKeys: String, CodingKey {
      case kind, value
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let kind = try container.decode(String.self, forKey: .kind)
      switch kind {
      case "prompt": self = .prompt
      case "expression": self = .expression
      case "sum": self = .sum(try container.decode(Int.self, forKey: .value))
      case "noNumbers": self = .noNumbers
      default:
        throw DecodingError.dataCorruptedError(
          forKey: .kind, in: container, debugDescription: "unknown result kind \(kind)")
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .prompt: try container.encode("prompt", forKey: .kind)
      case .expression: try container.encode("expression", forKey: .kind)
      case .sum(let value):
        try container.encode("sum", forKey: .kind)
        try container.encode(value, forKey: .value)
      case .noNumbers: try container.encode("noNumbers", forKey: .kind)
      }
    }
  }

  /// A finished sum: `{"numbers":[1,2,3],"sum":6}`.
  struct TapeRecord: Codable, Hashable, Sendable {
    var numbers: [Int]
    var sum: Int
  }

  /// Only the version, read first so that a file of an unknown version is named as such even when
  /// the rest of it has a shape this reader does not know. `version` is nil when missing or not an
  /// integer; decoding fails only when the bytes are not JSON at all.
  private struct Header: Decodable {
    var version: Int?

    private enum CodingKeys: String, CodingKey {
      case version
    }

    init(from decoder: any Decoder) {
      let container = try? decoder.container(keyedBy: CodingKeys.self)
      version = try? container?.decode(Int.self, forKey: .version)
    }
  }
}

// MARK: - From and to the calculator's data

extension SessionFile {
  init(_ data: CalculatorData) {
    version = Self.currentVersion
    numbers = data.numbers
    result = ResultRecord(data.result)
    tape = data.tape.map { TapeRecord(numbers: $0.numbers, sum: $0.sum) }
  }

  /// The calculator's data this file holds, once checked: numbers are digits 0...9, every sum on
  /// the tape is its numbers' sum. A tape longer than the calculator keeps is cut to its newest
  /// entries.
  func calculatorData() throws(SessionLoadError) -> CalculatorData {
    guard Self.areDigits(numbers) else { throw SessionLoadError(.wrongContent) }
    if case .sum(let value) = result, value < 0 { throw SessionLoadError(.wrongContent) }
    for entry in tape {
      guard !entry.numbers.isEmpty, Self.areDigits(entry.numbers),
        Self.exactSum(entry.numbers) == entry.sum
      else { throw SessionLoadError(.wrongContent) }
    }
    return CalculatorData(
      numbers: numbers,
      result: result.state,
      isCalculating: false,
      tape: tape.prefix(CalculatorData.tapeLimit).map { TapeEntry(numbers: $0.numbers, sum: $0.sum) }
    )
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
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      return Array(try encoder.encode(SessionFile(data))) + [UInt8(ascii: "\n")]
    } catch {
      // Integers, strings and arrays always encode; this is not expected to happen.
      throw SessionSaveError("the session could not be put into JSON")
    }
  }

  /// The calculator's data in `bytes`, or why they are not a session this version can read.
  static func decode(_ bytes: [UInt8]) throws(SessionLoadError) -> CalculatorData {
    let json = Data(bytes)
    let decoder = JSONDecoder()
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: json)
    } catch {
      throw SessionLoadError(.notJSON)
    }
    guard let version = header.version else { throw SessionLoadError(.wrongContent) }
    guard version == currentVersion else { throw SessionLoadError(.unknownVersion(version)) }
    let file: SessionFile
    do {
      file = try decoder.decode(SessionFile.self, from: json)
    } catch {
      throw SessionLoadError(.wrongContent)
    }
    return try file.calculatorData()
  }
}
