import Testing

@testable import TerminalUI

@Suite("ControlMap")
struct ControlMapTests {
  enum Control: Hashable, Sendable {
    case digit(Int)
    case calculate, reset
  }

  /// A keypad's keys, `1 2 3` on top and `0` under `8`, on a grid whose gaps shrink evenly.
  private static let keypad = Grid(
    rows: GridAxis(Array(repeating: .fixed(1), count: 4), gap: 1, minimumGap: 0, evenGaps: true),
    columns: GridAxis(Array(repeating: .fixed(Button.width(of: "0")), count: 3), gap: 3, minimumGap: 1, evenGaps: true))

  /// The keypad at `area`, optionally with the two buttons on the row below it, in Tab order.
  private func calculatorControls(keypad area: Rect, buttons: Bool = true) -> ControlMap<Control> {
    var controls = ControlMap<Control>()
    let layout = Self.keypad.layout(in: area.centered(Self.keypad.preferredSize.clamped(to: area.size)))
    for (row, digits) in [[1, 2, 3], [4, 5, 6], [7, 8, 9], [nil, 0, nil]].enumerated() {
      for (column, digit) in digits.enumerated() {
        if let digit { controls.add(.digit(digit), at: layout.rect(row: row, column: column)) }
      }
    }
    if buttons {
      controls.add(.calculate, at: Rect(x: area.x, y: area.maxY + 1, width: 10, height: 1))
      controls.add(.reset, at: Rect(x: area.x + 11, y: area.maxY + 1, width: 10, height: 1))
    }
    return controls
  }

  private let roomy = Rect(x: 0, y: 0, width: 21, height: 7)
  private let cramped = Rect(x: 0, y: 0, width: 17, height: 4)

  // MARK: Hit-testing

  @Test func controlAtIsHalfOpen() {
    var controls = ControlMap<String>()
    controls.add("a", at: Rect(x: 2, y: 1, width: 3, height: 2))
    #expect(controls.control(at: Point(x: 2, y: 1)) == "a")
    #expect(controls.control(at: Point(x: 4, y: 2)) == "a")
    #expect(controls.control(at: Point(x: 5, y: 1)) == nil)
    #expect(controls.control(at: Point(x: 2, y: 3)) == nil)
    #expect(controls.control(at: Point(x: 1, y: 1)) == nil)
    #expect(controls.control(at: Point(x: 2, y: 0)) == nil)
  }

  @Test func adjacentControlsShareNoCell() {
    var controls = ControlMap<String>()
    controls.add("left", at: Rect(x: 0, y: 0, width: 3, height: 1))
    controls.add("right", at: Rect(x: 3, y: 0, width: 3, height: 1))
    #expect(controls.control(at: Point(x: 2, y: 0)) == "left")
    #expect(controls.control(at: Point(x: 3, y: 0)) == "right")
    #expect(controls.control(at: Point(x: 6, y: 0)) == nil)
  }

  @Test func laterControlIsOnTopWhereTheyOverlap() {
    var controls = ControlMap<String>()
    controls.add("under", at: Rect(x: 0, y: 0, width: 4, height: 1))
    controls.add("over", at: Rect(x: 2, y: 0, width: 4, height: 1))
    #expect(controls.control(at: Point(x: 1, y: 0)) == "under")
    #expect(controls.control(at: Point(x: 3, y: 0)) == "over")
    #expect(controls.rect(of: "under") == Rect(x: 0, y: 0, width: 4, height: 1))
  }

  @Test func emptyRectsAreNotAdded() {
    var controls = ControlMap<String>()
    controls.add("a", at: Rect(x: 0, y: 0, width: 3, height: 1))
    controls.add("no width", at: Rect(x: 0, y: 1, width: 0, height: 1))
    controls.add("no height", at: Rect(x: 0, y: 2, width: 3, height: 0))
    controls.add("b", at: Rect(x: 0, y: 3, width: 3, height: 1))
    #expect(controls.ids == ["a", "b"])
    #expect(controls.rect(of: "no width") == nil)
    #expect(controls.control(at: Point(x: 0, y: 1)) == nil)
    #expect(controls.control(at: Point(x: 0, y: 2)) == nil)
    #expect(controls.next(after: "a") == "b")
  }

  // MARK: Tab order

  @Test func tabFollowsTheOrderOfAddAndWraps() {
    let controls = calculatorControls(keypad: roomy)
    #expect(controls.next(after: .digit(1)) == .digit(2))
    #expect(controls.next(after: .digit(9)) == .digit(0))
    #expect(controls.next(after: .digit(0)) == .calculate)
    #expect(controls.next(after: .calculate) == .reset)
    #expect(controls.next(after: .reset) == .digit(1))
  }

