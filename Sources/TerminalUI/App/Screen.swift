/// One screen of a program, in the MVVM sense a view: it draws its view model's state into a
/// buffer, records the controls it draws (their rectangles come from the same layout pass), and
/// turns the keys and clicks on what it drew into its view model's intents. A screen is a value
/// made afresh for each frame, holding its view model and what the frame needs; it keeps no state
/// of its own.
///
/// ```swift
/// struct CounterScreen: Screen {
///   let viewModel: CounterViewModel
///   let context: ScreenContext<Void>  // glyphs, elapsed time, where the mouse is held
///
///   func render(size: Size) -> RenderedScreen<CounterControl> {
///     var screen = RenderedScreen<CounterControl>(size: size, context: context)
///     Label("\(viewModel.state.count)", style: .accent).render(in: screen.buffer.bounds.row(1), into: &screen.buffer)
///     screen.button(.plus, "+", at: Rect(x: 2, y: 3, width: Button.width(of: "+"), height: 1))
///     return screen
///   }
///
///   func handle(_ key: Key, in frame: RenderedScreen<CounterControl>) -> FrameOutcome {
///     key == .character("+") ? press(.plus, in: frame) : .keepRunning
///   }
///
///   func press(_ control: CounterControl, in frame: RenderedScreen<CounterControl>) -> FrameOutcome {
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
  /// A key pressed on this screen as `frame` drew it (its size, its controls), unless it is a
  /// control's shortcut (`RenderedScreen.button(…, keys:)`), which presses that control instead.
  /// Does nothing unless a screen says.
  func handle(_ key: Key, in frame: RenderedScreen<Control>) -> FrameOutcome
  /// One of its controls pressed on this screen as `frame` drew it, by a click or by Enter on the
  /// focused one (a row of a list pressed: `frame` holds the list's geometry as drawn).
  /// `.screenChanged` says the press changed the screen as a new screen would (a sum in place of
  /// the list it summed): as after a click that changed the route, the second click of a double
  /// click, at the same cell, then does nothing.
  func press(_ control: Control, in frame: RenderedScreen<Control>) -> FrameOutcome
  /// One of its controls clicked at `cell` (the press's) on this screen as `frame` drew it: a text
  /// puts its cursor there (`TextKeys.click`). Presses the control unless a screen says otherwise.
  func click(_ control: Control, at cell: Point, in frame: RenderedScreen<Control>) -> FrameOutcome
  /// Whether the characters a person types go to this screen before the navigator's keys that
  /// work everywhere and the controls' shortcut keys: true while a text has the focus, so that
  /// `q` is a letter there. Other keys (Esc, Ctrl-L, the arrows) are unchanged, and where the
  /// terminal is too small to draw the screen the navigator hears every key, `q` included.
  var takesText: Bool { get }
  /// The mouse wheel turned with the pointer at `cell` over the screen as `frame` drew it (a
  /// screen with two lists scrolls the one under it). Does nothing unless a screen says.
  func scroll(_ button: MouseButton, at cell: Point, in frame: RenderedScreen<Control>)
  /// Text the user pasted (bracketed paste). Does nothing unless a screen says.
  func paste(_ text: String)
  /// Text the user pasted on this screen as `frame` drew it (a text takes it where its cursor is:
  /// `TextKeys.paste`). Calls `paste(_:)` unless a screen says otherwise.
  func paste(_ text: String, in frame: RenderedScreen<Control>)
  /// The Esc key this screen was just given was the first byte of another key (its rest came
  /// late, `InputEvent.escapeRetracted`): what Esc changed is taken back. Does nothing unless a
  /// screen says.
  func retractEscape()
  /// Esc where the terminal is too small to draw this screen (`minimumSize`): a screen shown over
  /// another goes back to it, as its own Esc or `Back` would. Does nothing unless a screen says.
  func leave()
}

