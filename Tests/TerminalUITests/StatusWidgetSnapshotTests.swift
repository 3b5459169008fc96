import Testing

@testable import TerminalUI

/// Spinner, CenteredLine and KeyHint: the one-line widgets around the keypad.
@Suite("Spinner, CenteredLine and KeyHint snapshots")
struct StatusWidgetSnapshotTests {
  // MARK: Spinner

  @Test(arguments: [
    (Duration.zero, "⠋"),
    (.milliseconds(99), "⠋"),
    (.milliseconds(100), "⠙"),
    (.milliseconds(250), "⠹"),
    (.milliseconds(999), "⠏"),
    (.seconds(1), "⠋"),
    (.milliseconds(1_100), "⠙"),
    (.milliseconds(-300), "⠋"),
  ])
  func spinnerFrameFollowsElapsedTime(elapsed: Duration, frame: String) {
    #expect(Spinner(elapsed: elapsed).frame() == frame)
  }

  @Test func spinnerShowsEveryFrameOncePerSecond() {
    let frames = (0..<10).map { Spinner(elapsed: .milliseconds(100 * $0)).frame() }
    #expect(frames == Glyphs.unicode.spinnerFrames)
    #expect(Set(frames).count == 10)
  }

  @Test func asciiSpinnerTurnsThroughBarSlashDashBackslash() {
    let frames = (0..<4).map { Spinner(elapsed: .milliseconds(100 * $0)).frame(of: Glyphs.ascii.spinnerFrames) }
    #expect(frames == ["|", "/", "-", "\\"])
    var buffer = Buffer(size: Size(width: 3, height: 1), glyphs: .ascii)
    Spinner(elapsed: .milliseconds(200)).render(in: buffer.bounds, into: &buffer)
    #expect(buffer.text == " -")
  }

  @Test func asciiGlyphsShortenWithThreeDots() {
    var buffer = Buffer(size: Size(width: 10, height: 1), glyphs: .ascii)
    Label("The calculator adds up numbers").render(in: buffer.bounds, into: &buffer)
    #expect(buffer.text == "The cal...")
    var result = Buffer(size: Size(width: 10, height: 1), glyphs: .ascii)
    CenteredLine("1 + 2 + 3 + 4 + 5").render(in: result.bounds, into: &result)
    #expect(result.text == "...+ 4 + 5")
    #expect(Glyphs.ascii.text(of: Size(width: 80, height: 24)) == "80x24")
    for glyph in [Glyphs.ascii.ellipsis, Glyphs.ascii.sizeSeparator] + Glyphs.ascii.spinnerFrames {
      #expect(glyph.utf8.allSatisfy { $0 < 0x80 })
    }
  }

  @Test func spinnerSnapshots() {
    let expected: [(Duration, String)] = [
      (.zero, "\n  ⠋\n"), (.milliseconds(100), "\n  ⠙\n"),
      (.milliseconds(250), "\n  ⠹\n"), (.seconds(1), "\n  ⠋\n"),
    ]
    for (elapsed, text) in expected {
      let buffer = rendered(Spinner(elapsed: elapsed), width: 5, height: 3)
      #expect(buffer.text == text, "at \(elapsed)")
      #expect(buffer.styleMap == ".....\n..a..\n.....")
    }
  }

  // MARK: CenteredLine

  @Test func shortResultIsCentredAsIfEightCellsWide() {
    let buffer = rendered(CenteredLine("1 + 2"), width: 20, height: 1)
    #expect(buffer.text == "      1 + 2")
    #expect(buffer.styleMap == "......aaaaa.........")
  }

  @Test func growingResultMovesOnlyEveryEightCells() {
    let area = Rect(x: 0, y: 0, width: 80, height: 1)
    // 1 to 8 cells share a start, 9 to 16 the next one, four cells further left.
    #expect((1...8).map { CenteredLine.start(ofWidth: $0, in: area) } == Array(repeating: 36, count: 8))
    #expect((9...16).map { CenteredLine.start(ofWidth: $0, in: area) } == Array(repeating: 32, count: 8))
    // Wider than the area, the text starts at its left edge.
    #expect(CenteredLine.start(ofWidth: 79, in: area) == 0)
    #expect(CenteredLine.start(ofWidth: 80, in: area) == 0)
  }

