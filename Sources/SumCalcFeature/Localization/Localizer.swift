import TerminalUI

/// The user-visible texts of one language: `strings.caption`, `strings.sumOfNumbers(6)`. The texts
/// are the typed properties of `Strings`, so every use is checked by the compiler.
@dynamicMemberLookup
public struct Localizer: Hashable, Sendable {
  public let language: Language

  public init(_ language: Language) {
    self.language = language
  }

  /// The language's texts.
  public var strings: Strings { Strings.of(language) }

  public subscript<Text>(dynamicMember text: KeyPath<Strings, Text>) -> Text {
    strings[keyPath: text]
  }

  /// The words for why a session could not be read.
  public func describe(_ problem: SessionProblem) -> String {
    switch problem {
    case .notJSON: strings.problemNotJSON
    case .unknownVersion(let version): strings.problemUnknownVersion(version)
    case .wrongContent: strings.problemWrongContent
    case .notAFile(let kind): strings.problemNotAFile(describe(kind))
    case .permissionDenied: strings.problemPermissionDenied
    case .other(let reason): reason
    }
  }

  /// What a state path names, as a noun phrase ("a directory").
  public func describe(_ kind: FileKind) -> String {
    switch kind {
    case .directory: strings.kindDirectory
    case .device: strings.kindDevice
    case .fifo: strings.kindFifo
    case .socket: strings.kindSocket
    case .other: strings.kindOther
    }
  }

  /// The one-line notice for why the session is not being saved.
  public func notice(for problem: SaveProblem) -> String {
    switch problem {
    case .system(let words): strings.saveFailed(words)
    case .readOnlyFile: strings.notSavedReadOnly
    case .anotherSumCalc: strings.notSavedAnotherSumCalc
    case .noHome: strings.notSavedNoHome
    case .savingOff(let kind): strings.notSavedOff(describe(kind))
    }
  }
}
