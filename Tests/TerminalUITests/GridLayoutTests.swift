import Testing

@testable import TerminalUI

@Suite("Grid layout")
struct GridLayoutTests {
  // MARK: Tracks and axes

  @Test func trackInitialiserKeepsValuesSane() {
    let track = Track(minimum: 5, preferred: 3, flex: -2)
    #expect(track.minimum == 3)
    #expect(track.preferred == 3)
    #expect(track.flex == 0)
    #expect(Track(minimum: -1, preferred: -2) == Track(minimum: 0, preferred: 0))
    #expect(Track.fixed(4) == Track(minimum: 4, preferred: 4, flex: 0))
    #expect(Track.shrinkable(minimum: 1, preferred: 6) == Track(minimum: 1, preferred: 6))
    #expect(Track.flexible(minimum: 2, weight: 3) == Track(minimum: 2, preferred: 2, flex: 3))
  }

  @Test func axisClampsGaps() {
    let axis = GridAxis([.fixed(1), .fixed(1)], gap: 1, minimumGap: 4)
    #expect(axis.minimumGap == 1)
    #expect(GridAxis([.fixed(1)], gap: -3).gap == 0)
  }

  @Test func minimumAndPreferredLengths() {
    let axis = GridAxis([.fixed(5), .fixed(5), .fixed(5)], gap: 3, minimumGap: 1)
    #expect(axis.preferredLength == 21)
    #expect(axis.minimumLength == 17)
    let mixed = GridAxis([.fixed(1), .shrinkable(minimum: 2, preferred: 6)], gap: 2)
    #expect(mixed.preferredLength == 9)
    #expect(mixed.minimumLength == 3)
    #expect(GridAxis([]).spans(length: 5).isEmpty)
  }

  // MARK: Enough room

  @Test func preferredSizesFitExactly() {
    let axis = GridAxis([.fixed(3), .fixed(2)], gap: 2)
    #expect(axis.spans(length: 7) == [0..<3, 5..<7])
  }

  @Test func spareSpaceFollowsAlignment() {
    let tracks: [Track] = [.fixed(3), .fixed(2)]
    #expect(GridAxis(tracks, gap: 2, alignment: .start).spans(length: 11) == [0..<3, 5..<7])
    #expect(GridAxis(tracks, gap: 2, alignment: .center).spans(length: 11) == [2..<5, 7..<9])
    #expect(GridAxis(tracks, gap: 2, alignment: .end).spans(length: 11) == [4..<7, 9..<11])
    // An odd spare cell goes after the content when centring.
    #expect(GridAxis(tracks, gap: 2).spans(length: 12) == [2..<5, 7..<9])
  }

  @Test func flexibleTracksShareTheSpareSpaceByWeight() {
    let axis = GridAxis([.fixed(2), .flexible(), .flexible(weight: 2)], gap: 1, alignment: .end)
    // 14 - 4 = 10 spare: 3 and 6 by weight, the rounding leftover to the first flexible track.
    #expect(axis.spans(length: 14) == [0..<2, 3..<7, 8..<14])
    #expect(axis.spans(length: 4) == [0..<2, 3..<3, 4..<4])
  }

  @Test func flexibleTracksKeepTheirMinimum() {
    let axis = GridAxis([.flexible(minimum: 3), .fixed(1)])
    #expect(axis.preferredLength == 4)
    #expect(axis.spans(length: 10) == [0..<9, 9..<10])
  }

  // MARK: Too little room

  @Test func gapsShrinkFirstFromTheLastGap() {
    let axis = GridAxis(Array(repeating: .fixed(1), count: 4), gap: 2, minimumGap: 0)
    #expect(axis.spans(length: 10) == [0..<1, 3..<4, 6..<7, 9..<10])
    #expect(axis.spans(length: 8) == [0..<1, 3..<4, 5..<6, 7..<8])
    #expect(axis.spans(length: 7) == [0..<1, 2..<3, 4..<5, 6..<7])
    #expect(axis.spans(length: 5) == [0..<1, 2..<3, 3..<4, 4..<5])
    #expect(axis.spans(length: 4) == [0..<1, 1..<2, 2..<3, 3..<4])
  }

  @Test func gapsStopAtTheirMinimum() {
    let axis = GridAxis(Array(repeating: .fixed(5), count: 3), gap: 3, minimumGap: 1)
    #expect(axis.spans(length: 19) == [0..<5, 7..<12, 14..<19])
    #expect(axis.spans(length: 18) == [0..<5, 7..<12, 13..<18])
    #expect(axis.spans(length: 17) == [0..<5, 6..<11, 12..<17])
    // Below the minimum the gaps stay at 1 and the last track is cut.
    #expect(axis.spans(length: 16) == [0..<5, 6..<11, 12..<16])
  }

  @Test func shrinkableTracksGiveWayOnlyAfterTheGaps() {
    let axis = GridAxis([.fixed(1), .shrinkable(minimum: 0, preferred: 5), .fixed(1)], gap: 1)
    #expect(axis.spans(length: 9) == [0..<1, 2..<7, 8..<9])
    #expect(axis.spans(length: 8) == [0..<1, 2..<7, 7..<8])  // last gap gone, track whole
    #expect(axis.spans(length: 7) == [0..<1, 1..<6, 6..<7])  // both gaps gone, track whole
    #expect(axis.spans(length: 5) == [0..<1, 1..<4, 4..<5])
    #expect(axis.spans(length: 2) == [0..<1, 1..<1, 1..<2])
  }

