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

/// The calculator's data — the seed's `CalcState`, renamed as its reviewer asked: the numbers
/// entered, what the result line says, and the tape of finished sums. A value the screens share
/// (History shows the tape) and the session keeps.
public struct CalculatorData: Hashable, Sendable {
  /// How many finished sums the tape keeps, newest first (the History screen shows them all).
  public static let tapeLimit = 100
  /// How many of the newest the calculator screen shows under its buttons, at most.
  public static let tapeShown = 5
  /// How many numbers the list may hold: plenty for any real use.
  public static let numberLimit = 500_000

  public var numbers: [Int] = []
  public var result: ResultState = .prompt
  /// Finished sums, newest first, at most `tapeLimit`.
  public var tape: [TapeEntry] = []

  public init(numbers: [Int] = [], result: ResultState = .prompt, tape: [TapeEntry] = []) {
    self.numbers = numbers
    self.result = result
    self.tape = tape
  }

  /// The exact sum of the entered numbers, as the seed's reviewer asked: `reduce(0, +)`. Swift's
  /// `+` traps rather than wrap, so an overflow can never pass silently; a list of digits would
  /// need 10^18 entries to get there.
  public var sum: Int { numbers.reduce(0, +) }

  /// The newest `tapeLimit` sums of `tape`.
  public static func kept(_ tape: some Sequence<TapeEntry>) -> [TapeEntry] {
    Array(tape.prefix(tapeLimit))
  }
}
