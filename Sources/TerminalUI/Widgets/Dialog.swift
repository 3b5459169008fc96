/// A dialog over a screen: a titled, bordered box with a message and a row of buttons, drawn over
/// what the screen below drew — dimmed, its highlights and cursor gone, none of its controls kept,
/// so a click outside the box presses nothing. The dialog is a screen of its own, with its own
/// controls and focus; its route case names the screen it shows over:
///
/// ```swift
/// enum NotesRoute: Equatable {
///   case list(NoteListViewModel)
///   case confirmDelete(ConfirmDeleteViewModel, over: NoteListViewModel)
/// }
///
/// func render(size: Size) -> RenderedScreen<Answer> {
///   var screen = RenderedScreen<Answer>(over: below, size: size, context: context)
///   screen.dialog(title: "Delete note?", message: "“Milk” goes for good.", buttons: [
///     DialogButton(.delete, "Delete", keys: ["y"]), DialogButton(.keep, "Keep", keys: ["n", .escape]),
///   ], focus: viewModel.state.focus)
///   return screen
/// }
/// ```
public struct DialogButton<Control: Hashable & Sendable> {
  /// What the button is, in the dialog's own words.
  public var control: Control
  /// The words on it.
  public var title: String
  /// The keys that press it from anywhere in the dialog (`y`, Esc).
  public var keys: [Key]

  /// A button `title` for `control`, pressed by `keys` too.
  public init(_ control: Control, _ title: String, keys: [Key] = []) {
    self.control = control
    self.title = title
    self.keys = keys
  }
}

extension RenderedScreen {
  /// A screen over what `below` draws at `size`: its text kept, every cell dimmed and out of reverse
  /// video, no cursor, none of its controls — the backdrop of a dialog.
  @MainActor public init<Below: Screen, Strings>(over below: Below, size: Size, context: ScreenContext<Strings>) {
    var backdrop = below.render(size: size).buffer
    backdrop.restyle(backdrop.bounds) { $0 = Style(role: .dim) }
    backdrop.cursor = nil
    self.init(buffer: backdrop, pressedAt: context.pressedAt)
  }

  /// Draws a dialog centred on the screen — `title` on its border, `message` wrapped inside, then
  /// `buttons` in a row, `focus` highlighted and given the cursor — over a blank box, and records
  /// the buttons. Returns the box.
  @discardableResult
  public mutating func dialog(title: String, message: String, buttons: [DialogButton<Control>], focus: Control?) -> Rect
  {
    let bounds = buffer.bounds
    let row = buttons.reduce(0) { $0 + Button.width(of: $1.title) } + 2 * max(0, buttons.count - 1)
    let widest = max(title.cellWidth + 4, row, min(message.cellWidth, 48))
    let width = min(bounds.width, widest + 4)
    let lines = TextFitting.wrap(message, toWidth: max(1, width - 4))
    let box = bounds.centered(Size(width: width, height: min(bounds.height, lines.count + 5)))
    buffer.fill(box)
    Border(title: title, style: .accent).render(in: box, into: &buffer)
    let inner = Border.inner(of: box)
    for (index, line) in lines.enumerated() where index + 1 < inner.height - 1 {
      draw(Label(line), in: Rect(x: inner.x + 1, y: inner.y + 1 + index, width: inner.width - 2, height: 1))
    }
    var x = inner.x + max(0, (inner.width - row) / 2)
    let y = inner.maxY - 1
    for item in buttons {
      let cells = min(Button.width(of: item.title), max(0, inner.maxX - x))
      button(
        item.control, item.title, at: Rect(x: x, y: y, width: cells, height: 1), focused: item.control == focus,
        keys: item.keys)
      x += cells + 2
    }
    return box
  }
}

/// A dialog's view model: which answer has the focus, and what an answer does (most tell the
/// router, through their events, to take the dialog away).
@MainActor
public protocol DialogViewModel: ViewModel {
  /// The dialog's buttons, in its own words.
  associatedtype Answer: Hashable & Sendable
  /// The button with the keyboard focus.
  var focus: Answer { get }
  /// Tab, Shift-Tab or an arrow moved the focus.
  func onFocus(_ answer: Answer)
  /// A button was pressed: by a click, Enter or Space on it, or its keys.
  func onAnswer(_ answer: Answer)
}

/// A whole dialog screen over the screen below, for a route like `.confirm(dialog, over: list)`:
/// it draws `RenderedScreen.dialog` over `below`, moves the focus with Tab and the arrows, answers
/// with a click, Enter, Space or a button's keys, and answers `cancel` to Esc where the terminal is
/// too small to show it.
///
/// ```swift
/// DialogScreen(
///   viewModel: dialog, below: ListScreen(viewModel: list, context: context), context: context,
///   title: "Delete?", message: "“Milk” goes for good.",
///   buttons: [DialogButton(.delete, "Delete", keys: ["y"]), DialogButton(.keep, "Keep", keys: ["n", .escape])],
///   cancel: .keep)
/// ```
public struct DialogScreen<Model: DialogViewModel, Below: Screen, Strings: Sendable>: Screen {
  /// The dialog's view model.
  public let viewModel: Model
  /// The screen it shows over, drawn dimmed.
  public let below: Below
  /// The frame's context.
  public let context: ScreenContext<Strings>
  /// On the border.
  public let title: String
  /// Inside, wrapped.
  public let message: String
  /// In a row under the message, in Tab order.
  public let buttons: [DialogButton<Model.Answer>]
  /// The answer Esc gives where the dialog cannot be shown.
  public let cancel: Model.Answer

  /// A dialog of `title`, `message` and `buttons` over `below`, answering to `viewModel`.
  public init(
    viewModel: Model, below: Below, context: ScreenContext<Strings>, title: String, message: String,
    buttons: [DialogButton<Model.Answer>], cancel: Model.Answer
  ) {
    (self.viewModel, self.below, self.context) = (viewModel, below, context)
    (self.title, self.message, self.buttons, self.cancel) = (title, message, buttons, cancel)
  }

  /// What the screen below needs, and room for the box: its border, a line of message, its buttons.
  public var minimumSize: Size {
    let buttonRow = buttons.reduce(0) { $0 + Button.width(of: $1.title) } + 2 * max(0, buttons.count - 1)
    return Size(width: max(below.minimumSize.width, buttonRow + 4), height: max(below.minimumSize.height, 6))
  }

  public func render(size: Size) -> RenderedScreen<Model.Answer> {
    var screen = RenderedScreen<Model.Answer>(over: below, size: size, context: context)
    screen.dialog(title: title, message: message, buttons: buttons, focus: viewModel.focus)
    return screen
  }

  public func handle(_ key: Key, in frame: RenderedScreen<Model.Answer>) -> FrameOutcome {
    FocusKeys.handle(key, in: frame, focus: viewModel.focus, move: viewModel.onFocus, press: press) ?? .keepRunning
  }

  public func press(_ answer: Model.Answer, in frame: RenderedScreen<Model.Answer>) -> FrameOutcome {
    viewModel.onAnswer(answer)
    return .keepRunning
  }

  public func leave() { viewModel.onAnswer(cancel) }
}
