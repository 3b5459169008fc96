#if canImport(Glibc)
  import Glibc
#endif

/// The environment variables SumCalc reads, as a dictionary for the pure option parser.
enum Environment {
  static let names = ["LC_ALL", "LC_MESSAGES", "LC_CTYPE", "LANG", "NO_COLOR", "XDG_STATE_HOME", "HOME"]

  static func current() -> [String: String] {
    var values: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }
}
