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
  /// How many finished sums the tape keeps, newest first (the History screen shows them all).
  public static let tapeLimit = 100
  /// How many of the newest the calculator screen shows under its buttons, at most.
  public static let tapeShown = 5
  /// How many numbers the list may hold: plenty for any real use.
  public static let numberLimit = 500_000
  /// How many numbers the tape keeps in all: its oldest sums go first beyond this. With the list's
  /// limit, it bounds the session, which so always saves and loads in bounded time and memory
  /// (see `SessionFile.maximumSize`).
  public static let tapeNumberLimit = 500_000

  /// The newest sums of `tape` that the tape keeps: at most `tapeLimit`, and no more than
  /// `tapeNumberLimit` numbers in all.
  public static func kept(_ tape: some Sequence<TapeEntry>) -> [TapeEntry] {
    var kept: [TapeEntry] = []
    var numbers = 0
    for entry in tape.prefix(tapeLimit) {
      numbers += entry.numbers.count
      guard numbers <= tapeNumberLimit else { break }
      kept.append(entry)
    }
    return kept
  }

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
