/// The keys and the wheel of a list (`ScrollingList`): the arrows move the selection one item,
/// Page Up and Page Down by the rows the frame's list had, Home and End to the ends — each as
/// `move(by:rows:)`, the view model's intent. With `FocusKeys` for the rest of a screen:
///
/// ```swift
/// let focus = viewModel.state.focus
/// return (focus == .list ? ListKeys.handle(key, in: frame, move: viewModel.onMove) : nil)
///   ?? FocusKeys.handle(key, in: frame, focus: focus, move: viewModel.onFocus, press: press) ?? .keepRunning
/// ```
public enum ListKeys {
  /// Moves the list for `key` on `frame`, if it is a list key; nil for any other key.
  @MainActor
  public static func handle<Control>(
    _ key: Key, in frame: RenderedScreen<Control>, move: (_ by: Int, _ rows: Int) -> Void
  ) -> FrameOutcome? {
    let rows = frame.listRows ?? 1
    guard let step = ListWindow.step(for: key, rows: rows) else { return nil }
    move(step, rows)
    return .keepRunning
  }

  /// The wheel over `frame`'s list: one item up or down.
  @MainActor
  public static func scroll<Control>(
    _ button: MouseButton, in frame: RenderedScreen<Control>, move: (_ by: Int, _ rows: Int) -> Void
  ) {
    move(button == .wheelUp ? -1 : 1, frame.listRows ?? 1)
  }
}
