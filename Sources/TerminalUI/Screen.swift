/// One screen of a program, in the MVVM sense a view: it draws its view model's state into a
/// buffer, records the controls it draws (their rectangles come from the same layout pass), and
/// turns the keys and clicks on what it drew into its view model's intents. A screen is a value
/// made afresh for each frame, holding its view model and what the frame needs; it keeps no state
/// of its own.
///
/// ```swift
/// struct CounterScreen: Screen {
///   let viewModel: CounterViewModel
///   let pressedAt: Point?  // where the mouse is held down, from `ScreenHost`
///
///   func render(size: Size) -> RenderedScreen<CounterControl> {
///     var screen = RenderedScreen<CounterControl>(buffer: Buffer(size: size))
///     Label("\(viewModel.state.count)", style: .accent).render(in: screen.buffer.bounds.row(1), into: &screen.buffer)
///     let plus = Rect(x: 2, y: 3, width: Button.width(of: "+"), height: 1)
///     screen.controls.add(.plus, at: plus)  // the rectangle drawn is the one clicked
///     Button("+", look: Button.Look(at: plus, pressedAt: pressedAt, focused: false)).render(in: plus, into: &screen.buffer)
///     return screen
///   }
///
///   func handle(_ key: Key, in frame: RenderedScreen<CounterControl>) -> ScreenOutcome {
///     key == .character("+") ? press(.plus) : .keepRunning
///   }
///
///   func press(_ control: CounterControl) -> ScreenOutcome {
///     viewModel.onStep(1)
///     return .keepRunning
///   }
/// }
/// ```
///
/// Examples/Tally has the whole of it.
@MainActor
public protocol Screen {
  /// What the mouse and the focus can land on, in this screen's own words.
  associatedtype Control: Hashable & Sendable

  /// The smallest terminal this screen can be used in; below it, a program shows something else
  /// (the size it needs, say) and routes no input to it.
  var minimumSize: Size { get }
  /// Draws the screen at `size`, recording its controls.
  func render(size: Size) -> RenderedScreen<Control>
  /// A key pressed on this screen as `frame` drew it (its size, its controls).
  func handle(_ key: Key, in frame: RenderedScreen<Control>) -> ScreenOutcome
  /// One of its controls pressed, by a click or by Enter on the focused one.
  func press(_ control: Control) -> ScreenOutcome
  /// The mouse wheel over the screen as `frame` drew it. Does nothing unless a screen says.
  func scroll(_ button: MouseButton, in frame: RenderedScreen<Control>)
  /// Text the user pasted (bracketed paste). Does nothing unless a screen says.
  func paste(_ text: String)
  /// The Esc key this screen was just given was the first byte of another key (its rest came
  /// late, `InputEvent.escapeRetracted`): what Esc changed is taken back. Does nothing unless a
  /// screen says.
  func retractEscape()
  /// Esc where the terminal is too small to draw this screen (`minimumSize`): a screen shown over
  /// another goes back to it, as its own Esc or `Back` would. Does nothing unless a screen says.
  func leave()
}

extension Screen {
  /// One cell: a screen that fits anywhere unless it says otherwise.
  public var minimumSize: Size { Size(width: 1, height: 1) }
  /// Ignores the wheel.
  public func scroll(_ button: MouseButton, in frame: RenderedScreen<Control>) {}
  /// Ignores pastes.
  public func paste(_ text: String) {}
  /// Keeps what Esc did.
  public func retractEscape() {}
  /// Stays: the screen at the bottom has nowhere to go back to.
  public func leave() {}
}

/// What handling input asks of the program beyond the state it changed.
public enum ScreenOutcome: Hashable, Sendable {
  /// Carry on.
  case keepRunning
  /// End the program.
  case quit
}

/// A drawn screen: the buffer and the controls on it, for hit-testing and focus moves.
public struct RenderedScreen<Control: Hashable & Sendable> {
  /// What the screen drew.
  public var buffer: Buffer
  /// Where it drew each control.
  public var controls: ControlMap<Control>

  /// A drawn screen of `buffer` and `controls`.
  public init(buffer: Buffer, controls: ControlMap<Control> = ControlMap()) {
    self.buffer = buffer
    self.controls = controls
  }

  /// Puts the terminal cursor on the focused control (inside its brackets), so that screen readers
  /// and magnifiers follow the focus.
  public mutating func placeCursor(on focus: Control) {
    guard let rect = controls.rect(of: focus) else { return }
    buffer.cursor = Point(x: min(rect.x + 2, rect.maxX - 1), y: rect.y)
  }
}
