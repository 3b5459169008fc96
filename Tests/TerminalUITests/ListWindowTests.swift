import Testing

@testable import TerminalUI

/// A list's state: the selection always on a row shown, no empty rows past the end while items
/// could fill them, whatever moves it.
@Suite("List window")
struct ListWindowTests {
  @Test("Down past the rows shown scrolls by one; Page Down by the rows; both stop at the end")
  func movesScrollJustEnough() {
    var window = ListWindow()
    window.move(by: 4, count: 10, rows: 4)
    #expect(window == ListWindow(selected: 4, first: 1))
    window.move(by: 4, count: 10, rows: 4)
    #expect(window == ListWindow(selected: 8, first: 5))
    window.move(by: 4, count: 10, rows: 4)
    #expect(window == ListWindow(selected: 9, first: 6))
    window.move(by: -7, count: 10, rows: 4)
    #expect(window == ListWindow(selected: 2, first: 2))
    window.move(by: -7, count: 10, rows: 4)
    #expect(window == ListWindow(selected: 0, first: 0))
  }

  @Test("the wheel moves the rows; the selection stays while it shows, else the nearest row shown")
  func scrollKeepsSelectionShown() {
    var window = ListWindow(selected: 1, first: 0)
    window.scroll(by: 3, count: 10, rows: 4)
    #expect(window == ListWindow(selected: 3, first: 3))
    window.scroll(by: 100, count: 10, rows: 4)
    #expect(window == ListWindow(selected: 6, first: 6))
    window.scroll(by: -1, count: 10, rows: 4)
    #expect(window == ListWindow(selected: 6, first: 5))
    window.scroll(by: -100, count: 10, rows: 4)
    #expect(window == ListWindow(selected: 3, first: 0))
  }

  @Test(
    "every move of every list: the selection is an item, shown, and no rows are wasted", arguments: [0, 1, 3, 7, 20])
  func invariants(count: Int) {
    var generator = SystemRandomNumberGenerator()
    for rows in 1...8 {
      var window = ListWindow()
      for _ in 0..<200 {
        let delta = Int.random(in: -12...12, using: &generator)
        if Bool.random(using: &generator) {
          window.move(by: delta, count: count, rows: rows)
        } else {
          window.scroll(by: delta, count: count, rows: rows)
        }
        let shown = window.shown(count: count, rows: rows)
        #expect(window.selected >= 0 && window.selected <= max(0, count - 1))
        if count > 0 { #expect(shown.contains(window.selected), "\(window), \(count) items, \(rows) rows") }
        #expect(shown.count == min(count, rows), "\(window), \(count) items, \(rows) rows: every row used")
      }
    }
  }
}
