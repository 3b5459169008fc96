/// The keys, clicks and wheel of a text (`TextField`, `TextArea`), as `TextEdit`s for the view
/// model's one intent: characters are typed, Backspace and Delete delete, the arrows, Home, End
/// and the Page keys move (Ctrl-A and Ctrl-E too, as in a shell), Enter is a new line in an area.
/// In a field, Enter, Up, Down and the Page keys are left to the screen (its submit, its focus).
/// With `FocusKeys` for the rest of a screen:
///
/// ```swift
/// let state = viewModel.state
/// return (state.focus == .body ? TextKeys.handle(key, on: .body, editing: state.body, in: frame, edit: viewModel.onEdit) : nil)
///   ?? FocusKeys.handle(key, in: frame, focus: state.focus, move: viewModel.onFocus, press: press) ?? .keepRunning
/// ```
public enum TextKeys {
  /// The edit `key` makes in a text of `size`, one line or many; nil for a key that is not the
  /// text's.
  public static func edit(for key: Key, in size: Size, singleLine: Bool) -> TextEdit? {
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
    case .up: return singleLine ? nil : .up(in: size)
    case .down: return singleLine ? nil : .down(in: size)
    case .pageUp: return singleLine ? nil : .pageUp(in: size)
    case .pageDown: return singleLine ? nil : .pageDown(in: size)
    default: return nil
    }
  }

  /// Edits `text`, drawn on `frame` as `control`, for `key`, if it is one of the text's keys;
  /// nil for any other key, and for every key while the terminal was too small to draw it.
  @MainActor
  public static func handle<Control>(
    _ key: Key, on control: Control, editing text: EditableText, in frame: RenderedScreen<Control>,
    edit: (TextEdit) -> Void
  ) -> FrameOutcome? {
    guard let rect = frame.controls.rect(of: control),
      let change = Self.edit(for: key, in: rect.size, singleLine: text.isSingleLine)
    else { return nil }
    edit(change)
    return .keepRunning
  }

  /// The cursor to the cell clicked, if `cell` is on the text drawn as `control`.
  @MainActor
  public static func click<Control>(
    at cell: Point, on control: Control, in frame: RenderedScreen<Control>, edit: (TextEdit) -> Void
  ) {
    guard let rect = frame.controls.rect(of: control), rect.contains(cell) else { return }
    edit(.place(at: Point(x: cell.x - rect.x, y: cell.y - rect.y), in: rect.size))
  }

  /// The wheel over the text drawn as `control`: three rows a notch.
  @MainActor
  public static func scroll<Control>(
    _ button: MouseButton, on control: Control, in frame: RenderedScreen<Control>, edit: (TextEdit) -> Void
  ) {
    guard let rect = frame.controls.rect(of: control) else { return }
    edit(.scroll(by: button == .wheelUp ? -3 : 3, in: rect.size))
  }
}
