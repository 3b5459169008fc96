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
  public init(count: Int, sum: Int) {
    self.numbers = []
    self.count = count
    self.sum = sum
  }

  /// Whether its numbers were kept, so that it can be recalled.
  public var keepsNumbers: Bool { numbers.count == count }
}
