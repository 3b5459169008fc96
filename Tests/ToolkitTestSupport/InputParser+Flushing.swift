import TerminalUI

extension InputParser {
  /// Lets every pending delay pass: what a pause in typing does.
  public mutating func flushingEverything() -> [InputEvent] {
    guard let deadline else { return [] }
    return flush(at: deadline)
  }
}
