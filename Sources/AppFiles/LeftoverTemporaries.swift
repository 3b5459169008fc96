import Glibc

/// Temporary files a save leaves only when its process dies between writing and renaming
/// (`.<name>.<pid>-<random>.tmp`, see `AtomicFile`): removed at start once their writer is gone.
public enum LeftoverTemporaries {
  /// Removes the leftovers of `target` whose process no longer exists; returns how many.
  @discardableResult
  public static func removeOrphans(of target: String) -> Int {
    let directory = AtomicFile.directory(of: target)
    let prefix = "." + (target.split(separator: "/").last.map(String.init) ?? "") + "."
    guard let stream = opendir(directory) else { return 0 }
    defer { closedir(stream) }
    var removed = 0
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      guard let pid = writer(of: name, prefix: prefix), kill(pid, 0) != 0, errno == ESRCH else { continue }
      if unlink(directory + "/" + name) == 0 { removed += 1 }
    }
    return removed
  }

  /// The pid in `<prefix><pid>-<random>.tmp`, or nil for any other name.
  package static func writer(of name: String, prefix: String) -> pid_t? {
    guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { return nil }
    let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
    guard let dash = middle.firstIndex(of: "-"), let pid = pid_t(middle[..<dash]), pid > 0,
      !middle[middle.index(after: dash)...].isEmpty
    else { return nil }
    return pid
  }
}
