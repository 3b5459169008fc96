/// One change to an `EditableText`, as a value: what a key, a paste, a click or the wheel asks of a
/// text (`TextKeys` makes them). A view model takes them through one intent, with the size of the
/// widget that showed the text as the frame drew it — as a list's moves take the rows it had — and
/// applies them to the text in its state:
///
/// ```swift
/// func onEdit(_ edit: TextEdit, in size: Size) { body.apply(edit, in: size) }
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
  /// Up and Down: a row as the widget wraps them, to the same cell where it can.
  case up, down
  /// Page Up and Page Down: the rows the widget shows; the rows shown move with the cursor.
  case pageUp, pageDown
  /// A click at a cell of the widget, from its top left.
  case place(at: Point)
  /// The wheel: the rows shown move, the cursor stays.
  case scroll(by: Int)
}

extension EditableText {
  /// Makes `edit` on the text as a widget of `size` showed it (its first row or column as the frame
  /// drew them), and keeps the part shown then, which the next frame draws as it is.
  public mutating func apply(_ edit: TextEdit, in size: Size) {
    self = fitted(in: size)  // as the frame showed it: as the last edit left it, unless resized since
    switch edit {
    case .up, .down, .pageUp, .pageDown: break
    default: goalX = nil
    }
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
    case .up: moveVertically(by: -1, in: size, scrolling: false)
    case .down: moveVertically(by: 1, in: size, scrolling: false)
    case .pageUp: moveVertically(by: -max(1, size.height), in: size, scrolling: true)
    case .pageDown: moveVertically(by: max(1, size.height), in: size, scrolling: true)
    case .place(let point): place(at: point, in: size)
    case .scroll(let delta): scroll(by: delta, in: size)
    }
    if case .scroll = edit {} else { followsCursor = true }
    fittedSize = nil  // changed since: fitted again
    self = fitted(in: size)
  }
}
