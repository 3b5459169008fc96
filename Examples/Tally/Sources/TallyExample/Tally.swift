import Observation

/// The model, the one owner of the numbers: the count, and the counts saved (the newest ten,
/// newest first). Both screens read it where it is; their view models change it.
@MainActor
@Observable
public final class Tally {
  public private(set) var count: Int
  public private(set) var saved: [Int]

  public init(count: Int = 0, saved: [Int] = []) {
    self.count = count
    self.saved = Array(saved.prefix(10))
  }

  func add(_ step: Int) { count += step }

  /// Puts the count on top of the list and starts again from 0.
  func save() {
    saved = Array(([count] + saved).prefix(10))
    count = 0
  }

  /// Takes the saved count at `index` back; a count in progress takes its place on the list.
  func reopen(_ index: Int) {
    guard saved.indices.contains(index) else { return }
    (count, saved[index]) = (saved[index], count)
    if saved[index] == 0 { saved.remove(at: index) }
  }
}
