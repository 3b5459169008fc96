import Foundation
import SumCalcFeature
import SumCalcModel
import Testing

extension EndToEnd {
  /// Settings in the real program: chosen with the keys, kept in the session file across runs,
  /// and yielding to `--lang` for the run that gives it.
  @Suite("Settings")
  struct SettingsTests {
    /// SumCalc in tmux on the session file `file`, with `extra` options, once the calculator shows
    /// its prompt in `language`.
    private func start(_ file: URL, _ extra: [String] = [], language: Language) async throws -> TmuxSession {
      let session = try TmuxSession(Calculator.arguments(calcDelay: 0, extra + ["--state-file", file.path]))
      let strings = Localizer(language)
      try await session.waitFor("the calculator in \(language)", timeout: 15) { screen in
        screen.resultLine(caption: strings.caption) == strings.enterNumbers && screen.contains(strings.calculateSum)
      }
      return session
    }

    @Test("the language chosen in Settings is kept: the next start speaks it; --lang en wins for its run only")
    func languageIsKept() async throws {
      let scratch = try TemporaryDirectory(prefix: "sumcalc-e2e-settings")
      defer { scratch.remove() }
      let file = scratch.url.appendingPathComponent("state.json")
      let russian = Localizer(.ru)

      let first = try await start(file, language: .en)
      try first.type("s")
      try await first.waitFor("Settings") { $0.contains("Settings") && $0.contains("[ ✓ English ]") }
      try first.press("Right")
      try first.press("Enter")
      try await first.waitFor("Settings in Russian") { $0.contains(russian.settingsTitle) && $0.contains("✓ Русский") }
      try first.press("Escape")
      try await first.waitFor("the calculator in Russian") { $0.contains(russian.calculateSum) }
      try first.type("q")
      #expect(try await first.waitForExit().status == 0)
      first.close()

      let second = try await start(file, language: .ru)  // the choice was kept
      try second.type("q")
      #expect(try await second.waitForExit().status == 0)
      second.close()

      let english = try await start(file, ["--lang", "en"], language: .en)  // the command line wins
      try english.type("q")
      #expect(try await english.waitForExit().status == 0)
      english.close()

      let again = try await start(file, language: .ru)  // and was not saved
      try again.type("q")
      #expect(try await again.waitForExit().status == 0)
      again.close()
    }

    @Test("7 8 9 on top: the keypad is drawn that way, and a click on the top row adds a 7")
    func keypadOrder() async throws {
      let scratch = try TemporaryDirectory(prefix: "sumcalc-e2e-keypad")
      defer { scratch.remove() }
      let file = scratch.url.appendingPathComponent("state.json")
      let session = try await start(file, language: .en)
      defer { session.close() }
      try session.type("s")
      try await session.waitFor("Settings") { $0.contains("[   7 8 9 on top ]") }
      try session.press("Down")
      try session.press("Right")
      try session.press("Enter")
      try session.press("Escape")
      let calculator = try await session.waitFor("7 8 9 on top") { screen in
        guard let seven = screen.find(Calc.key(7)), let one = screen.find(Calc.key(1)) else { return false }
        return seven.row < one.row && screen.resultLine() == Calc.enterNumbers
      }
      try session.click(on: Calc.key(7), in: calculator)
      try await session.waitForResult("7")
    }
  }
}
