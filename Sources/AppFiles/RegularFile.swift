import Glibc

/// Reads a whole regular file with plain POSIX calls (open, fstat, read).
public enum RegularFile {
  /// Why a file could not be read.
  public enum ReadError: Error, Hashable, Sendable {
    case permissionDenied
    /// A directory, device, FIFO or socket where a file was expected: never read, never replaced.
    case notAFile(FileKind)
    /// Larger than the limit given: not the app's file, and not read into memory.
    case tooLarge
    case system(SystemError)
  }

  /// The bytes of the regular file at `path`, or nil when there is no file there (neither it nor
  /// its directory exists, or a component of the path is not a directory). A file over `limit`
  /// bytes is not read.
  public static func read(_ path: String, limit: Int) throws(ReadError) -> [UInt8]? {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it has no effect on regular files.
    let fd = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) }
    if fd < 0 {
      let failure = SystemError.last()
      if failure.code == ENOENT || failure.code == ENOTDIR { return nil }
      throw readError(failure)
    }
    defer { close(fd) }

    var status = stat()
    guard fstat(fd, &status) == 0 else { throw readError(.last()) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(FileKind(mode: status.st_mode)) }
    guard status.st_size <= limit else { throw .tooLarge }
    return try readAll(fd, expecting: Int(status.st_size), limit: limit)
  }

  /// Reads to the end of the file, which may have grown or shrunk since `fstat`.
  private static func readAll(_ fd: Int32, expecting size: Int, limit: Int) throws(ReadError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size)
    var chunk = [UInt8](repeating: 0, count: max(4096, min(size + 1, 1 << 20)))
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        retryingOnInterrupt { Glibc.read(fd, buffer.baseAddress, buffer.count) }
      }
      if count < 0 { throw readError(.last()) }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
      if bytes.count > limit { throw .tooLarge }
    }
  }

  private static func readError(_ failure: SystemError) -> ReadError {
    switch failure.code {
    case EACCES: .permissionDenied
    case EISDIR: .notAFile(.directory)
    default: .system(failure)
    }
  }
}
