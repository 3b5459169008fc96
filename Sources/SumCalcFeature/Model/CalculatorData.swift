/// What the result line says when no calculation is running.
public enum ResultState: Hashable, Sendable {
  /// `Enter numbers`.
  case prompt
  /// The entered numbers joined by ` + `.
  case expression
  /// `Sum of numbers: N`.
  case sum(Int)
  /// `No numbers were entered`.
  case noNumbers
}

/// A finished sum on the tape, shown as `1 + 2 + 3 = 6`.
public struct TapeEntry: Hashable, Sendable {
  public var numbers: [Int]
  public var sum: Int

  public init(numbers: [Int], sum: Int) {
    self.numbers = numbers
    self.sum = sum
  }
}

/// The calculator's state (the seed's `CalcState`, renamed as its reviewer asked). A value: the
/// view model owns one and replaces it; screens only read it.
public struct CalculatorData: Hashable, Sendable {
  /// How many finished sums the tape keeps, newest first.
  public static let tapeLimit = 5
  /// How many numbers one list may hold: plenty for any real use, and small enough that a session
  /// at this size still saves and loads (see `SessionFile.maximumSize`).
  public static let numberLimit = 1_000_000

  public var numbers: [Int] = []
  public var result: ResultState = .prompt
  public var isCalculating = false
  public var tape: [TapeEntry] = []

  public init(numbers: [Int] = [], result: ResultState = .prompt, isCalculating: Bool = false, tape: [TapeEntry] = []) {
    self.numbers = numbers
    self.result = result
    self.isCalculating = isCalculating
    self.tape = tape
  }

  /// The exact sum of the entered numbers. Swift's `+` traps rather than wrap, so an overflow can
  /// never pass silently; a list of digits would need 10^18 entries to get there.
  public var sum: Int { numbers.reduce(0, +) }
}
