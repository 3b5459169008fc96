import Glibc

/// What a path names where a file was expected: a save acts only on regular files (and on a path
/// where nothing is yet), never on these.
public enum FileKind: Hashable, Sendable {
  case directory
  /// A path ending in `/` (or `/.`, `/..`) where no directory is yet: the name of one.
  case directoryName
  case device
  case fifo
  case socket
  case other

  /// The kind a `stat` mode names (not a regular file, not a link).
  package init(mode: mode_t) {
    self =
      switch mode & S_IFMT {
      case S_IFDIR: .directory
      case S_IFCHR, S_IFBLK: .device
      case S_IFIFO: .fifo
      case S_IFSOCK: .socket
      default: .other
      }
  }
}
