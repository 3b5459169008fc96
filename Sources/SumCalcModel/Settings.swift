/// What the user chose on the Settings screen, kept with the session: the language, the order of
/// the keypad's rows and how long a calculation takes. What was never chosen follows the locale
/// and the seed (nil).
public struct Settings: Hashable, Sendable {
  /// The interface language; nil follows the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`).
  public var language: Language?
  public var keypad: KeypadOrder
  /// How long "calculating" takes; nil is the seed's 3 s.
  public var calculationDelay: Duration?

  public init(language: Language? = nil, keypad: KeypadOrder = .oneTwoThreeOnTop, calculationDelay: Duration? = nil) {
    self.language = language
    self.keypad = keypad
    self.calculationDelay = calculationDelay
  }

  /// The delays the Settings screen offers: the seed's 3 s, 1 s, or none.
  public static let calculationDelays: [Duration] = [.seconds(3), .seconds(1), .zero]
  /// The seed's delay, where none was chosen.
  public static let defaultCalculationDelay: Duration = .seconds(3)
}

/// Which way up the keypad is.
public enum KeypadOrder: String, Hashable, Sendable, CaseIterable {
  /// `1 2 3` on top, as the seed and a telephone have it.
  case oneTwoThreeOnTop
  /// `7 8 9` on top, as a numeric keypad and a desk calculator have it.
  case sevenEightNineOnTop
}

/// What a run takes from the command line over the settings, for that run only (never saved).
public struct SettingsOverrides: Hashable, Sendable {
  public var language: Language?
  public var calculationDelay: Duration?

  public init(language: Language? = nil, calculationDelay: Duration? = nil) {
    self.language = language
    self.calculationDelay = calculationDelay
  }
}

/// A session as it is kept: the calculator's data and the settings.
public struct SavedSession: Hashable, Sendable {
  public var data: CalculatorData
  public var settings: Settings
  /// A setting in the file could not be read (hand-edited, or written by a later release with a new
  /// option): it is its default in `settings`, and the rest of the session loaded.
  public var settingsFellBack: Bool

  public init(data: CalculatorData = CalculatorData(), settings: Settings = Settings(), settingsFellBack: Bool = false)
  {
    self.data = data
    self.settings = settings
    self.settingsFellBack = settingsFellBack
  }
}
