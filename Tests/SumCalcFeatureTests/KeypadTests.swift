import TerminalUI
import Testing

@testable import SumCalcFeature

@Suite("Keypad")
struct KeypadTests {
  private func rects(in area: Rect) -> [Int: Rect] {
    Dictionary(uniqueKeysWithValues: Keypad.keyRects(in: area).map { ($0.digit, $0.rect) })
  }

  // MARK: Layout

  @Test func gridSizes() {
    #expect(Keypad.keyWidth == 5)
    #expect(Keypad.grid.preferredSize == Size(width: 21, height: 7))
    #expect(Keypad.grid.minimumSize == Size(width: 17, height: 4))
  }

  @Test func keysInReadingOrderWithZeroLast() {
    #expect(Keypad.keyRects(in: Rect(x: 0, y: 0, width: 21, height: 7)).map(\.digit) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0])
  }

  @Test func keysAtPreferredSize() {
    let keys = rects(in: Rect(x: 0, y: 0, width: 21, height: 7))
    #expect(keys[1] == Rect(x: 0, y: 0, width: 5, height: 1))
    #expect(keys[3] == Rect(x: 16, y: 0, width: 5, height: 1))
    #expect(keys[5] == Rect(x: 8, y: 2, width: 5, height: 1))
    #expect(keys[7] == Rect(x: 0, y: 4, width: 5, height: 1))
    #expect(keys[9] == Rect(x: 16, y: 4, width: 5, height: 1))
    #expect(keys[0] == Rect(x: 8, y: 6, width: 5, height: 1))
  }

  @Test func zeroIsCentredUnderEight() {
    for area in [
      Rect(x: 0, y: 0, width: 21, height: 7), Rect(x: 3, y: 2, width: 41, height: 13),
      Rect(x: 0, y: 0, width: 17, height: 4),
    ] {
      let keys = rects(in: area)
      let eight = keys[8]!
      let zero = keys[0]!
      #expect(zero.x == eight.x && zero.width == eight.width)
      #expect(zero.center.x == keys[5]!.center.x && zero.center.x == keys[2]!.center.x)
      #expect(zero.y > eight.y)
      #expect(zero.x - keys[7]!.maxX == keys[9]!.x - zero.maxX)
    }
  }

  @Test func roomyAreaCentresTheKeypadAtItsPreferredSize() {
    let keys = rects(in: Rect(x: 3, y: 2, width: 41, height: 13))
    #expect(keys[1] == Rect(x: 13, y: 5, width: 5, height: 1))
    #expect(keys[9] == Rect(x: 29, y: 9, width: 5, height: 1))
    #expect(keys[0] == Rect(x: 21, y: 11, width: 5, height: 1))
  }

  @Test func minimumHeightHasFourRowsAndNoGaps() {
    let keys = rects(in: Rect(x: 0, y: 0, width: 21, height: 4))
    #expect([keys[1]!.y, keys[4]!.y, keys[7]!.y, keys[0]!.y] == [0, 1, 2, 3])
    #expect([keys[1]!.x, keys[2]!.x, keys[3]!.x] == [0, 8, 16])
  }

  @Test("the gaps shrink alike: with room for one or two of three, none, the keys in the middle")
  func rowGapsShrinkAlike() {
    for height in [5, 6] {
      let keys = rects(in: Rect(x: 0, y: 0, width: 21, height: height))
      let rows = [keys[1]!.y, keys[4]!.y, keys[7]!.y, keys[0]!.y]
      #expect(zip(rows, rows.dropFirst()).allSatisfy { $1 - $0 == 1 }, "height \(height): \(rows)")
      #expect(rows[0] == (height - 4) / 2, "centred")
    }
    let full = rects(in: Rect(x: 0, y: 0, width: 21, height: 7))
    #expect([full[1]!.y, full[4]!.y, full[7]!.y, full[0]!.y] == [0, 2, 4, 6])
  }

  @Test("the column gaps shrink alike too")
  func columnGapsShrinkAlike() {
    let keys = rects(in: Rect(x: 0, y: 0, width: 19, height: 7))
    let columns = [keys[1]!.x, keys[2]!.x, keys[3]!.x]
    #expect(columns[1] - columns[0] == columns[2] - columns[1], "\(columns)")
  }

  @Test func tooShortAreaCutsTheZeroRow() {
    let keys = rects(in: Rect(x: 0, y: 0, width: 21, height: 3))
    #expect(keys[0]!.isEmpty)
    #expect(keys.filter { !$0.value.isEmpty }.count == 9)
  }

  // MARK: Snapshots

