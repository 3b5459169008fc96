import Observation
import SumCalcModel

/// The model, in seed 001's words "the data and the business logic, independent of the UI": the
/// user's numbers and finished sums, the settings, and keeping them — every change saved in the
/// background, one save at a time. It is the one owner of each: the calculator changes the data,
/// History reads it, Settings changes the settings, every screen speaks its language; no view
/// model holds a copy, and none relays a change to another.
@MainActor
@Observable
public final class Session {
  /// The numbers entered, what the result line says, the tape of finished sums.
  public var data: CalculatorData { values.data }
  /// What the user chose on the Settings screen (as saved).
  public var settings: Settings { values.settings }
  /// What the command line set for this run, over the settings: never saved, and replaced by a
  /// choice on the Settings screen.
  public var overrides: SettingsOverrides { values.overrides }
  /// Why the session is not being saved, if it is not: the last save failed, or nothing will be
  /// saved this run (another SumCalc writes it, no home, the user chose to go on without saving).
  public var saveProblem: SaveProblem? { values.saveProblem }
  /// The newest changes are not on disk: their save failed (`saveProblem` says why). Never set
  /// where the user chose to keep nothing (`--no-state`, Continue without saving).
  public var changesNotSaved: Bool { values.changesNotSaved }
  /// How many sums finished in this run: History keeps its selection on its sum as new ones come.
  public var sumsFinished: Int { values.sumsFinished }
  /// A setting in the session read at start could not be read and is its default
  /// (`SavedSession.settingsFellBack`).
  public var settingsFellBack: Bool { values.settingsFellBack }
  /// Where Start fresh put the unreadable session file (nil: nowhere, or no Start fresh).
  public var keptAside: String? { values.keptAside }
  /// Where the session another SumCalc left was kept aside: this one took the session over once
  /// that one had gone (said at exit).
  public var otherKeptAside: String? { values.otherKeptAside }

  /// The values above, as one observed value: each observed property costs its key path's run-time
  /// type before the first frame (docs/PERFORMANCE.md).
  private var values: Values

  private struct Values {
    var data = CalculatorData()
    var settings = Settings()
    var overrides: SettingsOverrides
    var saveProblem: SaveProblem?
    var changesNotSaved = false
    var sumsFinished = 0
    var settingsFellBack = false
    var keptAside: String?
    var otherKeptAside: String?
  }

  /// How many times the data and the settings changed, as of now, as of the save under way, and
  /// as of the last save that succeeded: what differs is not on disk.
  @ObservationIgnored private var changes = Changes()
  @ObservationIgnored private var changesSaving = Changes()
  @ObservationIgnored private var changesSaved = Changes()

  private struct Changes: Equatable {
    var data = 0
    var settings = 0
  }

  /// The language of the locale, where neither the command line nor a choice names one.
  @ObservationIgnored private let localeLanguage: Language
  /// Whether the terminal can show every language; where it shows ASCII alone, English is spoken
  /// (and a saved choice of another is kept for a terminal that can show it).
  @ObservationIgnored public let showsEveryLanguage: Bool
  @ObservationIgnored private let store: any SessionStore
  /// Nil where nothing is kept (Continue without saving).
  @ObservationIgnored private var autosave: Autosave?

  /// A session kept in `store`, empty until `restore` fills it from there.
  public init(
    store: any SessionStore, overrides: SettingsOverrides = SettingsOverrides(), localeLanguage: Language,
    showsEveryLanguage: Bool = true
  ) {
    self.store = store
    values = Values(overrides: overrides)
    self.localeLanguage = localeLanguage
    self.showsEveryLanguage = showsEveryLanguage
    autosave = Autosave(
      store: store,
      current: { [weak self] in
        guard let self else { return nil }
        changesSaving = changes
        return SavedSession(data: data, settings: settings)
      }
    ) {
      [weak self] in self?.saveEnded($0, otherKeptAside: $1)
    }
  }

  /// Where the session is kept, for messages; nil where nothing names a place.
  public var location: String? { store.location.isEmpty ? nil : store.location }
  /// Where the session is being kept: nowhere while saving fails or is off.
  public var keptIn: String? { saveProblem == nil ? location : nil }
  /// Why the numbers of this run would be lost on quitting now, if they would.
  public var unsavedBecause: SaveProblem? { changesNotSaved ? saveProblem : nil }
  /// What quitting now would lose, where `unsavedBecause` says it would.
  public var unsaved: UnsavedChanges {
    var parts: UnsavedChanges = []
    if changes.data != changesSaved.data { parts.insert(.numbers) }
    if changes.settings != changesSaved.settings { parts.insert(.settings) }
    return parts
  }

