import SumCalcModel
import TerminalUI

/// The user-visible texts of one language: `strings.caption`, `strings.sumOfNumbers(6)`. The texts
/// are the typed properties of `Strings`, so every use is checked by the compiler.
@dynamicMemberLookup
public struct Localizer: Hashable, Sendable {
  public let language: Language

  public init(_ language: Language) {
    self.language = language
  }

  /// One text, read in place from the language's table: `Strings` has some eighty members, and
  /// copying the whole value for each text would retain and release every one of them.
  public subscript<Text>(dynamicMember text: KeyPath<Strings, Text>) -> Text {
    switch language {
    case .en: Strings.english[keyPath: text]
    case .ru: Strings.russian[keyPath: text]
    case .ko: Strings.korean[keyPath: text]
    }
  }

  /// The words for why a session could not be read.
  public func describe(_ problem: SessionProblem) -> String {
    switch problem {
    case .notJSON: self.problemNotJSON
    case .unknownVersion(let version): self.problemUnknownVersion(version)
    case .wrongContent: self.problemWrongContent
    case .notAFile(let kind): self.problemNotAFile(describe(kind))
    case .permissionDenied: self.problemPermissionDenied
    case .tooLarge: self.problemTooLarge
    case .other(let reason): reason
    }
  }

  /// What a state path names, as a noun phrase ("a directory").
  public func describe(_ kind: FileKind) -> String {
    switch kind {
    case .directory: self.kindDirectory
    case .directoryName: self.kindDirectoryName
    case .device: self.kindDevice
    case .fifo: self.kindFifo
    case .socket: self.kindSocket
    case .other: self.kindOther
    }
  }

  /// The one-line notice for why the session kept at `path` is not being saved.
  public func notice(for problem: SaveProblem, path: String) -> String {
    switch problem {
    case .system(let words): self.saveFailed(path, words)
    case .readOnlyFile: self.notSavedReadOnly(path)
    case .anotherSumCalc: self.notSavedAnotherSumCalc
    case .noHome: self.notSavedNoHome
    case .missingDirectory(let path): self.notSavedMissingDirectory(path)
    case .savingOff(let kind): self.notSavedOff(describe(kind))
    }
  }
}