  @Test func snapshotAtPreferredSize() {
    let buffer = rendered(Keypad(), width: 21, height: 7)
    #expect(
      buffer.text == """
        [ 1 ]   [ 2 ]   [ 3 ]

        [ 4 ]   [ 5 ]   [ 6 ]

        [ 7 ]   [ 8 ]   [ 9 ]

                [ 0 ]
        """)
  }

  @Test func snapshotInARoomyArea() {
    let buffer = rendered(Keypad(), width: 25, height: 9)
    #expect(
      buffer.text == """

          [ 1 ]   [ 2 ]   [ 3 ]

          [ 4 ]   [ 5 ]   [ 6 ]

          [ 7 ]   [ 8 ]   [ 9 ]

                  [ 0 ]

        """)
  }

  @Test func snapshotAtMinimumSize() {
    let buffer = rendered(Keypad(), width: 17, height: 4)
    #expect(
      buffer.text == """
        [ 1 ] [ 2 ] [ 3 ]
        [ 4 ] [ 5 ] [ 6 ]
        [ 7 ] [ 8 ] [ 9 ]
              [ 0 ]
        """)
  }

  @Test func snapshotTooSmallCutsAtTheEnds() {
    let buffer = rendered(Keypad(), width: 16, height: 3)
    #expect(
      buffer.text == """
        [ 1 ] [ 2 ]  3
        [ 4 ] [ 5 ]  6
        [ 7 ] [ 8 ]  9
        """)
  }

  @Test func focusedAndPressedLooks() {
    let keypad = Keypad { digit, _ in digit == 5 ? .focused : digit == 9 ? .pressed : .normal }
    let buffer = rendered(keypad, width: 21, height: 7)
    #expect(
      buffer.styleMap == """
        .....................
        .....................
        ........AAAAA........
        .....................
        ................RRRRR
        .....................
        .....................
        """)
  }

  @Test func disabledKeysAreDimWithTheSameText() {
    let keypad = Keypad { _, _ in .disabled }
    let buffer = rendered(keypad, width: 17, height: 4)
    #expect(
      buffer.styleMap == """
        ddddd.ddddd.ddddd
        ddddd.ddddd.ddddd
        ddddd.ddddd.ddddd
        ......ddddd......
        """)
    #expect(buffer.text == rendered(Keypad(), width: 17, height: 4).text)
  }

  // MARK: Hit-testing through ControlMap

  @Test func everyKeyIsHitOnEachOfItsCellsAndNowhereElse() {
    for area in [Rect(x: 0, y: 0, width: 21, height: 7), Rect(x: 0, y: 0, width: 17, height: 4)] {
      var controls = ControlMap<Int>()
      for key in Keypad.keyRects(in: area) { controls.add(key.digit, at: key.rect) }
      #expect(controls.ids.count == 10)
      var hits: [Int: Int] = [:]
      for y in area.y..<area.maxY {
        for x in area.x..<area.maxX {
          guard let digit = controls.control(at: Point(x: x, y: y)) else { continue }
          #expect(controls.rect(of: digit)!.contains(Point(x: x, y: y)))
          hits[digit, default: 0] += 1
        }
      }
      #expect(hits == Dictionary(uniqueKeysWithValues: (0...9).map { ($0, 5) }))
    }
  }

  @Test func hitTestingFindsTheKeyUnderTheDrawnDigit() {
    let area = Rect(x: 0, y: 0, width: 21, height: 7)
    let buffer = rendered(Keypad(), width: 21, height: 7)
    var controls = ControlMap<Int>()
    for key in Keypad.keyRects(in: area) { controls.add(key.digit, at: key.rect) }
    for y in 0..<7 {
      for x in 0..<21 {
        if let digit = Int(buffer[x, y].text) {
          #expect(controls.control(at: Point(x: x, y: y)) == digit)
        }
      }
    }
    #expect(controls.control(at: Point(x: 4, y: 0)) == 1)
    #expect(controls.control(at: Point(x: 5, y: 0)) == nil)
    #expect(controls.control(at: Point(x: 7, y: 0)) == nil)
    #expect(controls.control(at: Point(x: 8, y: 0)) == 2)
    #expect(controls.control(at: Point(x: 10, y: 1)) == nil)
    #expect(controls.control(at: Point(x: 4, y: 6)) == nil)
  }

  @Test func keysCutOffAreNotHittable() {
    var controls = ControlMap<Int>()
    for key in Keypad.keyRects(in: Rect(x: 0, y: 0, width: 21, height: 3)) { controls.add(key.digit, at: key.rect) }
    #expect(controls.ids == [1, 2, 3, 4, 5, 6, 7, 8, 9])
    #expect(controls.rect(of: 0) == nil)
  }
}

/// A fresh buffer of `width`×`height` with `widget` drawn into `area` (the whole buffer by default).
private func rendered(_ widget: some Widget, width: Int, height: Int, in area: Rect? = nil) -> Buffer {
  var buffer = Buffer(size: Size(width: width, height: height))
  widget.render(in: area ?? buffer.bounds, into: &buffer)
  return buffer
}
