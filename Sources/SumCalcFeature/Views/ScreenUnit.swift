import TerminalUI

/// One screen: it draws its view model's state, records the controls it draws (their rectangles
/// come from the same layout pass), and turns the keys and clicks on it into its view model's
/// intents. A screen is a value made afresh for each frame and each event, with its view model and
/// the frame's context; it holds no state of its own.
@MainActor
protocol ScreenUnit {
  /// What the mouse and the focus can land on, in this screen's own words.
  associatedtype Control: Hashable & Sendable

  /// The smallest terminal this screen can be used in: below it the too-small screen shows
  /// instead, and the screen comes back by itself, as it was, once the terminal is large enough.
  var minimumSize: Size { get }
  func render(size: Size) -> RenderedScreen<Control>
  /// A key pressed on this screen, in the `frame` it applies to (its size, its controls): drawn
  /// only if the key needs it, which digits and letters do not.
  func handle(_ key: Key, frame: @autoclosure () -> RenderedScreen<Control>) -> ScreenOutcome
  /// One of its controls pressed, by a click or by Enter on the focused one.
  func press(_ control: Control) -> ScreenOutcome
  /// The mouse wheel over it (SPEC: it does nothing but on History).
  func scroll(_ button: MouseButton, frame: @autoclosure () -> RenderedScreen<Control>)
  /// Text the user pasted.
  func paste(_ text: String)
  /// Whether something on it moves with time (a spinner): the loop then keeps drawing.
  var isAnimating: Bool { get }
}

extension ScreenUnit {
  var minimumSize: Size { Size(width: 1, height: 1) }
  func scroll(_ button: MouseButton, frame: @autoclosure () -> RenderedScreen<Control>) {}
  func paste(_ text: String) {}
  var isAnimating: Bool { false }
}

/// What handling an event asks of the program beyond the state it changed.
enum ScreenOutcome: Hashable, Sendable {
  case keepRunning
  case quit
}

/// A drawn screen: the buffer and the controls on it, for hit-testing and focus moves.
struct RenderedScreen<Control: Hashable & Sendable> {
  var buffer: Buffer
  var controls = ControlMap<Control>()

  /// Puts the terminal cursor on the focused control (inside its brackets), so screen readers
  /// and magnifiers follow the focus.
  mutating func placeCursor(on focus: Control) {
    guard let rect = controls.rect(of: focus) else { return }
    buffer.cursor = Point(x: min(rect.x + 2, rect.maxX - 1), y: rect.y)
  }
}
