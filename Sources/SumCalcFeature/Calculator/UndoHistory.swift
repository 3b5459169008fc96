import SumCalcModel

/// The changes to the list since the last sum, newest last, for `u` to take back one at a time.
/// Part of the calculator's state (a test comparing states sees it), never saved: a new run
/// starts with none. Each change is kept as what it did, not as a copy of the list, so that undo
/// costs no more than the change did.
public struct UndoHistory: Hashable, Sendable {
  /// One change to the list.
  public enum Change: Hashable, Sendable {
    /// Numbers added at the end (a digit, a paste's digits), and what the result line said before.
    case added(Int, ResultState)
    /// The last number taken off (Backspace, Delete), and what it was.
    case removed(Int)
    /// The whole list replaced (Reset, a recall): what it was, and what the result line said.
    case replaced([Int], ResultState)
  }

  /// How many changes are kept, and how many numbers the lists that Reset and recalls replaced may
  /// hold in all: beyond either, the oldest changes are let go.
  public static let limit = 1_000
  public static let numberLimit = CalculatorData.numberLimit

  /// Oldest first.
  public private(set) var changes: [Change] = []
  /// Older changes were let go to stay within the limits: when `u` reaches them, it says so.
  public private(set) var forgotOlder = false
  /// What the last Reset replaced, until the list next changes: what the Esc key's retraction
  /// (`InputEvent.escapeRetracted`, which the toolkit gives only straight after that Esc) brings back.
  public private(set) var lastReset: LastReset?

  /// What a Reset replaced: the result line, and whether the list it emptied held numbers (they are
  /// then the newest change, `.replaced`).
  public struct LastReset: Hashable, Sendable {
    public var result: ResultState
    public var emptiedNumbers: Bool
  }

  public init() {}

  /// Remembers `change`, letting the oldest go beyond the limits (but never the newest).
  mutating func record(_ change: Change) {
    lastReset = nil
    changes.append(change)
    var kept = changes.reduce(0) { $0 + $1.numbersKept }
    while changes.count > Self.limit || kept > Self.numberLimit, changes.count > 1 {
      kept -= changes.removeFirst().numbersKept
      forgotOlder = true
    }
  }

  /// A Reset replaced `numbers` and `result`: a change when there were numbers, and the last reset.
  mutating func recordReset(_ numbers: [Int], _ result: ResultState) {
    if !numbers.isEmpty { record(.replaced(numbers, result)) }
    lastReset = LastReset(result: result, emptiedNumbers: !numbers.isEmpty)
  }

  /// The last Reset, taken out to be retracted: the list and result line it replaced.
  mutating func takeLastReset() -> (numbers: [Int], result: ResultState)? {
    guard let reset = lastReset else { return nil }
    lastReset = nil
    guard reset.emptiedNumbers, case .replaced(let numbers, _) = changes.popLast() else { return ([], reset.result) }
    return (numbers, reset.result)
  }

  /// A Reset was refused (a sum under way): a retraction of its Esc has nothing to take back.
  mutating func resetRefused() {
    lastReset = nil
  }

  /// The newest change, taken out to be undone.
  mutating func takeNewest() -> Change? {
    lastReset = nil
    return changes.popLast()
  }

  /// A sum closes what can be undone.
  mutating func clear() {
    self = UndoHistory()
  }
}

extension UndoHistory.Change {
  /// The numbers this change holds on to.
  fileprivate var numbersKept: Int {
    if case .replaced(let numbers, _) = self { numbers.count } else { 0 }
  }
}