  @Test func shiftTabGoesBackAndWraps() {
    let controls = calculatorControls(keypad: roomy)
    #expect(controls.previous(before: .reset) == .calculate)
    #expect(controls.previous(before: .calculate) == .digit(0))
    #expect(controls.previous(before: .digit(1)) == .reset)
  }

  @Test func tabAroundTheWholeScreenComesBack() {
    let controls = calculatorControls(keypad: roomy)
    var id: Control = .calculate
    var seen: [Control] = []
    for _ in 0..<12 {
      id = controls.next(after: id)!
      seen.append(id)
      #expect(controls.previous(before: id) != id)
    }
    #expect(id == .calculate)
    #expect(Set(seen).count == 12)
    for id in controls.ids {
      #expect(controls.previous(before: controls.next(after: id)) == id)
    }
  }

  @Test func tabWithoutAFocusStartsAtAnEnd() {
    let controls = calculatorControls(keypad: roomy)
    #expect(controls.next(after: nil) == .digit(1))
    #expect(controls.previous(before: nil) == .reset)
    let withoutButtons = calculatorControls(keypad: roomy, buttons: false)
    #expect(withoutButtons.next(after: .calculate) == .digit(1))
    #expect(withoutButtons.previous(before: .reset) == .digit(0))
  }

  @Test func emptyMapHasNoFocus() {
    let controls = ControlMap<Control>()
    #expect(controls.next(after: nil) == nil)
    #expect(controls.previous(before: .reset) == nil)
    #expect(controls.neighbor(of: .reset, toward: .up) == .reset)
    #expect(controls.control(at: .zero) == nil)
  }

  // MARK: Arrows

  @Test(arguments: [Rect(x: 0, y: 0, width: 21, height: 7), Rect(x: 0, y: 0, width: 17, height: 4)])
  func arrowsMoveAcrossTheKeypad(area: Rect) {
    let controls = calculatorControls(keypad: area, buttons: false)
    func move(_ digit: Int, _ direction: Direction) -> Control {
      controls.neighbor(of: .digit(digit), toward: direction)
    }
    #expect(move(1, .right) == .digit(2))
    #expect(move(2, .right) == .digit(3))
    #expect(move(6, .left) == .digit(5))
    #expect(move(2, .down) == .digit(5))
    #expect(move(5, .down) == .digit(8))
    #expect(move(8, .down) == .digit(0))
    #expect(move(0, .up) == .digit(8))
    #expect(move(8, .up) == .digit(5))
    #expect(move(4, .up) == .digit(1))
    // From 0, which has no key beside it, sideways goes to the nearest key on that side: the row above.
    #expect(move(0, .left) == .digit(7))
    #expect(move(0, .right) == .digit(9))
  }

  @Test(arguments: [Rect(x: 0, y: 0, width: 21, height: 7), Rect(x: 0, y: 0, width: 17, height: 4)])
  func arrowsStayPutAtTheEdges(area: Rect) {
    let controls = calculatorControls(keypad: area, buttons: false)
    #expect(controls.neighbor(of: .digit(1), toward: .left) == .digit(1))
    #expect(controls.neighbor(of: .digit(1), toward: .up) == .digit(1))
    #expect(controls.neighbor(of: .digit(3), toward: .right) == .digit(3))
    #expect(controls.neighbor(of: .digit(0), toward: .down) == .digit(0))
  }

  @Test func arrowsReachTheButtonsBelowTheKeypad() {
    let controls = calculatorControls(keypad: roomy)
    #expect(controls.neighbor(of: .digit(0), toward: .down) == .calculate)
    #expect(controls.neighbor(of: .digit(7), toward: .down) == .calculate)
    #expect(controls.neighbor(of: .digit(9), toward: .down) == .reset)
    #expect(controls.neighbor(of: .calculate, toward: .up) == .digit(0))
    #expect(controls.neighbor(of: .reset, toward: .up) == .digit(0))
    #expect(controls.neighbor(of: .calculate, toward: .right) == .reset)
    #expect(controls.neighbor(of: .reset, toward: .left) == .calculate)
    #expect(controls.neighbor(of: .reset, toward: .right) == .reset)
    #expect(controls.neighbor(of: .calculate, toward: .down) == .calculate)
  }

  @Test func arrowFromAControlNotOnScreenGoesToTheFirst() {
    let controls = calculatorControls(keypad: roomy, buttons: false)
    #expect(controls.neighbor(of: .reset, toward: .left) == .digit(1))
  }
}
