import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// The session file in the layouts people have: two terminals, dotfile links, a directory where
  /// the file should be, a read-only file.
  @Suite("Session on real file systems")
  struct SessionFileSystemTests {
    /// JSON numbers of the session file at `url`.
    private func numbers(in url: URL) -> [Int]? {
      guard let data = try? Data(contentsOf: url),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { return nil }
      return object["numbers"] as? [Int]
    }

    @Test(
      "two SumCalcs on one session: the second says so and saves nothing while the first runs; once it has gone, the second saves at quit, the first's session kept aside"
    )
    func twoSumCalcsOneSession() async throws {
      let scratch = try TemporaryDirectory(prefix: "sumcalc-e2e-shared")
      defer { scratch.remove() }
      let file = scratch.url.appendingPathComponent("state.json")
      let first = try TmuxSession(Calculator.arguments(["--state-file", file.path]))
      defer { first.close() }
      try await first.waitForResult(Calc.enterNumbers, timeout: 15)
      for digit in ["1", "1", "1"] { try first.type(digit) }
      try await first.waitForResult("1 + 1 + 1")
      // Saving runs in the background: the second starts once the numbers are on disk.
      let deadline = Date().addingTimeInterval(10)
      while numbers(in: file) != [1, 1, 1], Date() < deadline { try await Task.sleep(for: .milliseconds(40)) }
      #expect(numbers(in: file) == [1, 1, 1])
      let second = try TmuxSession(Calculator.arguments(["--state-file", file.path]))
      defer { second.close() }
      let notice = try await second.waitFor(text: "Not saved: in use by another SumCalc", timeout: 15)
      #expect(notice.resultLine() == "1 + 1 + 1", "the second one shows the session it read:\(notice)")
      try second.type("2")
      try second.type("2")
      try await second.waitForResult("1 + 1 + 1 + 2 + 2")
      #expect(numbers(in: file) == [1, 1, 1], "nothing of the second's while the first runs")
      try first.type("q")
      #expect(try await first.waitForExit().status == 0)
      // The first has gone, its lock with it: the second saves at quit, and what the first left is
      // kept aside beside the file.
      try second.type("q")
      let exit = try await second.waitForExit()
      #expect(exit.status == 0, "\(exit.screen)")
      #expect(
        exit.screen.text.replacingOccurrences(of: "\n", with: "").contains(
          "the session the other SumCalc left is kept as"),
        "said on the way out:\(exit.screen)")
      #expect(numbers(in: file) == [1, 1, 1, 2, 2])
      let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
      let aside = try #require(names.first { $0.hasPrefix("state.json.other-") }, "\(names)")
      #expect(numbers(in: scratch.url.appendingPathComponent(aside)) == [1, 1, 1])
    }

    @Test("a symlinked state file keeps its link; its target holds the session")
    func symlinkKept() async throws {
      let scratch = try TemporaryDirectory(prefix: "sumcalc-e2e-link")
      defer { scratch.remove() }
      let dotfiles = scratch.url.appendingPathComponent("dotfiles")
      try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
      let target = dotfiles.appendingPathComponent("state.json")
      let link = scratch.url.appendingPathComponent("state.json")
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "dotfiles/state.json")
      let session = try TmuxSession(Calculator.arguments(["--state-file", link.path]))
      defer { session.close() }
      try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      try session.type("6")
      try session.type("4")
      try await session.waitForResult("6 + 4")
      try session.type("q")
      #expect(try await session.waitForExit().status == 0)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "dotfiles/state.json")
      #expect(numbers(in: target) == [6, 4])
    }

    @Test("with --startup-delay 0 the first frame already shows the session, read through a symlink")
    func firstFrameShowsTheSession() async throws {
      let scratch = try TemporaryDirectory(prefix: "sumcalc-e2e-first-frame")
      defer { scratch.remove() }
      let dotfiles = scratch.url.appendingPathComponent("dotfiles")
      try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
      let saved = #"{"numbers":[4,5],"result":{"kind":"expression"},"tape":[],"version":1}"#
      try Data(saved.utf8).write(to: dotfiles.appendingPathComponent("state.json"))
      let link = scratch.url.appendingPathComponent("state.json")
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "dotfiles/state.json")
      let session = try PseudoTerminalSession(["--startup-delay", "0", "--state-file", link.path])
      try await session.waitForOutput("Calculate sum")
      // ncurses sends a frame top to bottom: by the button row, the result line above it has come.
      let firstFrame = session.outputText
      #expect(firstFrame.contains("4 + 5"), "\(firstFrame.debugDescription)")
      #expect(!firstFrame.contains(Calc.loading), "no loading screen before the calculator")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "dotfiles/state.json")
    }

    @Test("--state-file naming a directory: the error screen, the directory left where it was")
    func directoryAsStateFile() async throws {
      let scratch = try TemporaryDirectory(prefix: "sumcalc-e2e-dir")
      defer { scratch.remove() }
      let directory = scratch.url.appendingPathComponent("Documents")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data("keep".utf8).write(to: directory.appendingPathComponent("letter.txt"))
      let session = try TmuxSession(Calculator.arguments(["--state-file", directory.path]))
      defer { session.close() }
      let screen = try await session.waitFor("the error with its buttons", timeout: 15) {
        $0.contains("The state path is not a file") && $0.contains("[ Continue without saving ]")
          && $0.contains("[ Quit ]")
      }
      #expect(!screen.contains("Start fresh"), "\(screen)")
      try session.press("Enter")  // Continue without saving
      try await session.waitForResult(Calc.enterNumbers)
      try await session.waitFor(text: "Not saved: the state path is a directory")
      try session.type("5")
      try await session.waitForResult("5")
      try session.type("q")
      // The user chose to keep nothing: quitting is no failure, and nothing is said.
      let exit = try await session.waitForExit()
      #expect(exit.status == 0 && !exit.screen.contains("sumcalc:"), "\(exit.screen)")
      #expect(everything(under: scratch.url) == ["Documents", "Documents/letter.txt"])
    }

    @Test(
      "a read-only state file (as a user who is not root) is never replaced; the calculator says so",
      .enabled(
        if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
        "needs root to become nobody")
    )
    func readOnlyFileAsNobody() async throws {
      let scratch = try TemporaryDirectory(prefix: "sumcalc-e2e-readonly")
      defer { scratch.remove() }
      let file = scratch.url.appendingPathComponent("state.json")
      let saved = #"{"numbers":[3],"result":{"kind":"expression"},"tape":[],"version":1}"#
      try Data(saved.utf8).write(to: file)
      // nobody owns the directory (so a rename would go through) and the file, which is 0400.
      for path in [scratch.url.path, file.path] { #expect(chown(path, 65534, 65534) == 0) }
      #expect(chmod(scratch.url.path, 0o700) == 0 && chmod(file.path, 0o400) == 0)

      let session = try PseudoTerminalSession(
        ["--startup-delay", "0", "--state-file", file.path],
        runAs: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"])
      try await session.waitForOutput("Calculate sum")
      try session.send("4")
      try await session.waitForOutput("state.json is read-only")
      let beforeQuit = session.outputBytes.count
      try session.send("q")
      // The 4 is lost: quitting says so after the terminal is restored, and fails.
      #expect(try await session.waitForExit() == 1)
      let said = String(decoding: session.outputBytes.dropFirst(beforeQuit), as: UTF8.self)
      let restored = try #require(said.range(of: "\u{1B}[?1049l"), "the alternate screen left")
      #expect(said[restored.upperBound...].contains("is read-only; the numbers of this run will not be there"))
      #expect(try String(contentsOf: file, encoding: .utf8) == saved)
      #expect(permissions(of: file) == 0o400)
    }
  }
}
