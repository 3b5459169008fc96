import Testing

@testable import TerminalUI

@Suite("Geometry")
struct GeometryTests {
  @Test func rectContainsIsHalfOpen() {
    let rect = Rect(x: 2, y: 3, width: 4, height: 2)
    #expect(rect.contains(Point(x: 2, y: 3)))  // origin is inside
    #expect(rect.contains(Point(x: 5, y: 4)))  // last cell is inside
    #expect(!rect.contains(Point(x: 6, y: 3)))  // maxX is outside
    #expect(!rect.contains(Point(x: 2, y: 5)))  // maxY is outside
    #expect(!rect.contains(Point(x: 1, y: 3)))
    #expect(!rect.contains(Point(x: 2, y: 2)))
    #expect(rect.maxX == 6)
    #expect(rect.maxY == 5)
  }

  @Test func emptyRectContainsNothing() {
    let rect = Rect(x: 1, y: 1, width: 0, height: 3)
    #expect(rect.isEmpty)
    #expect(!rect.contains(Point(x: 1, y: 1)))
    #expect(!Rect(x: 1, y: 1, width: 3, height: 0).contains(Point(x: 1, y: 1)))
  }

  @Test func negativeSizesAreClampedToZero() {
    let rect = Rect(x: 4, y: 4, width: -3, height: -1)
    #expect(rect.size == .zero)
    #expect(rect.isEmpty)
  }

  @Test func intersectionOfOverlappingRects() {
    let a = Rect(x: 0, y: 0, width: 10, height: 5)
    let b = Rect(x: 6, y: 2, width: 10, height: 10)
    #expect(a.intersection(b) == Rect(x: 6, y: 2, width: 4, height: 3))
    #expect(b.intersection(a) == Rect(x: 6, y: 2, width: 4, height: 3))
    #expect(a.intersection(a) == a)
  }

  @Test func intersectionOfContainedRectIsTheInnerOne() {
    let outer = Rect(x: 0, y: 0, width: 20, height: 20)
    let inner = Rect(x: 3, y: 4, width: 5, height: 6)
    #expect(outer.intersection(inner) == inner)
  }

  @Test func disjointOrTouchingRectsDoNotIntersect() {
    let a = Rect(x: 0, y: 0, width: 4, height: 4)
    // Touching edges share no cell, since rects are half-open.
    let touching = a.intersection(Rect(x: 4, y: 0, width: 4, height: 4))
    #expect(touching.isEmpty)
    #expect(touching.origin == a.origin)
    let below = a.intersection(Rect(x: 0, y: 4, width: 4, height: 4))
    #expect(below.isEmpty)
    let far = a.intersection(Rect(x: 10, y: 10, width: 2, height: 2))
    #expect(far == Rect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test func centeredPlacesSizeInTheMiddle() {
    let area = Rect(x: 10, y: 5, width: 20, height: 10)
    #expect(area.centered(Size(width: 6, height: 4)) == Rect(x: 17, y: 8, width: 6, height: 4))
  }

  @Test func centeredPutsOddSpareCellRightAndDown() {
    let area = Rect(x: 0, y: 0, width: 7, height: 4)
    // 7 - 2 = 5 spare columns: 2 left, 3 right. 4 - 1 = 3 spare rows: 1 above, 2 below.
    #expect(area.centered(Size(width: 2, height: 1)) == Rect(x: 2, y: 1, width: 2, height: 1))
  }

  @Test func centeredClampsToTheArea() {
    let area = Rect(x: 3, y: 2, width: 10, height: 4)
    #expect(area.centered(Size(width: 30, height: 2)) == Rect(x: 3, y: 3, width: 10, height: 2))
    #expect(area.centered(Size(width: 4, height: 9)) == Rect(x: 6, y: 2, width: 4, height: 4))
    #expect(area.centered(Size(width: 99, height: 99)) == area)
  }

  @Test func rowPicksOneLineAndIsEmptyPastTheBottom() {
    let area = Rect(x: 2, y: 5, width: 8, height: 3)
    #expect(area.row(0) == Rect(x: 2, y: 5, width: 8, height: 1))
    #expect(area.row(2) == Rect(x: 2, y: 7, width: 8, height: 1))
    #expect(area.row(3).isEmpty)
    #expect(area.row(3).y == 8)
  }

  @Test func centerRoundsDown() {
    #expect(Rect(x: 2, y: 2, width: 5, height: 3).center == Point(x: 4, y: 3))
    #expect(Rect(x: 0, y: 0, width: 4, height: 2).center == Point(x: 2, y: 1))
  }

  @Test func sizeContainsAndClamped() {
    let size = Size(width: 40, height: 16)
    #expect(size.contains(Size(width: 40, height: 16)))
    #expect(size.contains(Size(width: 10, height: 2)))
    #expect(!size.contains(Size(width: 41, height: 16)))
    #expect(!size.contains(Size(width: 40, height: 17)))
    #expect(Size(width: 50, height: 10).clamped(to: size) == Size(width: 40, height: 10))
  }

  @Test func descriptions() {
    #expect(Point(x: 1, y: 2).description == "(1, 2)")
    #expect(Size(width: 80, height: 24).description == "80×24")
    #expect(Rect(x: 1, y: 2, width: 3, height: 4).description == "(1, 2) 3×4")
  }
}
