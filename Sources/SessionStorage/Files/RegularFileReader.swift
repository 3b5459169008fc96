import Glibc
import SumCalcModel

/// Reads a whole regular file with plain POSIX calls (open, fstat, read).
enum RegularFileReader {
  /// Anything larger than the largest session SumCalc writes is not one, and is not read into memory.
  static let sizeLimit = SessionFile.maximumSize

  /// The bytes of the regular file at `path`, or nil when there is no file there (neither it nor
  /// its directory exists, or a component of the path is not a directory).
  static func read(_ path: String) throws(SessionLoadError) -> [UInt8]? {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it has no effect on regular files.
    let fd = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) }
    if fd < 0 {
      let failure = SystemError.last()
      if failure.code == ENOENT || failure.code == ENOTDIR { return nil }
      throw loadError(failure)
    }
    defer { close(fd) }

    var status = stat()
    guard fstat(fd, &status) == 0 else { throw loadError(.last()) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw SessionLoadError(.notAFile(.other)) }
    guard status.st_size <= sizeLimit else { throw SessionLoadError(.tooLarge) }
    return try readAll(fd, expecting: Int(status.st_size))
  }

  /// Reads to the end of the file, which may have grown or shrunk since `fstat`.
  private static func readAll(_ fd: Int32, expecting size: Int) throws(SessionLoadError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size)
    var chunk = [UInt8](repeating: 0, count: max(4096, min(size + 1, 1 << 20)))
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        retryingOnInterrupt { Glibc.read(fd, buffer.baseAddress, buffer.count) }
      }
      if count < 0 { throw loadError(.last()) }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
      if bytes.count > sizeLimit { throw SessionLoadError(.tooLarge) }
    }
  }

  private static func loadError(_ failure: SystemError) -> SessionLoadError {
    switch failure.code {
    case EACCES: SessionLoadError(.permissionDenied)
    case EISDIR: SessionLoadError(.notAFile(.directory))
    default: SessionLoadError(.other(failure.words))
    }
  }
}
