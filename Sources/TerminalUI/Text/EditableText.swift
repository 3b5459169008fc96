/// A text being edited, as a value the view model keeps in its state (as it keeps a list's
/// `ListWindow`): the lines, the cursor, and which part shows. `TextField` (one line, scrolling
/// sideways) and `TextArea` (lines wrapped at its width) draw it; `TextKeys` turns keys, clicks
/// and the wheel into `TextEdit`s, and `apply(_:in:)` makes them.
///
/// ```swift
/// var body = EditableText("Milk\nEggs")
/// let size = Size(width: 30, height: 8)  // the area's, as the frame drew it
/// body.apply(.insert(", bread"), in: size)  // typed or pasted: CR and CRLF become line feeds
/// body.apply(.up, in: size)  // by a row as the area shows them
/// body.text  // "Milk\nEggs, bread"
/// ```
///
/// Every edit keeps the cursor on a cluster boundary and takes time linear in the line it
/// touches (and in what it inserts), never in the whole text: the text is kept as its lines.
public struct EditableText: Hashable, Sendable {
  /// The lines, split at line feeds: at least one, none holding a line feed.
  public internal(set) var lines: [String]
  /// Where the next character typed goes.
  public internal(set) var cursor: TextPosition
  /// Whether this is a field's one line: line feeds typed or pasted become spaces.
  public let isSingleLine: Bool
  /// An area's first row shown, as last fitted (`fitted(in:)` settles it for a size).
  public internal(set) var top = WrappedRow(line: 0, row: 0)
  /// A field's first column shown, as last fitted.
  public internal(set) var firstColumn = 0
  /// The cell Up and Down keep to, across rows shorter than it.
  var goalX: Int?
  /// Whether the part shown follows the cursor (false after the wheel scrolled it away).
  var followsCursor = true
  /// The size `top` and `firstColumn` were last fitted for (nil: never).
  var fittedSize: Size?

  /// `text` to edit, the cursor at its end; in a field (`singleLine`) its line feeds are spaces.
  public init(_ text: String = "", singleLine: Bool = false) {
    isSingleLine = singleLine
    lines = Self.normalized(text, singleLine: singleLine).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    cursor = TextPosition(line: lines.count - 1, column: lines[lines.count - 1].count)
  }

  /// The whole text, its lines joined by line feeds.
  public var text: String { lines.joined(separator: "\n") }
  /// Whether there is no text at all.
  public var isEmpty: Bool { lines.count == 1 && lines[0].isEmpty }

  /// The cursor as a count of clusters from the text's start (a line feed is one).
  public var cursorOffset: Int {
    lines[..<cursor.line].reduce(0) { $0 + $1.count + 1 } + cursor.column
  }

  /// Text as it goes in: CR and CRLF become line feeds (a terminal's Enter, a Windows file), a tab
  /// four spaces, other control characters nothing; in one line, line feeds spaces.
  static func normalized(_ text: String, singleLine: Bool) -> String {
    // Most text has nothing to change: a line feed stays in an area; 0xC2 leads the C1 controls.
    let keep: UInt8 = singleLine ? 0xFF : 0x0A
    guard text.utf8.contains(where: { ($0 < 0x20 && $0 != keep) || $0 == 0x7F || $0 == 0xC2 }) else { return text }
    var result = String.UnicodeScalarView()
    var afterCR = false
    for scalar in text.unicodeScalars {
      defer { afterCR = scalar == "\r" }
      switch scalar {
      case "\n" where afterCR: continue
      case "\n", "\r": result.append(singleLine ? " " : "\n")
      case "\t": result.append(contentsOf: "    ".unicodeScalars)
      case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": continue
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}

// The edits that need no layout: typing, deleting, moving along the text.
extension EditableText {
  /// Inserts `text` at the cursor and puts the cursor after it (after the cluster it joined, for a
  /// combining mark typed on its own).
  mutating func insert(_ text: String) {
    let text = Self.normalized(text, singleLine: isSingleLine)
    guard !text.isEmpty else { return }
    let line = lines[cursor.line]
    let split = line.index(line.startIndex, offsetBy: cursor.column)
    let (head, tail) = (line[..<split], line[split...])
    let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
    if parts.count == 1 {
      let before = head + text
      cursor.column = before.count
      lines[cursor.line] = String(before + tail)
    } else {
      let last = String(parts[parts.count - 1])
      var added = parts.dropFirst().dropLast().map(String.init)
      added.append(last + tail)
      lines[cursor.line] = String(head + parts[0])
      lines.insert(contentsOf: added, at: cursor.line + 1)
      cursor = TextPosition(line: cursor.line + parts.count - 1, column: last.count)
    }
  }

  /// Deletes the cluster before the cursor (at a line's start, the line feed: the lines join).
  mutating func deleteBackward() {
    if cursor.column == 0 {
      guard cursor.line > 0 else { return }
      let line = lines.remove(at: cursor.line)
      cursor = TextPosition(line: cursor.line - 1, column: lines[cursor.line - 1].count)
      lines[cursor.line] += line
      return
    }
    let line = lines[cursor.line]
    let end = line.index(line.startIndex, offsetBy: cursor.column)
    lines[cursor.line].removeSubrange(line.index(before: end)..<end)
    cursor.column -= 1
    clampCursor()
  }

  /// Deletes the cluster after the cursor (at a line's end, the line feed).
  mutating func deleteForward() {
    let line = lines[cursor.line]
    let start = line.index(line.startIndex, offsetBy: cursor.column)
    guard start < line.endIndex else {
      guard cursor.line + 1 < lines.count else { return }
      lines[cursor.line] += lines.remove(at: cursor.line + 1)
      return
    }
    lines[cursor.line].removeSubrange(start..<line.index(after: start))
    clampCursor()
  }

  /// One cluster left, to the end of the line above from a line's start.
  mutating func moveLeft() {
    if cursor.column > 0 {
      cursor.column -= 1
    } else if cursor.line > 0 {
      cursor = TextPosition(line: cursor.line - 1, column: lines[cursor.line - 1].count)
    }
  }

  /// One cluster right, to the start of the line below from a line's end.
  mutating func moveRight() {
    if cursor.column < lines[cursor.line].count {
      cursor.column += 1
    } else if cursor.line + 1 < lines.count {
      cursor = TextPosition(line: cursor.line + 1, column: 0)
    }
  }

  /// To the start of the cursor's line (Home), or its end (End).
  mutating func moveToLine(end: Bool) {
    cursor.column = end ? lines[cursor.line].count : 0
  }

  /// To the start of the text, or its end.
  mutating func moveToText(end: Bool) {
    cursor =
      end ? TextPosition(line: lines.count - 1, column: lines[lines.count - 1].count) : TextPosition(line: 0, column: 0)
  }

  /// Keeps the cursor within its line after an edit that joined clusters across it (a vowel
  /// jamo met its leading consonant, two regional indicators became a flag).
  mutating func clampCursor() {
    cursor.column = min(cursor.column, lines[cursor.line].count)
  }
}
