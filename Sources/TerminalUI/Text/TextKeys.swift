/// The keys, clicks and wheel of a text (`TextField`, `TextArea`), as `TextEdit`s for the view
/// model's one intent: characters are typed, Backspace and Delete delete, the arrows, Home, End
/// and the Page keys move (Ctrl-A and Ctrl-E too, as in a shell), Enter is a new line in an area.
/// In a field, Enter, Up, Down and the Page keys are left to the screen (its submit, its focus).
/// With `FocusKeys` for the rest of a screen:
///
/// ```swift
/// let focus = viewModel.state.focus
/// return TextKeys.handle(key, on: focus, in: frame, edit: viewModel.onEdit)  // nil where the focus is no text
///   ?? FocusKeys.handle(key, in: frame, focus: focus, move: viewModel.onFocus, press: press) ?? .keepRunning
/// ```
public enum TextKeys {
  /// The edit `key` makes in a text, one line or many; nil for a key that is not the text's.
  public static func edit(for key: Key, singleLine: Bool) -> TextEdit? {
    switch key {
    case .character(let character): return .insert(String(character))
    case .enter: return singleLine ? nil : .insert("\n")
    case .backspace: return .deleteBackward
    case .delete: return .deleteForward
    case .left: return .left
    case .right: return .right
    case .home, .control("a"): return .lineStart
    case .end, .control("e"): return .lineEnd
    case .modified(.home, .control): return .textStart
    case .modified(.end, .control): return .textEnd
    case .up: return singleLine ? nil : .up
    case .down: return singleLine ? nil : .down
    case .pageUp: return singleLine ? nil : .pageUp
    case .pageDown: return singleLine ? nil : .pageDown
    default: return nil
    }
  }

  /// Edits the text drawn on `frame` as `control` for `key`, if `control` is a text and `key` one of
  /// its keys; nil for any other key or control, and for every key while the terminal was too small
  /// to draw it. `edit` gets the text's size as drawn.
  @MainActor
  public static func handle<Control>(
    _ key: Key, on control: Control, in frame: RenderedScreen<Control>, edit: (TextEdit, Size) -> Void
  ) -> FrameOutcome? {
    guard let singleLine = frame.controls.textIsSingleLine(control), let rect = frame.controls.rect(of: control),
      let change = Self.edit(for: key, singleLine: singleLine)
    else { return nil }
    edit(change, rect.size)
    return .keepRunning
  }

  /// The cursor to the cell clicked, if `cell` is on the text drawn as `control`.
  @MainActor
  public static func click<Control>(
    at cell: Point, on control: Control, in frame: RenderedScreen<Control>, edit: (TextEdit, Size) -> Void
  ) {
    guard let rect = frame.controls.rect(of: control), rect.contains(cell) else { return }
    edit(.place(at: Point(x: cell.x - rect.x, y: cell.y - rect.y)), rect.size)
  }

  /// The wheel over the text drawn as `control`: three rows a notch.
  @MainActor
  public static func scroll<Control>(
    _ button: MouseButton, on control: Control, in frame: RenderedScreen<Control>, edit: (TextEdit, Size) -> Void
  ) {
    guard let rect = frame.controls.rect(of: control) else { return }
    edit(.scroll(by: button == .wheelUp ? -3 : 3), rect.size)
  }

  /// A paste into the text drawn as `control`: one `.insert`, its CRs made line feeds.
  @MainActor
  public static func paste<Control>(
    _ text: String, on control: Control, in frame: RenderedScreen<Control>, edit: (TextEdit, Size) -> Void
  ) {
    guard let rect = frame.controls.rect(of: control) else { return }
    edit(.insert(text), rect.size)
  }
}
