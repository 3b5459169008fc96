import Foundation
import TerminalUI
import Testing

/// Whole-screen snapshots kept as text files under `Snapshots/` beside the tests, for screens too
/// many to write out as literals. A missing or different file fails the test; running the tests
/// with `SNAPSHOT_RECORD=1` writes the files instead, to be read and committed.
enum SnapshotFile {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

  static var isRecording: Bool { ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" }

  static func expect(_ buffer: Buffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = directory.appendingPathComponent(name + ".txt")
    let actual = buffer.text + "\n"
    if isRecording {
      try? actual.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record("no snapshot \(file.path); record it with SNAPSHOT_RECORD=1", sourceLocation: sourceLocation)
      return
    }
    #expect(
      actual == expected, "screen \(name) differs; actual:\n\(actual)--- expected:\n\(expected)",
      sourceLocation: sourceLocation)
  }
}
