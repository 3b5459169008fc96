import SumCalcFeature
import TerminalUI
import TerminalUITesting
import Testing

/// SumCalc given what a terminal sends: bytes through the parser, as `TestTerminal.type` sends them.
extension AppLoopTests {
  @Test("an Esc whose sequence's rest came late is taken back: 1 + 2 + 3 stays, and = sums it to 6")
  func escapeRetracted() async {
    let run = await started()
    terminal.type("123")
    await quiet()
    // The Esc key acted (the list reset); then the rest of `ESC [ A` came within half a second.
    terminal.send([.input(.key(.escape))])
    #expect(terminal.screen.contains("Enter numbers"))
    terminal.send([.input(.escapeRetracted), .input(.key(.up))])
    await quiet()
    #expect(terminal.screen.contains("1 + 2 + 3"))
    terminal.type("=")
    await clock.advance(by: .seconds(1))
    #expect(await terminal.frame { $0.text.contains("Sum of numbers: 6") } != nil)
    #expect(await quit(run) == .quit)
  }

  @Test(
    "a retraction that does not come straight after its Esc takes nothing back: no intent has to forget the Reset",
    arguments: [InputEvent.key(.character("5")), .key(.tab), .key(.character("h")), .paste("7")])
  func retractionAfterAnotherInput(between: InputEvent) async {
    let run = await started()
    terminal.type("12")
    await quiet()
    terminal.send([.input(.key(.escape)), .input(between)])
    await quiet()
    let after = terminal.screen
    terminal.send([.input(.escapeRetracted)])
    await quiet()
    #expect(terminal.screen == after)
    #expect(!terminal.screen.contains("1 + 2"))
    #expect(await quit(run) == .quit)
  }

  @Test(
    "an Esc that left Settings, History or Help, taken back: that screen shows again and the numbers stay",
    arguments: ["s", "h", "?"])
  func escapeRetractedOnAScreenOver(key: String) async {
    let run = await started()
    terminal.type("12" + key)
    await quiet()
    let over = terminal.screen
    terminal.send([.input(.key(.escape))])
    #expect(terminal.screen.contains("1 + 2"), "Esc went back to the calculator")
    terminal.send([.input(.escapeRetracted), .input(.key(.up))])
    await quiet()
    #expect(terminal.screen == over, "the screen Esc left, as it was")
    terminal.send([.input(.key(.escape))])
    #expect(terminal.screen.contains("1 + 2"), "and its Esc still works")
    #expect(await quit(run) == .quit)
  }

  @Test("what a terminal sends for a person's keys: a decomposed й quits, as q does")
  func decomposedLetterQuits() async {
    let run = await started()
    terminal.type("4")
    terminal.type("\u{438}\u{306}")  // и + combining breve: й, the q key on the Russian layout
    #expect(await run.value == .quit)
  }

  @Test("an emoji with a skin tone is one key: nothing added, nothing lost after it")
  func emojiIsOneKey() async {
    let run = await started()
    terminal.type("👍🏽5")
    await quiet()
    #expect(terminal.screen.contains("5") && !terminal.screen.contains("Enter numbers"))
    #expect(await quit(run) == .quit)
  }
}
