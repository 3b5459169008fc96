import Glibc

/// A file's path as a save will use it: symbolic links followed to the file they name (so that
/// writing replaces the target and keeps the link, as dotfile managers need), and what is there.
public struct ResolvedPath: Hashable, Sendable {
  /// What the path ends on.
  public enum Content: Hashable, Sendable {
    /// Nothing yet (or a dangling link): saving creates `target`.
    case nothing
    case regularFile
    /// Anything else: never opened for writing, moved or replaced.
    case notAFile(FileKind)
  }

  /// The file itself, after every symbolic link on the way.
  public var target: String
  /// What is there.
  public var content: Content

  /// Follows `path` (at most 40 links, as the kernel does) and looks at what it ends on. A path
  /// that ends in `/`, `/.` or `/..` names a directory, whether or not one is there yet: nothing is
  /// ever made for it.
  public static func resolve(_ path: String) throws(SystemError) -> ResolvedPath {
    let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    if path.hasSuffix("/") || last == "." || last == ".." {
      var status = stat()
      let isThere = stat(path, &status) == 0
      return ResolvedPath(target: path, content: .notAFile(isThere ? .directory : .directoryName))
    }
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0 else {
        // Nothing there, or a component of the path is a file: nothing to read, and a save says why.
        if errno == ENOENT || errno == ENOTDIR { return ResolvedPath(target: current, content: .nothing) }
        throw .last()
      }
      switch status.st_mode & S_IFMT {
      case S_IFLNK:
        current = try linkTarget(of: current)
      case S_IFREG: return ResolvedPath(target: current, content: .regularFile)
      default: return ResolvedPath(target: current, content: .notAFile(FileKind(mode: status.st_mode)))
      }
    }
    throw SystemError(ELOOP)
  }

  /// Where the link at `path` points, relative links taken from the link's own directory.
  private static func linkTarget(of path: String) throws(SystemError) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length > 0 else { throw .last() }
    let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if destination.hasPrefix("/") { return destination }
    let directory = AtomicFile.directory(of: path)
    return directory == "/" ? "/" + destination : directory + "/" + destination
  }
}