  // MARK: The settings in effect

  /// The language every screen speaks: the one asked for, as the terminal can show it
  /// (`Language.shown`).
  public var language: Language { languageAsked.shown(characterSetIsUTF8: showsEveryLanguage) }
  /// The language asked for: the command line's, else the one chosen, else the locale's.
  public var languageAsked: Language { overrides.language ?? settings.language ?? localeLanguage }
  public var calculationDelay: Duration {
    overrides.calculationDelay ?? settings.calculationDelay ?? Settings.defaultCalculationDelay
  }
  public var keypad: KeypadOrder { settings.keypad }

  // MARK: Changes

  /// The session read at start (nil: none was saved yet), and why nothing will be saved, if so.
  func restore(_ saved: SavedSession?, problem: SaveProblem?) {
    values.data = saved?.data ?? CalculatorData()
    values.settings = saved?.settings ?? Settings()
    values.settingsFellBack = saved?.settingsFellBack ?? false
    values.saveProblem = problem
  }

  /// Start fresh: the unreadable file is at `keptAside` (if it could be kept), the session empty.
  func startFresh(keptAside: String?) {
    restore(nil, problem: nil)
    values.keptAside = keptAside
  }

  /// Continue without saving: the state path is `kind`, not a file; nothing is kept from now on.
  func keepNothing(because kind: FileKind) {
    autosave = nil
    values.saveProblem = .savingOff(kind)
  }

  /// Changes the data; the change is saved.
  func change(_ edit: (inout CalculatorData) -> Void) {
    edit(&values.data)
    changes.data += 1
    autosave?.changed()
  }

  /// A setting changed: it is saved.
  private func settingsChanged() {
    changes.settings += 1
    autosave?.changed()
  }

  /// The numbers are summed (`reduce(0, +)`): the sum goes on the tape, the result line shows it,
  /// the list empties. The change is saved.
  func finishSum() {
    change { data in
      let sum = data.sum
      data.tape = CalculatorData.kept([TapeEntry(numbers: data.numbers, sum: sum)] + data.tape)
      data.result = .sum(sum)
      data.numbers = []
    }
    values.sumsFinished += 1
  }

  /// The user chose a language on the Settings screen: it applies at once, in place of what the
  /// command line set, and is kept.
  func choose(language: Language) {
    values.overrides.language = nil
    values.settings.language = language
    settingsChanged()
  }

  /// The user chose which way up the keypad is.
  func choose(keypad: KeypadOrder) {
    values.settings.keypad = keypad
    settingsChanged()
  }

  /// The user chose how long a calculation takes: in place of what the command line set, and kept.
  func choose(calculationDelay: Duration) {
    values.overrides.calculationDelay = nil
    values.settings.calculationDelay = calculationDelay
    settingsChanged()
  }

  /// Waits for the saves under way, and the one they may owe, to end. Where the last one failed
  /// for a reason that may have gone (the disk had space freed, the file was made writable), the
  /// session is saved once more: quitting keeps what it can.
  func finishSaving() async {
    await autosave?.finish()
    guard changesNotSaved, let problem = saveProblem, problem.mayGoAway else { return }
    autosave?.changed()
    await autosave?.finish()
  }

  /// A save ended, failing for `problem` or not. Each is assigned only when it changes: any
  /// assignment asks for a frame.
  private func saveEnded(_ problem: SaveProblem?, otherKeptAside: String?) {
    if let otherKeptAside, values.otherKeptAside != otherKeptAside { values.otherKeptAside = otherKeptAside }
    if problem == nil { changesSaved = changesSaving }
    if saveProblem != problem { values.saveProblem = problem }
    if changesNotSaved != (problem != nil) { values.changesNotSaved = problem != nil }
  }
}

extension SaveProblem {
  /// Whether trying again can succeed: a system error or a file's mode can change while SumCalc
  /// runs, and another SumCalc may have ended and freed the session; no home, and the user's choice
  /// to keep nothing, do not.
  fileprivate var mayGoAway: Bool {
    switch self {
    case .system, .readOnlyFile, .missingDirectory, .anotherSumCalc: true
    case .noHome, .savingOff: false
    }
  }
}

/// What a session holds that may be unsaved.
public struct UnsavedChanges: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let numbers = UnsavedChanges(rawValue: 1)
  public static let settings = UnsavedChanges(rawValue: 2)
}
