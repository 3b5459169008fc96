import SumCalcModel

/// From the calculator's data and settings to the file's records and back, checked on the way in:
/// what the file holds must be something SumCalc could have written.
extension SessionFile {
  init(_ session: SavedSession) {
    let data = session.data
    version = Self.currentVersion
    numbers = data.numbers
    result = ResultRecord(data.result)
    tape = data.tape.map { TapeRecord(numbers: $0.numbers, sum: $0.sum, count: $0.keepsNumbers ? nil : $0.count) }
    settings = SettingsRecord(session.settings)
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

extension SessionFile.SettingsRecord {
  /// The file's names for the keypad's orders: the top row's digits.
  private static let keypadNames: [KeypadOrder: String] = [.oneTwoThreeOnTop: "123", .sevenEightNineOnTop: "789"]
  /// The longest delay the command line takes, in milliseconds.
  private static let longestDelay = 86_400_000

  init(_ settings: Settings) {
    keypad = Self.keypadNames[settings.keypad] ?? "123"
    language = settings.language?.rawValue
    calculationDelay = settings.calculationDelay.map { Int(($0 / .milliseconds(1)).rounded()) }
  }

  /// The settings this record holds, each checked: one SumCalc cannot read is its default (and
  /// `fellBack` says so) — the numbers and the tape beside it still load.
  func settings() -> (settings: Settings, fellBack: Bool) {
    var settings = Settings()
    var fellBack = unreadable
    // SumCalc always writes the keypad's order: one missing is a setting lost too.
    if let keypad, let order = Self.keypadNames.first(where: { $0.value == keypad })?.key {
      settings.keypad = order
    } else {
      fellBack = true
    }
    if let language {
      if let chosen = Language(rawValue: language) { settings.language = chosen } else { fellBack = true }
    }
    if let calculationDelay {
      if (0...Self.longestDelay).contains(calculationDelay) {
        settings.calculationDelay = .milliseconds(calculationDelay)
      } else {
        fellBack = true
      }
    }
    return (settings, fellBack)
  }
}
