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
    let template = Self.table(for: language)[key] ?? Self.english[key] ?? key.rawValue
    // One pass over the template, so an argument that itself contains `{2}` (a path, an option
    // the user typed) is shown as it is, not filled in again.
    var text = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      text += rest[..<open]
      let number = rest[rest.index(after: open)...].prefix { $0 != "}" }
      if let index = Int(number), arguments.indices.contains(index - 1), number.endIndex < rest.endIndex {
        text += arguments[index - 1]
        rest = rest[rest.index(after: number.endIndex)...]
      } else {
        text += "{"
        rest = rest[rest.index(after: open)...]
      }
    }
    return text + rest
  }

  /// The words for why a session could not be read.
  public func describe(_ problem: SessionProblem) -> String {
    switch problem {
    case .notJSON: self(.problemNotJSON)
    case .unknownVersion(let version): self(.problemUnknownVersion, String(version))
    case .wrongContent: self(.problemWrongContent)
    case .notAFile(let kind): self(.problemNotAFile, describe(kind))
    case .permissionDenied: self(.problemPermissionDenied)
    case .other(let reason): reason
    }
  }

  /// What a state path names, as a noun phrase ("a directory").
  public func describe(_ kind: FileKind) -> String {
    switch kind {
    case .directory: self(.kindDirectory)
    case .device: self(.kindDevice)
    case .fifo: self(.kindFifo)
    case .socket: self(.kindSocket)
    case .other: self(.kindOther)
    }
  }

  /// The one-line notice for why the session is not being saved.
  public func notice(for problem: SaveProblem) -> String {
    switch problem {
    case .system(let words): self(.saveFailed, words)
    case .readOnlyFile: self(.notSavedReadOnly)
    case .anotherSumCalc: self(.notSavedAnotherSumCalc)
    case .noHome: self(.notSavedNoHome)
    case .savingOff(let kind): self(.notSavedOff, describe(kind))
    }
  }
}
