import FoundationEssentials
import SumCalcModel

/// The session as it is kept on disk, format version 1, read and written with `Codable`:
///
///     {"numbers":[1,2],"result":{"kind":"expression"},"tape":[{"numbers":[1,2,3],"sum":6}],"version":1}
///
/// Keys are written sorted, so the same session always gives the same bytes; readers take them in
/// any order and pass over keys they do not know. `numbers` are the entered numbers, `result` what
/// the result line says, `tape` the finished sums, newest first; a sum of more numbers than an
/// entry keeps has `"numbers":[]` and its `"count"`. Whether a calculation was running is not kept:
/// a restored session never is. A later format bumps `version`; a reader refuses versions it does
/// not know rather than guess.
struct SessionFile: Codable, Hashable, Sendable {
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
  enum ResultRecord: Codable, Hashable, Sendable {
    case prompt
    case expression
    case sum(Int)
    case noNumbers

    private enum CodingKeys: String, CodingKey { case kind, value }
    private enum Kind: String, Codable { case prompt, expression, sum, noNumbers }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      switch try container.decode(Kind.self, forKey: .kind) {
      case .prompt: self = .prompt
      case .expression: self = .expression
      case .sum: self = .sum(try container.decode(Int.self, forKey: .value))
      case .noNumbers: self = .noNumbers
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .prompt: try container.encode(Kind.prompt, forKey: .kind)
      case .expression: try container.encode(Kind.expression, forKey: .kind)
      case .sum(let value):
        try container.encode(Kind.sum, forKey: .kind)
        try container.encode(value, forKey: .value)
      case .noNumbers: try container.encode(Kind.noNumbers, forKey: .kind)
      }
    }
  }

  /// A finished sum: `{"numbers":[1,2,3],"sum":6}`, or `{"count":300000,"numbers":[],"sum":300000}`
  /// for one that kept only its sum and count.
  struct TapeRecord: Codable, Hashable, Sendable {
    var numbers: [Int]
    var sum: Int
    /// Only where the numbers were not kept.
    var count: Int?
  }

  /// Reads the version first: a file of a version this reader does not know is named as such,
  /// whatever the shape of the rest. It is read as any JSON number (the decoder reports a fraction
  /// read as an `Int` as a syntax error, which `1.5` is not), then checked to be a whole one.
  init(from decoder: any Decoder) throws(ContentProblem) {
    do {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      guard let version = Int(exactly: try container.decode(Double.self, forKey: .version)) else {
        throw ContentProblem.wrongShape
      }
      guard version == Self.currentVersion else { throw ContentProblem.unknownVersion(version) }
      self.version = version
      numbers = try container.decode([Int].self, forKey: .numbers)
      result = try container.decode(ResultRecord.self, forKey: .result)
      tape = try container.decode([TapeRecord].self, forKey: .tape)
    } catch let problem as ContentProblem {
      throw problem
    } catch {
      throw .wrongShape
    }
  }

  /// What is wrong with a document that is JSON: the decoder reads all of it before this type's
  /// `init(from:)` runs, so any other error is the bytes not being JSON.
  enum ContentProblem: Error {
    case unknownVersion(Int)
    case wrongShape
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
      // A longer list than an entry keeps now (files of before kept up to the list's limit) loads
      // as its sum and count.
      guard !record.numbers.isEmpty, record.numbers.count <= CalculatorData.numberLimit, Self.areDigits(record.numbers),
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
  /// The file's bytes for `data`: one line of JSON, keys sorted.
  static func encode(_ data: CalculatorData) throws(SessionSaveError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return Array(try encoder.encode(SessionFile(data))) + [UInt8(ascii: "\n")]
    } catch {
      throw SessionSaveError("cannot encode the session: \(error)")
    }
  }

  /// The calculator's data in `bytes`, or why they are not a session this version can read.
  static func decode(_ bytes: [UInt8]) throws(SessionLoadError) -> CalculatorData {
    let file: SessionFile
    do {
      file = try JSONDecoder().decode(SessionFile.self, from: Data(bytes))
    } catch SessionFile.ContentProblem.unknownVersion(let version) {
      throw SessionLoadError(.unknownVersion(version))
    } catch is SessionFile.ContentProblem {
      throw SessionLoadError(.wrongContent)
    } catch {
      throw SessionLoadError(.notJSON)
    }
    return try file.calculatorData()
  }
}
