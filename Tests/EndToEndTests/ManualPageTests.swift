import Foundation
import Testing

extension EndToEnd {
  /// `man/sumcalc.1`, which `make install` installs: well formed, and naming the options `--help` names.
  @Suite("Manual page")
  struct ManualPageTests {
    /// The repository's `man/sumcalc.1`, found from this file's place in the tree.
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("man/sumcalc.1")

    @Test("mandoc finds nothing to say about it")
    func lint() throws {
      let mandoc = try #require(
        ["/usr/bin/mandoc", "/usr/local/bin/mandoc"].first { FileManager.default.isExecutableFile(atPath: $0) },
        "mandoc is missing: run make test-deps")
      let result = try Spawn.run(mandoc, ["-T", "lint", "-W", "style", Self.page.path])
      #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result)")
    }

    @Test("its options are exactly those of --help")
    func optionsMatchHelp() throws {
      let help = try SumCalcBinary.run(["--help"])
      #expect(help.status == 0)
      let helpOptions = Set(
        help.stdout.split(separator: "\n").compactMap { line -> String? in
          let trimmed = line.drop { $0 == " " }
          guard line.hasPrefix("  --"), let name = trimmed.split(separator: " ").first else { return nil }
          return String(name)
        })
      // `.TP` then `.B \-\-name` or `.BI \-\-name " S"`: the option list of OPTIONS.
      let text = try String(contentsOf: Self.page, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let start = try #require(lines.firstIndex(of: ".SH OPTIONS"))
      let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix(".SH ") })
      var pageOptions: Set<String> = []
      for index in start..<end where lines[index] == ".TP" {
        let term = lines[index + 1].split(separator: " ").dropFirst().first.map(String.init) ?? ""
        let name = term.replacingOccurrences(of: "\\-", with: "-")
        if name != "--" { pageOptions.insert(name) }
      }
      #expect(!helpOptions.isEmpty)
      #expect(pageOptions == helpOptions)
    }
  }
}
