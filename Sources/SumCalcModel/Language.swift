/// The interface languages SumCalc ships.
public enum Language: String, Hashable, Sendable, CaseIterable {
  case en, ru, ko

  /// The language a locale name such as `ru_RU.UTF-8` asks for, if we have it.
  public init?(localeName: String) {
    // Locale names are ASCII: the language is the leading letters, in either case.
    let letters = localeName.utf8.prefix { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }
    let code = String(decoding: letters.map { $0 | 0x20 }, as: UTF8.self)
    guard let language = Language(rawValue: code) else { return nil }
    self = language
  }

  /// The language's name in itself, as Settings offers it.
  public var nativeName: String {
    switch self {
    case .en: "English"
    case .ru: "Русский"
    case .ko: "한국어"
    }
  }

  /// The language's name in English, for messages that must be in ASCII.
  public var englishName: String {
    switch self {
    case .en: "English"
    case .ru: "Russian"
    case .ko: "Korean"
    }
  }

  /// The usual UTF-8 locale of the language, to suggest where the locale is not UTF-8.
  public var utf8LocaleName: String {
    switch self {
    case .en: "en_US.UTF-8"
    case .ru: "ru_RU.UTF-8"
    case .ko: "ko_KR.UTF-8"
    }
  }

  /// The first of `LC_ALL`, `LC_MESSAGES`, `LANG` that names a language we have, else English.
  /// As with POSIX locales, the first variable that is set decides, even for a language we lack.
  public static func preferred(environment: (String) -> String?) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment(name), !value.isEmpty else { continue }
      return Language(localeName: value) ?? .en
    }
    return .en
  }

  /// The language a terminal shows for this one: itself where the character set is UTF-8, else
  /// English (Russian and Korean need characters beyond ASCII). The one place this is decided:
  /// the screens (`Session.language`), the command line's messages and its help all ask it.
  public func shown(characterSetIsUTF8: Bool) -> Language {
    characterSetIsUTF8 ? self : .en
  }
}
