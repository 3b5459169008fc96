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

/// A finished sum on the tape, shown as `1 + 2 + 3 = 6`. A sum of more numbers than one entry
/// keeps (`numberLimit`) keeps only its sum and how many numbers it had: the tape always holds its
/// 100 sums, and the session file stays bounded.
public struct TapeEntry: Hashable, Sendable {
  /// How many numbers an entry keeps: the tape's 100 entries then hold at most 500,000 in all.
  public static let numberLimit = 5_000

  /// The numbers summed, oldest first; empty when there were more than `numberLimit`.
  public private(set) var numbers: [Int]
  /// How many numbers were summed.
  public private(set) var count: Int
  public private(set) var sum: Int

  /// The entry for the sum of `numbers`, which keeps them if there are no more than `numberLimit`.
  public init(numbers: [Int], sum: Int) {
    self.numbers = numbers.count <= Self.numberLimit ? numbers : []
    self.count = numbers.count
    self.sum = sum
  }

  /// An entry that kept only its sum and count (read back from a session).
  init(count: Int, sum: Int) {
    self.numbers = []
    self.count = count
    self.sum = sum
  }

  /// Whether its numbers were kept, so that it can be recalled.
  public var keepsNumbers: Bool { numbers.count == count }
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
  /// The newest `tapeLimit` sums of `tape`.
  public static func kept(_ tape: some Sequence<TapeEntry>) -> [TapeEntry] {
    Array(tape.prefix(tapeLimit))
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
