import SumCalcFeature
import SumCalcModel
import TerminalUI

/// SumCalc put together: the router over a session store, the toolkit's root that draws its route,
/// and the run loop that runs it on a terminal. The executable makes one from the command line;
/// tests make one with a test terminal and a manual clock.
@MainActor
public struct SumCalcApp {
  public let router: AppRouter
  public let root: RoutedApp<AppRouter>

  /// The app keeping its session in `store`, drawn in `glyphs`, with time from `clock` (which
  /// the run loop must share); `overrides` are what the command line set for this run,
  /// `localeLanguage` speaks where nothing else names a language.
  public init(
    store: any SessionStore, glyphs: Glyphs = .unicode, clock: some Clock<Duration>, startupDelay: Duration,
    overrides: SettingsOverrides = SettingsOverrides(), localeLanguage: Language = .en
  ) {
    router = AppRouter(
      store: store, clock: clock, startupDelay: startupDelay, overrides: overrides, localeLanguage: localeLanguage,
      showsEveryLanguage: glyphs == .unicode)
    root = RoutedApp(router, glyphs: glyphs)
  }

  /// How a run ended: why, and the words on the numbers it could not save, if it could not.
  public struct End: Hashable, Sendable {
    public var exit: AppExit
    /// Said on standard error once the terminal is restored.
    public var unsaved: String?

    /// The process's exit status: quitting with numbers lost is a failure (1); a signal's end is
    /// the signal's.
    public var status: Int32 { exit == .quit && unsaved != nil ? 1 : exit.status }
  }

  /// Runs on `terminal` until the user quits (or a signal, or the terminal going away); the
  /// terminal is restored before the last save is awaited, and `slowSave` is called if that takes
  /// long.
  public func run<C: Clock<Duration>>(
    on terminal: any TerminalDevice, clock: C, slowSave: @escaping @MainActor () -> Void = {}
  ) async -> End {
    let exit = await AppLoop(terminal: terminal, app: root, clock: clock, slowStop: slowSave).run()
    let session = router.session
    let unsaved = session.unsavedBecause.map { problem in
      router.strings.unsavedAtExit(router.strings.notice(for: problem, path: session.location ?? ""), session.unsaved)
    }
    return End(exit: exit, unsaved: unsaved)
  }
}
