import Foundation
import Testing

extension EndToEnd {
  /// The character set comes from the locale: where it is not UTF-8 (`LC_ALL=C`), no byte of
  /// 0x80 or above reaches the terminal — an 8-bit terminal reads 0x80–0x9F as C1 controls.
  @Suite("Character set")
  struct CharacterSetTests {
    /// Drives every screen: loading (spinner), calculator, a long list (`...`), calculating
    /// (spinner), the sum `sum`, the too-small error (its size now, `sizeNow`), the calculator
    /// again (`button` drawn), and quits; each step waits for what it draws. Returns the output.
    private func everyScreen(
      language: String, locale: String, sum: String, sizeNow: String, button: String
    ) async throws -> PseudoTerminalSession {
      let session = try PseudoTerminalSession(
        ["--lang", language, "--startup-delay", "0.4", "--calc-delay", "0.4", "--no-state"],
        environment: ["LC_ALL": locale])
      try await session.waitForOutput("0-9")
      var drawn = session.outputBytes.count
      try session.send(String(repeating: "1234567890", count: 4))
      try session.send("=")
      try await session.waitForOutput(sum, after: drawn)
      drawn = session.outputBytes.count
      try session.resize(width: 20, height: 8)
      try await session.waitForOutput(sizeNow, after: drawn)
      drawn = session.outputBytes.count
      try session.resize(width: 80, height: 24)
      try await session.waitForOutput(button, after: drawn)
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      return session
    }

    @Test("LC_ALL=C: every byte written is ASCII, in every language", arguments: ["en", "ru", "ko"])
    func asciiOnly(language: String) async throws {
      let session = try await everyScreen(
        language: language, locale: "C", sum: "Sum of numbers: 180", sizeNow: "20x8", button: "Calculate sum")
      let bytes = session.outputBytes
      let high = bytes.enumerated().filter { $0.element >= 0x80 }
      #expect(high.isEmpty, "\(high.count) bytes above 0x7F, the first at \(high.first?.offset ?? 0)")
      let text = session.outputText
      for expected in ["Calculate sum", "...", "Sum of numbers: 180", "30x8"] {
        let written = text.contains(expected)
        #expect(written, "\(expected) is written")
      }
      if language != "en" {
        #expect(text.contains("needs a UTF-8 locale"), "the reason for English is given")
      }
    }

    @Test("LC_ALL=C with Russian chosen in Settings earlier: English shown, and the note says why at exit")
    func savedChoiceNeedsUTF8() async throws {
      let scratch = try TemporaryDirectory(prefix: "sumcalc-e2e-saved-ru")
      defer { scratch.remove() }
      let file = scratch.url.appendingPathComponent("state.json")
      let saved = #"{"version":2,"numbers":[4],"result":{"kind":"expression"},"tape":[],"settings":{"language":"ru"}}"#
      try saved.write(to: file, atomically: true, encoding: .utf8)
      let session = try PseudoTerminalSession(
        ["--state-file", file.path, "--startup-delay", "0"], environment: ["LC_ALL": "C"])
      try await session.waitForOutput("Calculate sum")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(
        session.outputText.contains("the Russian interface needs a UTF-8 locale"),
        "the choice kept, the reason for English given:\n\(session.outputText.suffix(400))")
    }

    @Test("LC_ALL=C.UTF-8: the interface is in the language asked for, in UTF-8")
    func utf8() async throws {
      let session = try await everyScreen(
        language: "ru", locale: "C.UTF-8", sum: "Сумма чисел: 180", sizeNow: "20×8", button: "Посчитать сумму")
      let bytes = session.outputBytes
      #expect(String(validating: bytes, as: UTF8.self) != nil, "valid UTF-8")
      #expect(session.outputText.contains("Посчитать сумму"))
      #expect(session.outputText.contains("×"))
      #expect(!session.outputText.contains("needs a UTF-8 locale"))
    }
  }
}
