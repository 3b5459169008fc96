import SumCalcModel

/// Everything the Settings screen shows, as one value: the settings in effect (the session's) and
/// where the focus is.
public struct SettingsState: Hashable, Sendable {
  public var language: Language
  public var keypad: KeypadOrder
  public var calculationDelay: Duration
  /// What the command line set for this run and no choice has replaced yet: said on the screen.
  public var overrides: SettingsOverrides
  public var focus: SettingsControl
  /// Why the last choice is not on disk, if it is not (`Session.unsavedBecause`), and where the
  /// session is kept: said on the screen.
  public var unsavedBecause: SaveProblem?
  public var sessionFile: String?
  /// Whether the terminal can show every language (`Session.showsEveryLanguage`); else English
  /// alone can be chosen, and the others are named in English.
  public var showsEveryLanguage: Bool

  public init(
    language: Language, keypad: KeypadOrder, calculationDelay: Duration,
    overrides: SettingsOverrides = SettingsOverrides(),
    focus: SettingsControl, unsavedBecause: SaveProblem? = nil, sessionFile: String? = nil,
    showsEveryLanguage: Bool = true
  ) {
    self.language = language
    self.keypad = keypad
    self.calculationDelay = calculationDelay
    self.overrides = overrides
    self.focus = focus
    self.unsavedBecause = unsavedBecause
    self.sessionFile = sessionFile
    self.showsEveryLanguage = showsEveryLanguage
  }

  /// Whether the command line set `option`'s setting for this run (`--lang`, `--calc-delay`).
  public func isFromCommandLine(_ option: SettingsControl) -> Bool {
    switch option {
    case .language: overrides.language != nil
    case .calculationDelay: overrides.calculationDelay != nil
    case .keypad, .back: false
    }
  }

  /// Whether `option` is the one in effect.
  public func isChosen(_ option: SettingsControl) -> Bool {
    switch option {
    case .language(let language): language == self.language
    case .keypad(let keypad): keypad == self.keypad
    case .calculationDelay(let delay): delay == calculationDelay
    case .back: false
    }
  }
}

/// What the mouse and the focus can land on on the Settings screen: each option, and `Back`.
public enum SettingsControl: Hashable, Sendable {
  case language(Language)
  case keypad(KeypadOrder)
  case calculationDelay(Duration)
  case back
}
