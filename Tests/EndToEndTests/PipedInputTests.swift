import Foundation
import Testing

extension EndToEnd {
  @Suite("Standard input a pipe")
  struct PipedInputTests {
    /// Standard output stays the pane's terminal, so only standard input is wrong; every byte
    /// written to the terminal is recorded to prove that SumCalc wrote nothing to it.
    @Test("echo 1 | sumcalc: exit 1, one line on stderr, nothing written to the terminal on stdout")
    func stdinPipe() async throws {
      let session = try TmuxSession(Calculator.arguments(), stderrToFile: true, stdinText: "1\n", launch: .held)
      defer { session.close() }
      try session.recordOutput()
      try await session.launch()
      let (status, screen) = try await session.waitForExit()
      #expect(status == 1, "\(screen)")
      #expect(screen.nonEmptyLines == ["EXIT=1 TTY=same"], "\(screen)")
      let stderr = try String(contentsOf: session.stderrFile, encoding: .utf8)
      #expect(
        stderr.hasPrefix("sumcalc: ") && stderr.hasSuffix("\n") && stderr.filter { $0 == "\n" }.count == 1,
        "one line on standard error: \(stderr.debugDescription)")
      let written = try await session.recordedOutput(containing: "EXIT=")
      #expect(
        String(decoding: written, as: UTF8.self) == "EXIT=1 TTY=same\r\n",
        "only the wrapper's line reached the terminal: \(String(decoding: written, as: UTF8.self).debugDescription)")
      try expectTerminalRestored(session)
    }
  }
}
