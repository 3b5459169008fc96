/// Where the session lives unless `--state-file` says otherwise, and the directory that must
/// exist for it: SumCalc makes the directories below that one, never it.
///
/// `$XDG_STATE_HOME/sumcalc/state.json` when that is set to an absolute path (made, as the XDG
/// specification asks, inside the home, or else inside its parent), else
/// `<home>/.local/state/sumcalc/state.json` with `$HOME` when absolute, else the home the password
/// database gives (`passwordHome`, asked only then); nil when there is none. Only strings: paths
/// are joined and trimmed as bytes, with no grapheme breaking, and nothing on disk is looked at.
public struct DefaultStateFile: Hashable, Sendable {
  public var path: String
  public var base: String

  public init?(environment: (String) -> String?, passwordHome: () -> String? = { nil }) {
    let home = environment("HOME").flatMap { Self.isAbsolute($0) ? Self.trimmed($0) : nil }
    if let state = environment("XDG_STATE_HOME"), Self.isAbsolute(state) {
      let state = Self.trimmed(state)
      let inHome = home.map { $0 != "/" && Self.isInside(state, $0) } ?? false
      self.init(path: Self.joined(state, "sumcalc/state.json"), base: inHome ? home! : Self.parent(of: state))
    } else if let home {
      self.init(path: Self.joined(home, ".local/state/sumcalc/state.json"), base: home)
    } else if let home = passwordHome(), Self.isAbsolute(home) {
      self.init(path: Self.joined(home, ".local/state/sumcalc/state.json"), base: Self.trimmed(home))
    } else {
      return nil
    }
  }

  init(path: String, base: String) {
    self.path = path
    self.base = base
  }

  /// Whether `path` starts at the root: its first byte is `/`.
  private static func isAbsolute(_ path: String) -> Bool {
    path.utf8.first == UInt8(ascii: "/")
  }

  /// Whether `path` is `directory` or below it, compared as bytes.
  private static func isInside(_ path: String, _ directory: String) -> Bool {
    guard path.utf8.starts(with: directory.utf8) else { return false }
    let rest = path.utf8.dropFirst(directory.utf8.count)
    return rest.isEmpty || rest.first == UInt8(ascii: "/")
  }

  /// `directory/rest`, the directory's trailing slashes dropped.
  private static func joined(_ directory: String, _ rest: String) -> String {
    let base = trimmed(directory)
    return base == "/" ? "/" + rest : base + "/" + rest
  }

  /// `path` without trailing slashes (a lone `/` stays).
  private static func trimmed(_ path: String) -> String {
    var bytes = Array(path.utf8)
    while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The directory `path` is in (`/` for a path just under the root).
  private static func parent(of path: String) -> String {
    let bytes = Array(path.utf8)
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash > 0 else { return "/" }
    return String(decoding: bytes[..<slash], as: UTF8.self)
  }
}