  @Test func shrinkableTracksShrinkFromTheLastOne() {
    let axis = GridAxis([.shrinkable(minimum: 1, preferred: 4), .shrinkable(minimum: 1, preferred: 4)])
    #expect(axis.spans(length: 6) == [0..<4, 4..<6])
    #expect(axis.spans(length: 5) == [0..<4, 4..<5])
    #expect(axis.spans(length: 4) == [0..<3, 3..<4])
    #expect(axis.spans(length: 2) == [0..<1, 1..<2])
  }

  @Test func contentIsCutAtTheEndOnlyAfterEverythingShrank() {
    let axis = GridAxis(
      [.shrinkable(minimum: 1, preferred: 3), .fixed(2), .shrinkable(minimum: 1, preferred: 3)], gap: 1)
    #expect(axis.minimumLength == 4)
    #expect(axis.spans(length: 4) == [0..<1, 1..<3, 3..<4])
    #expect(axis.spans(length: 3) == [0..<1, 1..<3, 3..<3])
    #expect(axis.spans(length: 2) == [0..<1, 1..<2, 2..<2])
  }

  @Test func tinyLengthsNeverProduceSpansOutsideTheAxis() {
    let axes = [
      GridAxis(Array(repeating: .fixed(1), count: 4), gap: 1),
      GridAxis(Array(repeating: .fixed(5), count: 3), gap: 3, minimumGap: 1, alignment: .end),
      GridAxis([.fixed(1), .shrinkable(minimum: 0, preferred: 5), .flexible(), .fixed(2)], gap: 2, minimumGap: 1),
      GridAxis([.fixed(3)], alignment: .start),
    ]
    for axis in axes {
      #expect(axis.spans(length: 0) == Array(repeating: 0..<0, count: axis.tracks.count))
      #expect(axis.spans(length: -4) == Array(repeating: 0..<0, count: axis.tracks.count))
      for length in 0...(axis.preferredLength + 6) {
        let spans = axis.spans(length: length)
        #expect(spans.count == axis.tracks.count)
        var previousEnd = 0
        for span in spans {
          #expect(span.lowerBound >= 0 && span.upperBound <= length, "\(spans) at \(length)")
          #expect(span.lowerBound >= previousEnd, "\(spans) overlap at \(length)")
          previousEnd = span.upperBound
        }
      }
    }
  }

  @Test func lengthOneShowsOnlyTheFirstCell() {
    let axis = GridAxis(Array(repeating: .fixed(1), count: 4), gap: 1)
    #expect(axis.spans(length: 1) == [0..<1, 1..<1, 1..<1, 1..<1])
  }

  // MARK: Grid

  @Test func gridLayoutPlacesCellsInTheArea() {
    let grid = Grid(
      rows: GridAxis([.fixed(1), .fixed(1)], gap: 1),
      columns: GridAxis([.fixed(3), .fixed(3)], gap: 2))
    #expect(grid.preferredSize == Size(width: 8, height: 3))
    #expect(grid.minimumSize == Size(width: 6, height: 2))
    let layout = grid.layout(in: Rect(x: 10, y: 5, width: 12, height: 5))
    #expect(layout.rowSpans == [1..<2, 3..<4])
    #expect(layout.columnSpans == [2..<5, 7..<10])
    #expect(layout.rect(row: 0, column: 0) == Rect(x: 12, y: 6, width: 3, height: 1))
    #expect(layout.rect(row: 1, column: 1) == Rect(x: 17, y: 8, width: 3, height: 1))
    #expect(layout.rect(row: 0, column: 1) == Rect(x: 17, y: 6, width: 3, height: 1))
    #expect(layout.rect(row: 1) == Rect(x: 12, y: 8, width: 3, height: 1))
  }

  @Test func gridRectCanSpanSeveralCells() {
    let grid = Grid(
      rows: GridAxis([.fixed(1), .fixed(1)], gap: 1),
      columns: GridAxis([.fixed(3), .fixed(3)], gap: 2))
    let layout = grid.layout(in: Rect(x: 10, y: 5, width: 12, height: 5))
    #expect(layout.rect(row: 0, column: 0, rowSpan: 2, columnSpan: 2) == Rect(x: 12, y: 6, width: 8, height: 3))
    #expect(layout.rect(row: 0, column: 0, columnSpan: 2) == Rect(x: 12, y: 6, width: 8, height: 1))
  }

  @Test func gridInAnAreaTooSmallGivesEmptyRectsInsideIt() {
    let grid = Grid(
      rows: GridAxis([.fixed(1), .fixed(1), .fixed(1)], gap: 1),
      columns: GridAxis([.fixed(4), .fixed(4)], gap: 1))
    let area = Rect(x: 2, y: 3, width: 5, height: 1)
    let layout = grid.layout(in: area)
    #expect(layout.rect(row: 0, column: 0) == Rect(x: 2, y: 3, width: 4, height: 1))
    #expect(layout.rect(row: 0, column: 1) == Rect(x: 6, y: 3, width: 1, height: 1))
    #expect(layout.rect(row: 1, column: 0).isEmpty)
    #expect(layout.rect(row: 2, column: 1).isEmpty)
    for row in 0..<3 {
      for column in 0..<2 {
        let rect = layout.rect(row: row, column: column)
        #expect(rect.isEmpty || area.intersection(rect) == rect)
      }
    }
    let none = grid.layout(in: Rect(x: 4, y: 4, width: 0, height: 0))
    #expect(none.rect(row: 2, column: 1) == Rect(x: 4, y: 4, width: 0, height: 0))
  }
}
