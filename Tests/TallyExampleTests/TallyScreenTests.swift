import TallyExample
import TerminalUI
import TerminalUITesting
import Testing

/// The example run whole, as its user sees it: the run loop on a terminal in memory and a manual
/// clock, the keys and clicks of a person, every frame compared as text.
@MainActor
@Suite("Tally: screens")
struct TallyScreenTests {
  let clock = ManualClock()
  let terminal = TestTerminal(size: Size(width: 48, height: 11))
  let run: Task<AppExit, Never>

  init() {
    let app = TallyApp(router: TallyRouter(clock: clock))
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
    await clock.advance(by: .seconds(2))
    await terminal.frame { !$0.text.contains("Saved") }
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

                             [ 3 ]
                             [ 2 ]

                            [ Back ]


                 Enter reopen  Esc back  q quit
        """)
    #expect(terminal.frames.last?.cursor?.y == 4, "the cursor on the newest count, which has the focus")
    terminal.send([.input(.key(.down)), .input(.key(.enter))])
    #expect(
      terminal.screen.contains("\n                       2\n"), "the counter counts on from 2:\n\(terminal.screen)")
    terminal.type("l")
    #expect(terminal.screen.contains("Nothing saved yet") == false)
    terminal.send([.input(.key(.escape))])
    #expect(terminal.screen.contains("[ Save ]"))
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

  @Test("too small a terminal says the size it needs, and q still quits")
  func tooSmall() async {
    terminal.resize(to: Size(width: 20, height: 4))
    #expect(terminal.screen == "\nMake the terminal at\n     least 29x4\n")
    terminal.type("+q")
    #expect(await run.value == .quit)
  }
}
