import CNcurses
import Foundation
import Testing

@testable import NcursesBackend

#if canImport(Glibc)
  import Glibc
#endif

/// The key strings the backend reads from the terminfo database are the entry's, every one:
/// compared with what `infocmp -1x` prints of it.
@Suite("Terminfo keys", .serialized)
struct TerminfoKeysTests {
  /// `infocmp -1x name`'s key capability names.
  private static func infocmpKeyNames(_ name: String) throws -> Set<String> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/infocmp")
    process.arguments = ["-1x", "-q", name]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Set(
      text.split(separator: "\n").compactMap { line -> String? in
        let field = line.trimmingCharacters(in: .whitespaces)
        guard field.hasPrefix("k"), let equals = field.firstIndex(of: "=") else { return nil }
        return String(field[..<equals])
      })
  }

  @Test(
    "every k… string capability, extended ones too",
    arguments: ["xterm-256color", "wy50", "xterm-8bit", "putty", "rxvt-unicode"])
  func everyKeyCapability(_ name: String) throws {
    var status: Int32 = 0
    try #require(setupterm(name, -1, &status) == OK)
    defer { _ = del_curterm(tui_cur_term()) }
    let read = TerminfoKeys.capabilities()
    #expect(Set(read.map(\.name)) == (try Self.infocmpKeyNames(name)))
  }
}
