/// One change to an `EditableText`, as a value: what a key, a paste, a click or the wheel asks of a
/// text (`TextKeys` makes them). A view model takes them through one intent and applies them to
/// the text in its state; those that depend on how the text is shown carry the size of the widget
/// that showed it, as the frame drew it.
///
/// ```swift
/// func onEdit(_ edit: TextEdit) { body.apply(edit) }
/// ```
public enum TextEdit: Hashable, Sendable {
  /// Typed or pasted text at the cursor: CR and CRLF become line feeds (spaces in a field), a tab
  /// four spaces, other control characters nothing.
  case insert(String)
  /// Backspace: the cluster before the cursor.
  case deleteBackward
  /// Delete: the cluster after the cursor.
  case deleteForward
  /// Left and Right: one cluster, across line ends.
  case left, right
  /// Home and End: the start or end of the cursor's line.
  case lineStart, lineEnd
  /// Ctrl-Home and Ctrl-End: the start or end of the text.
  case textStart, textEnd
  /// Up and Down: a row as a widget of that size wraps them, to the same cell where it can.
  case up(in: Size)
  case down(in: Size)
  /// Page Up and Page Down: the rows a widget of that size shows; the rows shown move with it.
  case pageUp(in: Size)
  case pageDown(in: Size)
  /// A click at a cell of a widget of that size, from its top left.
  case place(at: Point, in: Size)
  /// The wheel: the rows shown move, the cursor stays.
  case scroll(by: Int, in: Size)
}

extension EditableText {
  /// Makes `edit`.
  public mutating func apply(_ edit: TextEdit) {
    switch edit {
    case .up, .down, .pageUp, .pageDown: break
    default: goalX = nil
    }
    if case .scroll = edit {} else { followsCursor = true }
    switch edit {
    case .insert(let text): insert(text)
    case .deleteBackward: deleteBackward()
    case .deleteForward: deleteForward()
    case .left: moveLeft()
    case .right: moveRight()
    case .lineStart: moveToLine(end: false)
    case .lineEnd: moveToLine(end: true)
    case .textStart: moveToText(end: false)
    case .textEnd: moveToText(end: true)
    case .up(let size): moveVertically(by: -1, in: size, scrolling: false)
    case .down(let size): moveVertically(by: 1, in: size, scrolling: false)
    case .pageUp(let size): moveVertically(by: -max(1, size.height), in: size, scrolling: true)
    case .pageDown(let size): moveVertically(by: max(1, size.height), in: size, scrolling: true)
    case .place(let point, let size): place(at: point, in: size)
    case .scroll(let delta, let size): scroll(by: delta, in: size)
    }
  }
}