extension Screen {
  /// Keys other than the controls' shortcuts do nothing.
  public func handle(_ key: Key, in frame: RenderedScreen<Control>) -> FrameOutcome { .keepRunning }
  /// One cell: a screen that fits anywhere unless it says otherwise.
  public var minimumSize: Size { Size(width: 1, height: 1) }
  /// Presses nothing: a screen whose controls are texts alone (they take clicks) needs no press.
  public func press(_ control: Control, in frame: RenderedScreen<Control>) -> FrameOutcome { .keepRunning }
  /// A click presses the control.
  public func click(_ control: Control, at cell: Point, in frame: RenderedScreen<Control>) -> FrameOutcome {
    press(control, in: frame)
  }
  /// No text to type into: typed characters are keys like any other.
  public var takesText: Bool { false }
  /// Ignores the wheel.
  public func scroll(_ button: MouseButton, at cell: Point, in frame: RenderedScreen<Control>) {}
  /// Ignores pastes.
  public func paste(_ text: String) {}
  /// Hands the paste to `paste(_:)`.
  public func paste(_ text: String, in frame: RenderedScreen<Control>) { paste(text) }
  /// Keeps what Esc did.
  public func retractEscape() {}
  /// Stays: the screen at the bottom has nowhere to go back to.
  public func leave() {}
}

/// A drawn screen: the buffer and the controls on it, for hit-testing and focus moves. Its helpers
/// are inlinable, as `ControlMap`'s lookups are: specialised in the screen that calls them, they
/// look no conformance up at run time (unspecialised, `placeCursor`'s search of the controls cost a
/// scan of every conformance record at the first frame, about 0.13 M instructions).
public struct RenderedScreen<Control: Hashable & Sendable> {
  /// What the screen drew.
  public var buffer: Buffer
  /// Where it drew each control.
  public var controls: ControlMap<Control>
  /// Where a left press not yet released is, for `button` to draw the control there pressed.
  public var pressedAt: Point?
  /// The rows the screen's list or text showed (`ScrollingList`, `ScrollingText`): the page that
  /// Page Up and Page Down move by, as the user saw it. One list or text a screen: a second one
  /// drawn records over the first.
  public var listRows: Int?
  /// How many items or lines that list or text had in all, at the width it was drawn.
  public var listCount: Int?

  /// A drawn screen of `buffer` and `controls`.
  @inlinable public init(buffer: Buffer, controls: ControlMap<Control> = ControlMap(), pressedAt: Point? = nil) {
    self.buffer = buffer
    self.controls = controls
    self.pressedAt = pressedAt
  }

  /// An empty screen of `size`, drawn in the context's glyphs, its buttons looking pressed where
  /// the context's press is.
  @inlinable public init<Strings>(size: Size, context: ScreenContext<Strings>) {
    self.init(buffer: Buffer(size: size, glyphs: context.glyphs), pressedAt: context.pressedAt)
  }

  /// Draws `title` as a button in `rect` and records `control` there, in one step, so that what is
  /// drawn is what is clicked: it looks pressed while the mouse is held on it, else focused or not.
  /// A control that is not `focusable` is clicked but skipped by Tab and the arrows; `keys` press
  /// it from anywhere on the screen (while it is drawn and enabled; a key two buttons name presses
  /// the one drawn last), before `Screen.handle` hears it — so a screen with a text field gives
  /// its buttons no keys the text could hold. The focused one gets the cursor.
  @inlinable public mutating func button(
    _ control: Control, _ title: String, at rect: Rect, focused: Bool = false, enabled: Bool = true,
    focusable: Bool = true, keys: [Key] = []
  ) {
    controls.add(control, at: rect, focusable: focusable, keys: enabled ? keys : [])
    let look = Button.Look(at: rect, pressedAt: pressedAt, focused: focused, enabled: enabled)
    Button(title, look: look).render(in: rect, into: &buffer)
    if focused { placeCursor(on: control) }
  }

  /// Draws `widget` into `area` of the buffer.
  @inlinable public mutating func draw(_ widget: some Widget, in area: Rect) {
    widget.render(in: area, into: &buffer)
  }

  /// Puts the terminal cursor on the focused control (inside its brackets), so that screen readers
  /// and magnifiers follow the focus.
  @inlinable public mutating func placeCursor(on focus: Control) {
    guard let rect = controls.rect(of: focus) else { return }
    buffer.cursor = Point(x: min(rect.x + 2, rect.maxX - 1), y: rect.y)
  }
}
