import TerminalUI

/// Looks user-visible strings up in the chosen language's table and fills in their arguments.
public struct Localizer: Hashable, Sendable {
  public let language: Language

  public init(_ language: Language) {
    self.language = language
  }

  /// The table of a language; tests check each has every key.
  public static func table(for language: Language) -> [StringKey: String] {
    switch language {
    case .en: english
    case .ru: russian
    case .ko: korean
    }
  }

  /// The string for `key` with `{1}`, `{2}`… replaced by `arguments`. A key missing from the table
  /// falls back to English (and a test fails), so the user never sees a blank.
  public func callAsFunction(_ key: StringKey, _ arguments: String...) -> String {
    format(key, arguments)
  }

  /// The same, with the arguments as an array.
  public func format(_ key: StringKey, _ arguments: [String]) -> String {
    var text = Self.table(for: language)[key] ?? Self.english[key] ?? key.rawValue
    for (index, argument) in arguments.enumerated() {
      text = text.replacingOccurrences(of: "{\(index + 1)}", with: argument)
    }
    return text
  }

  /// The words for why a session could not be read.
  public func describe(_ problem: SessionProblem) -> String {
    switch problem {
    case .notJSON: self(.problemNotJSON)
    case .unknownVersion(let version): self(.problemUnknownVersion, String(version))
    case .wrongContent: self(.problemWrongContent)
    case .notARegularFile: self(.problemNotARegularFile)
    case .permissionDenied: self(.problemPermissionDenied)
    case .other(let reason): reason
    }
  }
}

extension String {
  /// Every occurrence of `target` replaced (the standard library has no such call without Foundation).
  func replacingOccurrences(of target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
