#if canImport(Glibc)
  import Glibc
#endif

/// The user's locale, which decides the character set a program writes in.
public enum TerminalLocale {
  /// `adopt(environment:)` with the process's own environment.
  public static func adopt() -> Bool {
    adopt(environment: { getenv($0).map { String(cString: $0) } })
  }

  /// Adopts the user's locale, as `setlocale` reads it from the process's environment, for what a
  /// full-screen program uses of it, as ncurses needs before it starts: the character set
  /// (`LC_CTYPE`) and the language of system error messages (`LC_MESSAGES`). The other categories
  /// (numbers, dates, collation, ...) are left alone: loading each costs a file to open and map
  /// before the first frame. Where the locale is not installed, `environment` (the process's, as
  /// the program read it) says whether it asked for UTF-8, and then `C.UTF-8` stands in; a locale
  /// that is not UTF-8 (`C`, `POSIX`, Latin-1) is kept as it is, since the terminal then is not in
  /// UTF-8 mode either. Returns whether the character set is UTF-8: pass `Glyphs.ascii` to the
  /// buffers where it is not.
  public static func adopt(environment: (String) -> String?) -> Bool {
    if setlocale(LC_CTYPE, "") == nil, asksForUTF8(environment) { _ = setlocale(LC_CTYPE, "C.UTF-8") }
    _ = setlocale(LC_MESSAGES, "")
    return characterSet == "UTF-8"
  }

  /// The character set of the current locale, as `nl_langinfo(CODESET)` names it.
  public static var characterSet: String {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return "" }
    return String(cString: codeset)
  }

  /// Whether the locale the environment names (the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is
  /// set) is a UTF-8 one: its code set, between `.` and `@` in `language_TERRITORY.codeset@modifier`,
  /// is `UTF-8` or `utf8`.
  static func asksForUTF8(_ environment: (String) -> String?) -> Bool {
    var name = ""
    for variable in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = environment(variable), !value.isEmpty else { continue }
      name = value
      break
    }
    guard let dot = name.firstIndex(of: ".") else { return false }
    let codeset = name[name.index(after: dot)...].prefix { $0 != "@" }.lowercased()
    return codeset == "utf-8" || codeset == "utf8"
  }
}
