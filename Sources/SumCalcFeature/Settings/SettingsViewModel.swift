import Observation
import SumCalcModel
import TerminalUI

/// The Settings screen's view model: the language, the keypad's order and the calculation delay —
/// the session's, changed there, so that every screen follows at once and the choice is saved —
/// and the way back.
@MainActor
@Observable
public final class SettingsViewModel: ViewModel {
  /// What the view model tells its router.
  public enum Event: Hashable, Sendable {
    case closed
  }

  @ObservationIgnored private let session: Session
  private var focus: SettingsControl
  @ObservationIgnored private let events: (Event) -> Void

  /// Settings of `session`, the focus on the language in effect; `events` reaches the router.
  public init(session: Session, events: @escaping (Event) -> Void) {
    self.session = session
    self.events = events
    focus = .language(session.language)
  }

  public var state: SettingsState {
    SettingsState(
      language: session.language, keypad: session.keypad, calculationDelay: session.calculationDelay,
      overrides: session.overrides, focus: focus, unsavedBecause: session.unsavedBecause,
      sessionFile: session.location, showsEveryLanguage: session.showsEveryLanguage)
  }

  /// Enter, Space or a click on an option: it applies at once, and is kept; on `Back`, back.
  public func onChoose(_ option: SettingsControl) {
    // An option in effect only through the command line is still a choice to keep.
    guard !state.isChosen(option) || state.isFromCommandLine(option) else { return }
    switch option {
    case .language(let language): session.choose(language: language)
    case .keypad(let keypad): session.choose(keypad: keypad)
    case .calculationDelay(let delay): session.choose(calculationDelay: delay)
    case .back: onBack()
    }
  }

  /// The arrows, Tab: the focus moves to `control`.
  public func onFocus(_ control: SettingsControl) {
    focus = control
  }

  /// `Back` or Esc: the calculator, numbers kept.
  public func onBack() {
    events(.closed)
  }
}
