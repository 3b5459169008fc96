/// One screen of a program, in the MVVM sense a view: it draws its view model's state into a
/// buffer, records the controls it draws (their rectangles come from the same layout pass), and
/// turns the keys and clicks on what it drew into its view model's intents. A screen is a value
/// made afresh for each frame, holding its view model and what the frame needs; it keeps no state
/// of its own.
///
/// ```swift
/// struct CounterScreen: Screen {
///   let viewModel: CounterViewModel
///
///   func render(size: Size) -> RenderedScreen<CounterControl> {
///     var screen = RenderedScreen<CounterControl>(buffer: Buffer(size: size))
///     let plus = Rect(x: 2, y: 2, width: Button.width(of: "+"), height: 1)
///     Button("+").render(in: plus, into: &screen.buffer)
///     screen.controls.add(.plus, at: plus)
///     return screen
///   }
///
///   func handle(_ key: Key, in frame: RenderedScreen<CounterControl>) -> ScreenOutcome {
///     if key == .character("+") { viewModel.onPlusTapped() }
///     return .keepRunning
///   }
///
///   func press(_ control: CounterControl) -> ScreenOutcome {
///     viewModel.onPlusTapped()
///     return .keepRunning
///   }
/// }
/// ```
@MainActor
public protocol Screen {
  /// What the mouse and the focus can land on, in this screen's own words.
  associatedtype Control: Hashable & Sendable

  /// The smallest terminal this screen can be used in; below it, a program shows something else
  /// (SumCalc: the size needed and the size now) and routes no input to it.
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
}

extension Screen {
  public var minimumSize: Size { Size(width: 1, height: 1) }
  public func scroll(_ button: MouseButton, in frame: RenderedScreen<Control>) {}
  public func paste(_ text: String) {}
}

/// What handling input asks of the program beyond the state it changed.
public enum ScreenOutcome: Hashable, Sendable {
  case keepRunning
  case quit
}

/// A drawn screen: the buffer and the controls on it, for hit-testing and focus moves.
public struct RenderedScreen<Control: Hashable & Sendable> {
  public var buffer: Buffer
  public var controls: ControlMap<Control>

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
