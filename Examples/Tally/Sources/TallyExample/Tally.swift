import Observation

/// The model, the one owner of the numbers: the count, and the counts saved (the newest hundred,
/// newest first). Both screens read it where it is; their view models change it.
@MainActor @Observable
public final class Tally {
  public private(set) var count: Int
  public private(set) var saved: [Int]
  public static let kept = 100  // more than a screen shows: the list scrolls

  public init(count: Int = 0, saved: [Int] = []) { (self.count, self.saved) = (count, Array(saved.prefix(Self.kept))) }

  func add(_ step: Int) { count += step }

  /// Puts the count on top of the list and starts again from 0; a count of 0 is nothing to save.
  func save() -> Bool {
    guard count != 0 else { return false }
    saved = Array(([count] + saved).prefix(Self.kept))
    count = 0
    return true
  }

  /// Takes the saved count at `index` back; a count in progress goes on top of the list.
  func reopen(_ index: Int) {
    guard saved.indices.contains(index) else { return }
    let reopened = saved.remove(at: index)
    if count != 0 { saved.insert(count, at: 0) }
    count = reopened
  }
}
