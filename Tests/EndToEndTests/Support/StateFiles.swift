import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The files SumCalc keeps under a session's `XDG_STATE_HOME`, as the tests look at them.
extension TmuxSession {
  /// `$XDG_STATE_HOME/sumcalc`.
  var stateDirectory: URL { stateHome.appendingPathComponent("sumcalc") }
  /// `$XDG_STATE_HOME/sumcalc/state.json`.
  var stateFile: URL { stateDirectory.appendingPathComponent("state.json") }

  /// The `numbers` of the saved session, or nil when there is no readable session file.
  func savedNumbers() -> [Int]? {
    guard let data = try? Data(contentsOf: stateFile),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object["numbers"] as? [Int]
  }

  /// Waits until the saved session's numbers are `numbers` (saving runs in the background).
  func waitForSavedNumbers(_ numbers: [Int], timeout: TimeInterval = 10) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while savedNumbers() != numbers {
      guard Date() < deadline else {
        let content = (try? String(contentsOf: stateFile, encoding: .utf8)) ?? "<no file>"
        throw HarnessError("\(stateFile.path) does not hold the numbers \(numbers) after \(timeout) s: \(content)")
      }
      try await Task.sleep(for: .milliseconds(40))
    }
  }
}

/// The permission bits of `url` (`st_mode & 0o7777`), without following a final symlink; nil if absent.
func permissions(of url: URL) -> Int? {
  var info = stat()
  guard lstat(url.path, &info) == 0 else { return nil }
  return Int(info.st_mode & 0o7777)
}

/// Every file and directory below `url`, as paths relative to it, sorted.
func everything(under url: URL) -> [String] {
  guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
  return enumerator.compactMap { $0 as? String }.sorted()
}

/// `mode` as four octal digits, for messages.
func octal(_ mode: Int?) -> String {
  mode.map { String(format: "%04o", $0) } ?? "absent"
}