  @Test func exactlyFittingResultIsWhole() {
    let buffer = rendered(CenteredLine("10 + 20 + 30 + 40 + 50"), width: 22, height: 3)
    #expect(
      buffer.text == """

        10 + 20 + 30 + 40 + 50

        """)
  }

  @Test func longResultKeepsTheNewestPartAfterAnEllipsis() {
    let buffer = rendered(CenteredLine("10 + 20 + 30 + 40 + 50"), width: 12, height: 1)
    #expect(buffer.text == "…0 + 40 + 50")
    #expect(buffer.styleMap == "aaaaaaaaaaaa")
  }

  @Test func longResultNeverWrapsOrLeavesItsArea() {
    var buffer = filledBuffer(width: 14, height: 3)
    CenteredLine("1 + 2 + 3 + 4 + 5 + 6 + 7").render(in: Rect(x: 2, y: 1, width: 10, height: 1), into: &buffer)
    #expect(
      buffer.text == """
        ..............
        ..…5 + 6 + 7..
        ..............
        """)
  }

  @Test func hangulResultIsCutAtASyllable() {
    // 17 cells into 10: `…` plus 9 cells cannot hold half of 입, so one cell stays blank.
    let buffer = rendered(CenteredLine("숫자를 입력하세요"), width: 10, height: 1)
    #expect(buffer.lines == ["…력하세요 "])
    #expect(isConsistent(buffer))
    let fits = rendered(CenteredLine("숫자를 입력하세요"), width: 17, height: 1)
    #expect(fits.text == "숫자를 입력하세요")
    let wide = rendered(CenteredLine("합계: 6"), width: 11, height: 1)
    #expect(wide.text == " 합계: 6")
  }

  // MARK: KeyHint

  private let hint = KeyHint([
    .init(key: "q", action: "quit"),
    .init(key: "Tab", action: "focus"),
    .init(key: "0-9", action: "add"),
  ])

  @Test func allItemsWhenThereIsRoom() {
    let buffer = rendered(hint, width: 30, height: 1)
    #expect(buffer.text == "  q quit  Tab focus  0-9 add")
    #expect(buffer.styleMap == "...ddddddd...dddddddd...dddd..")
  }

  @Test func narrowHintDropsWholeItemsFromTheEnd() {
    #expect(hint.visibleItems(width: 26).count == 3)
    #expect(hint.visibleItems(width: 25).map(\.key) == ["q", "Tab"])
    #expect(hint.visibleItems(width: 17).map(\.key) == ["q", "Tab"])
    #expect(hint.visibleItems(width: 16).map(\.key) == ["q"])
    #expect(hint.visibleItems(width: 6).map(\.key) == ["q"])
    #expect(hint.visibleItems(width: 5).isEmpty)
    #expect(rendered(hint, width: 20, height: 1).text == " q quit  Tab focus")
    #expect(rendered(hint, width: 10, height: 1).text == "  q quit")
    #expect(rendered(hint, width: 5, height: 1).text == "")
  }

  @Test func hintDropsTheLeastImportantFirstEvenIfALaterOneWouldFit() {
    let hint = KeyHint([.init(key: "Esc", action: "reset everything"), .init(key: "q", action: "quit")])
    #expect(hint.visibleItems(width: 10).isEmpty)
  }

  @Test func higherPriorityItemsStayLongestAndKeepTheirPlace() {
    let hint = KeyHint([
      .init(key: "0-9", action: "add", priority: 1),
      .init(key: "Esc", action: "reset"),
      .init(key: "q", action: "quit", priority: 2),
    ])
    // `0-9 add` 7 cells, `Esc reset` 9, `q quit` 6, separators 2.
    #expect(hint.visibleItems(width: 26).map(\.key) == ["0-9", "Esc", "q"])
    #expect(hint.visibleItems(width: 25).map(\.key) == ["0-9", "q"])
    #expect(hint.visibleItems(width: 15).map(\.key) == ["0-9", "q"])
    #expect(hint.visibleItems(width: 14).map(\.key) == ["q"])
    #expect(rendered(hint, width: 17, height: 1).text == " 0-9 add  q quit")
  }

  @Test func hintMeasuresHangulInCells() {
    let hint = KeyHint([.init(key: "q", action: "종료"), .init(key: "r", action: "초기화")])
    // `q 종료` is 6 cells, `r 초기화` 8, with the 2-cell separator 16.
    #expect(hint.visibleItems(width: 16).count == 2)
    #expect(hint.visibleItems(width: 15).count == 1)
    let buffer = rendered(hint, width: 18, height: 3)
    #expect(
      buffer.text == """

         q 종료  r 초기화

        """)
    #expect(isConsistent(buffer))
  }
}
