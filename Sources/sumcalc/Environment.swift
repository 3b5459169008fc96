#if canImport(Glibc)
  import Glibc
#endif

/// The environment variables SumCalc reads, as a dictionary for the pure option parser.
enum Environment {
  static let names = ["LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR", "XDG_STATE_HOME", "HOME"]

  static func current() -> [String: String] {
    var values: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }
}

/// Writes a line to standard error (standard output may be the terminal we draw on).
func printError(_ line: String) {
  var text = line + "\n"
  text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
}
