import Foundation
import TerminalUI
import TerminalUITesting
import Testing

@testable import TallyExample

/// The example run whole, as its user sees it: the run loop on a terminal in memory and a manual
/// clock, the keys and clicks of a person, every frame compared as text.
@MainActor
@Suite("Tally: screens")
struct TallyScreenTests {
  let clock = ManualClock()
  let terminal = TestTerminal(size: Size(width: 48, height: 11))
  let run: Task<AppExit, Never>

  init() {
    let app = RoutedApp(TallyRouter(clock: clock))
    run = Task.immediate { [terminal, clock] in await AppLoop(terminal: terminal, app: app, clock: clock).run() }
  }

  @Test("keys count and save; the notice goes after two seconds; q quits and gives the terminal back")
  func countAndSave() async {
    terminal.type("+++-s+")
    #expect(
      terminal.screen == """


                               1

                [ - ]  [ + ]  [ Save ]  [ List ]

                            Saved 2



               + - count  s save  l list  q quit
        """)
    await clock.sleepers(1)
    await clock.advance(by: .seconds(2))
    #expect(await terminal.frame { !$0.text.contains("Saved") } != nil)
    terminal.type("q")
    #expect(await run.value == .quit)
    #expect(terminal.isClosed)
  }

  @Test("a click on List shows the saved counts; the arrows and Enter reopen one; Esc goes back")
  func listByMouseAndKeys() async {
    terminal.type("++s+++s")
    #expect(terminal.click(on: "[ List ]"))
    #expect(
      terminal.screen == """


                          Saved counts

                         3
                         2


                            [ Back ]

                 Enter reopen  Esc back  q quit
        """)
    let rows = terminal.frames.last?.styleMap.split(separator: "\n").map(String.init) ?? []
    #expect(
      rows[4] == String(repeating: ".", count: 16) + String(repeating: "A", count: 16)
        + String(repeating: ".", count: 16), "the newest count selected, the row in reverse")
    #expect(terminal.frames.last?.cursor == Point(x: 17, y: 4), "the cursor on the selected row")
    terminal.send([
      .input(.mouse(MouseEvent(button: .left, action: .press, position: Point(x: 20, y: 7)))),
      .input(.mouse(MouseEvent(button: .left, action: .release, position: Point(x: 20, y: 7)))),
    ])
    #expect(terminal.screen.contains("Saved counts"), "a click on the list's empty rows reopens nothing")
    terminal.send([.input(.key(.down)), .input(.key(.enter))])
    #expect(
      terminal.screen.contains("\n                       2\n"), "the counter counts on from 2:\n\(terminal.screen)")
    terminal.type("l")
    #expect(terminal.screen.contains("Saved counts") && terminal.screen.contains(" 3\n"), "\(terminal.screen)")
    #expect(!terminal.screen.contains(" 2\n"), "2 is in the counter, off the list:\n\(terminal.screen)")
    terminal.send([.input(.key(.escape))])
    #expect(terminal.screen.contains("[ Save ]") && !terminal.screen.contains("Saved counts"))
    terminal.type("q")
    _ = await run.value
  }

  @Test("a press held while the mouse is down looks pressed; released off the button, it presses nothing")
  func dragOffPressesNothing() async {
    terminal.send([.input(.mouse(MouseEvent(button: .left, action: .press, position: Point(x: 17, y: 4))))])
    #expect(terminal.frames.last?.styleMap.split(separator: "\n")[4].contains("RRRRR") == true)
    terminal.send([.input(.mouse(MouseEvent(button: .left, action: .release, position: Point(x: 0, y: 0))))])
    #expect(terminal.screen.contains("\n                       0\n"))
    terminal.type("q")
    _ = await run.value
  }

  @Test("too small a terminal says the size it needs and the size now, and q still quits")
  func tooSmall() async {
    terminal.resize(to: Size(width: 20, height: 5))
    let words = { terminal.screen.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") }
    #expect(words() == "Make the terminal at least 29×4 (it is 20×5), or q to quit", "whole, q included")
    terminal.resize(to: Size(width: 10, height: 3))
    #expect(words() == "Needs 29×4, is 10×3", "the short form where the explanation does not fit")
    terminal.type("+q")
    #expect(await run.value == .quit)
  }

  @Test("Esc on the list where the terminal is too small for it goes back to the counter")
  func escapeFromTooSmallList() async {
    terminal.type("++sl")
    #expect(terminal.screen.contains("Saved counts"))
    terminal.resize(to: Size(width: 20, height: 5))
    terminal.send([.input(.key(.escape))])
    terminal.resize(to: Size(width: 48, height: 11))
    #expect(terminal.screen.contains("[ Save ]") && !terminal.screen.contains("Saved counts"), "\(terminal.screen)")
    terminal.type("q")
    _ = await run.value
  }

  @Test("started too small, then grown: the notice of a save still goes after two seconds")
  func grownThenTimed() async {
    // The first frame, too small, reads nothing of the counter: the frames after it must.
    let small = TestTerminal(size: Size(width: 20, height: 4))
    let app = RoutedApp(TallyRouter(clock: clock))
    let run = Task.immediate { [clock] in await AppLoop(terminal: small, app: app, clock: clock).run() }
    small.resize(to: Size(width: 48, height: 11))
    small.type("+s")
    #expect(small.screen.contains("Saved 1"))
    await clock.sleepers(1)
    await clock.advance(by: .seconds(2))
    #expect(await small.frame { !$0.text.contains("Saved") } != nil, "the frame without the notice:\n\(small.screen)")
    small.type("q")
    _ = await run.value
    terminal.type("q")
    _ = await self.run.value
  }

  @Test("thirty saved counts scroll: Page Down by the rows shown, the wheel, and a click on a row reopens it")
  func thirtyCountsScroll() async {
    for count in 1...30 { terminal.type(String(repeating: "+", count: count) + "s") }
    terminal.type("l")
    let list = {
      terminal.screen.split(separator: "\n", omittingEmptySubsequences: false)[4..<7].map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
    #expect(list() == ["30            ▐", "29            ╎", "28            ╎"], "three rows shown, a scroll bar")
    terminal.send([.input(.key(.pageDown))])
    #expect(list() == ["29            ▐", "28            ╎", "27            ╎"], "a page of three: 27 selected, shown")
    #expect(terminal.frames.last?.cursor == Point(x: 17, y: 6))
    for _ in 1...30 {
      terminal.send([.input(.mouse(MouseEvent(button: .wheelDown, action: .press, position: Point(x: 20, y: 5))))])
    }
    #expect(list() == ["3             ╎", "2             ╎", "1             ▐"], "the wheel to the end")
    #expect(terminal.click(on: "2"))
    #expect(
      terminal.screen.contains("\n                       2\n"), "the counter counts on from 2:\n\(terminal.screen)")
    terminal.type("q")
    _ = await run.value
  }
}
