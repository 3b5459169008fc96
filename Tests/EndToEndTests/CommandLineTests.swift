import Foundation
import SumCalcFeature
import SumCalcModel
import Testing

extension EndToEnd {
  @Suite("Command line and unusable terminals")
  struct CommandLineTests {
    @Test("--help prints the usage and the options, exit 0")
    func help() throws {
      let result = try SumCalcBinary.run(["--help"])
      #expect(result.exitedNormally && result.status == 0, "\(result)")
      #expect(result.stdout.hasPrefix("Usage: sumcalc "), "\(result)")
      for option in [
        "--startup-delay", "--calc-delay", "--lang", "--no-color", "--state-file", "--no-state", "--help", "--version",
      ] {
        #expect(result.stdout.contains(option), "help names \(option)")
      }
      #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test("--help fits 80 columns, measured in cells, in every language", arguments: ["en", "ru", "ko"])
    func helpWidth(language: String) throws {
      let result = try SumCalcBinary.run(["--lang", language, "--help"])
      #expect(result.status == 0, "\(result)")
      let widest = result.stdout.split(separator: "\n").map { String($0).cellWidth }.max() ?? 0
      #expect(widest <= 80, "\(result.stdout)")
      let exitStatus = Localizer(Language(rawValue: language)!).exitStatusHelp
      #expect(result.stdout.hasSuffix(exitStatus + "\n"), "the exit statuses, 1 for numbers not saved, close it")
    }

    @Test("a failed write of --help or --version: a message on stderr and exit 1", arguments: ["--help", "--version"])
    func writeErrorFails(option: String) throws {
      let command = "\(shellQuoted(try SumCalcBinary.path())) \(option) >/dev/full"
      let result = try Spawn.run("/bin/sh", ["-c", command])
      #expect(result.status == 1, "\(result)")
      #expect(result.stderr.contains("write error: No space left on device"), "\(result)")
    }

    @Test("-- ends the options; an operand, before or after it, is bad usage")
    func doubleDash() throws {
      #expect(try SumCalcBinary.run(["--version", "--"]).status == 0)
      for arguments in [["--", "extra"], ["extra"], ["--no-color", "--", "--help"]] {
        let result = try SumCalcBinary.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result)")
        #expect(result.stderr.contains("only options are taken"), "\(arguments): \(result)")
      }
    }

    @Test(
      "Where the locale is not UTF-8, the command line writes English in ASCII, as the screens do",
      arguments: [
        (["--lang", "ru", "--help"], ["LANG": "C"]), (["--help", "--lang", "ko"], ["LANG": "C"]),
        (["--bogus"], ["LANG": "ru_RU.KOI8-R"]), (["--lang", "рус"], ["LANG": "C"]),
        (["--calc-delay", "−1"], ["LC_ALL": "POSIX", "LANG": "ru_RU.UTF-8"]),
      ] as [([String], [String: String])])
    func asciiWhereTheLocaleIsNotUTF8(arguments: [String], environment: [String: String]) throws {
      let result = try SumCalcBinary.run(arguments, environment: environment)
      let written = result.stdout + result.stderr
      #expect(!written.isEmpty && written.unicodeScalars.allSatisfy(\.isASCII), "\(arguments): \(result)")
      #expect(written.hasPrefix("Usage: sumcalc") || written.hasPrefix("sumcalc: "), "\(result)")
      if arguments.contains("--help") { #expect(result.stdout.contains("Options:"), "English help: \(result)") }
    }

    @Test("--help --lang ru is Russian help, as --lang ru --help is")
    func helpLanguageWherever() throws {
      let after = try SumCalcBinary.run(["--help", "--lang", "ru"])
      let before = try SumCalcBinary.run(["--lang", "ru", "--help"])
      #expect(after.status == 0 && after.stdout.hasPrefix("Использование: sumcalc"), "\(after)")
      #expect(after.stdout == before.stdout)
    }

    @Test("A delay out of range names the whole range, 0 to 86400", arguments: ["-1", "86401", "86400.5", "abc"])
    func delayRange(value: String) throws {
      let result = try SumCalcBinary.run(["--calc-delay", value])
      #expect(result.status == 2, "\(result)")
      #expect(
        result.stderrLines.first == "sumcalc: option '--calc-delay' takes seconds from 0 to 86400, not '\(value)'")
    }

    @Test("--version prints one line, exit 0")
    func version() throws {
      let result = try SumCalcBinary.run(["--version"])
      #expect(result.exitedNormally && result.status == 0, "\(result)")
      #expect(result.stdout.wholeMatch(of: /sumcalc \d+\.\d+\.\d+\n/) != nil, "\(result)")
      #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test(
      "Bad usage: exit 2, one line naming the problem and a hint to --help, on stderr",
      arguments: [
        (["--bogus"], "--bogus"),
        (["--calc-delay"], "--calc-delay"),
        (["--calc-delay", "-1"], "--calc-delay"),
        (["--startup-delay", "abc"], "abc"),
        (["--lang", "xx"], "xx"),
      ])
    func badUsage(arguments: [String], named: String) throws {
      let result = try SumCalcBinary.run(arguments)
      #expect(result.exitedNormally && result.status == 2, "\(result)")
      #expect(result.stdout.isEmpty, "\(result)")
      let lines = result.stderrLines
      #expect(lines.count == 2, "a problem line and a hint line: \(result)")
      #expect(lines.first?.contains(named) == true, "the first line names \(named): \(result)")
      #expect(lines.last?.contains("--help") == true, "the hint names --help: \(result)")
    }

    @Test("Standard input not a terminal: exit 1, one line on stderr, nothing on stdout")
    func stdinNotATerminal() throws {
      let result = try SumCalcBinary.run(["--startup-delay", "0", "--calc-delay", "0"], stdinPath: "/dev/null")
      #expect(result.exitedNormally && result.status == 1, "\(result)")
      #expect(result.stdout.isEmpty, "\(result)")
      #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("sumcalc: "), "\(result)")
    }

    @Test("Standard output not a terminal: exit 1, one line on the terminal, nothing written to stdout")
    func stdoutNotATerminal() async throws {
      let session = try TmuxSession(Calculator.arguments(), stdoutToFile: true)
      defer { session.close() }
      let (status, screen) = try await session.waitForExit()
      #expect(status == 1, "\(screen)")
      let lines = screen.nonEmptyLines
      #expect(
        lines.count == 2 && lines.first?.hasPrefix("sumcalc: ") == true && lines.last == "EXIT=1 TTY=same",
        "one message line, then the exit:\(screen)")
      #expect(try Data(contentsOf: session.stdoutFile).isEmpty, "nothing written to standard output")
      try expectTerminalRestored(session)
    }

    @Test(
      "A TERM that terminfo lacks or that cannot address the cursor: exit 1, one line, screen untouched",
      arguments: ["dumb", "nonexistent-terminal"])
    func unusableTerm(term: String) async throws {
      let session = try TmuxSession(Calculator.arguments(), term: term)
      defer { session.close() }
      let (status, screen) = try await session.waitForExit()
      #expect(status == 1, "\(screen)")
      let lines = screen.nonEmptyLines
      #expect(lines.count == 2 && lines.last == "EXIT=1 TTY=same", "one message line, then the exit:\(screen)")
      #expect(
        screen.lines.first?.hasPrefix("sumcalc: ") == true && lines.first?.contains(term) == true,
        "the message is on the first row and names \(term):\(screen)")
      try expectTerminalRestored(session)
    }
  }
}
