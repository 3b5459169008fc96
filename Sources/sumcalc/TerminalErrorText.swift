import NcursesBackend
import SumCalcFeature

extension Localizer {
  /// Why the terminal cannot be used, in the user's language: one line.
  func describe(_ error: TerminalError) -> String {
    switch error {
    case .notATerminal: self.notATerminal
    case .unsetTerminalType: self.unsetTerminalType
    case .unsupportedTerminal(let type): self.unsupportedTerminal(type)
    }
  }
}
