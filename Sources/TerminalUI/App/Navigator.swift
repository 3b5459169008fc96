/// What an app tells `RoutedApp`, its root: which screen shows (`route`, one enum whose cases carry
/// their screens' view models), the screen for each route, and the keys that work on every
/// screen. The navigator is the router: the one code that changes `route`, as its view models'
/// events ask.
///
/// ```swift
/// @MainActor @Observable final class TallyRouter: Navigator {
///   var route: TallyRoute { shown ?? .counter(counter) }  // the counter unless another shows
///   func screen(for route: TallyRoute, context: ScreenContext<Void>) -> any Screen {
///     switch route {
///     case .counter(let counter): CounterScreen(viewModel: counter, context: context)
///     case .saved(let list, _): SavedScreen(viewModel: list, context: context)
///     }
///   }
/// }
/// ```
@MainActor
public protocol Navigator: AnyObject {
  /// Which screen shows; the same route is the same view models (`ViewModel`).
  associatedtype Route: Equatable
  /// The app's words, handed to every screen in its context; `Void` for an app with none to hand on.
  associatedtype Strings: Sendable = Void

  /// The screen showing now. `RoutedApp` reads it for each frame and after each input, so a change
  /// made by an intent draws the new screen before the next key of the same burst.
  var route: Route { get }
  /// The words in the language in effect, read once a frame.
  var strings: Strings { get }
  /// The screen that draws `route` in `context`.
  func screen(for route: Route, context: ScreenContext<Strings>) -> any Screen
  /// Shows `route` again, its view models as they were: the Esc key that left it was the first
  /// byte of another key (`InputEvent.escapeRetracted`, which `RoutedApp` hears straight after
  /// that Esc), and the key goes to it. By default the route does not come back: the Esc stands,
  /// and the key goes to the screen it led to — nothing is lost, nothing applied to other data.
  /// Bring `route` back only where its view models refer to their data by identity, so that what
  /// the Esc saved, deleted or moved leaves them right (Notes' editor holds its note's id, not its
  /// place in the list): a view model that held a position would write over another note.
  func restore(_ route: Route)
  /// The keys that quit from every screen (none unless the app says): `everywhere` hears them.
  var quitKeys: Set<Key> { get }
  /// A key that works on every screen, before the screen hears it (nil: the screen's) — but for
  /// the characters typed on a screen that takes text (`Screen.takesText`), which that screen hears
  /// instead: `q` quits from a list and is a letter in a text field.
  func everywhere(_ key: Key) -> FrameOutcome?
  /// What shows where the terminal is smaller than the route's screen needs (`needed`).
  func tooSmall(needed: Size, context: ScreenContext<Strings>, size: Size) -> Buffer
  /// Whether something on the screen moves with time (a spinner): a question for the state.
  var isAnimating: Bool { get }
  /// Whether the app is done (a Quit button's event said so): the loop ends after the input that
  /// finished it, as it does for a quit key. Asked after each input event only: work that ends by
  /// itself ends the app through an input (or a signal), not by setting this.
  var isFinished: Bool { get }
  /// Begins the first screen's work, before the first frame.
  func start()
  /// Ends the app's work once the terminal is given back (the last save, say).
  func stop() async
}

extension Navigator where Strings == Void {
  /// No words to hand on.
  public var strings: Void { () }
}

extension Navigator {
  /// No route comes back: an Esc taken back stands (`restore(_:)`).
  public func restore(_ route: Route) {}
  /// No key quits everywhere.
  public var quitKeys: Set<Key> { [] }
  /// The quit keys quit; Ctrl-L draws every cell again; nothing else works everywhere.
  public func everywhere(_ key: Key) -> FrameOutcome? {
    quitKeys.contains(key) ? .quit : key == .control("l") ? .repaint : nil
  }
  /// The toolkit's `TooSmall`, in English, with the way out: `q` where it quits everywhere (a too-
  /// small screen hears no text), else Ctrl-C, which ends every program on the toolkit.
  public func tooSmall(needed: Size, context: ScreenContext<Strings>, size: Size) -> Buffer {
    let glyphs = context.glyphs
    let quit = everywhere(.character("q")) == .quit ? ", or q to quit" : ", or Ctrl-C to quit"
    return TooSmall(
      needed: needed, actual: size, glyphs: glyphs,
      explanation: "Make the terminal at least \(glyphs.text(of: needed)) (it is \(glyphs.text(of: size)))\(quit)"
    ).render()
  }
  /// Nothing moves by itself.
  public var isAnimating: Bool { false }
  /// Only the quit keys end the app.
  public var isFinished: Bool { false }
  /// Nothing to start.
  public func start() {}
  /// Nothing to finish.
  public func stop() async {}
}
