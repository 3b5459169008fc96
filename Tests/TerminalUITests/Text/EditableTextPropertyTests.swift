import TerminalUITesting
import Testing
import ToolkitTestSupport

@testable import TerminalUI

/// The text kept as lines against the plainest model there is: one `String` and the cursor as a
/// count of clusters from its start, every edit made on the whole string. Thousands of random
/// edits — clusters that join across the cursor (a lone accent, jamo, skin tones, flags), line
/// feeds typed and pasted as CR and CRLF, moves by row at random widths — give the same text and
/// cursor both ways.
@Suite("Editable text: a property against a plain String")
struct EditableTextPropertyTests {
  /// The whole text as one string, the cursor as an offset in clusters.
  struct Model {
    var text = ""
    var offset = 0
    var goal: Int?
    let singleLine: Bool

    func index(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: offset) }

    static func normalized(_ text: String, singleLine: Bool) -> String {
      var result = ""
      var scalars = Array(text.unicodeScalars)[...]
      while let scalar = scalars.popFirst() {
        switch scalar {
        case "\r":
          if scalars.first == "\n" { scalars.removeFirst() }
          result += singleLine ? " " : "\n"
        case "\n": result += singleLine ? " " : "\n"
        case "\t": result += "    "
        case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": continue  // other controls go
        default: result.unicodeScalars.append(scalar)
        }
      }
      return result
    }

    mutating func insert(_ inserted: String) {
      let inserted = Self.normalized(inserted, singleLine: singleLine)
      let split = index(offset)
      offset = (text[..<split] + inserted).count
      text = text[..<split] + inserted + text[split...]
    }

    /// The rows of the whole text wrapped at `width`: where each starts and ends (in offsets), and
    /// whether it ends its line.
    func rows(width: Int) -> [(start: Int, end: Int, last: Bool, widths: [Int])] {
      var rows: [(Int, Int, Bool, [Int])] = []
      var lineStart = 0
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let characters = Array(line)
        let widths = characters.map(CellWidth.of)
        var starts = [0]
        var used = 0
        var breakAfter = 0
        for (i, character) in characters.enumerated() {
          if character == " " {
            used += widths[i]
            breakAfter = i + 1
            continue
          }
          if !singleLine, used + widths[i] > width, i > starts.last! {
            starts.append(breakAfter > starts.last! ? breakAfter : i)
            used = widths[starts.last!..<i].reduce(0, +)
            breakAfter = starts.last!
          }
          used += widths[i]
        }
        for (n, start) in starts.enumerated() {
          let end = n + 1 < starts.count ? starts[n + 1] : characters.count
          rows.append((lineStart + start, lineStart + end, n + 1 == starts.count, Array(widths[start..<end])))
        }
        lineStart += characters.count + 1
      }
      return rows
    }

    mutating func vertical(_ delta: Int, width: Int) {
      let rows = rows(width: width)
      let r = rows.firstIndex { $0.start <= offset && (offset < $0.end || (offset == $0.end && $0.last)) }!
      let x = rows[r].widths[..<(offset - rows[r].start)].reduce(0, +)
      let goal = goal ?? x
      self.goal = goal
      let target = r + delta
      guard rows.indices.contains(target) else {
        offset = delta < 0 ? 0 : text.count
        return
      }
      let row = rows[target]
      let limit = row.last ? row.end : max(row.start, row.end - 1)
      var position = row.start
      var used = 0
      while position < limit, used + row.widths[position - row.start] <= goal {
        used += row.widths[position - row.start]
        position += 1
      }
      offset = position
    }

    mutating func apply(_ edit: TextEdit) {
      if case .up = edit {} else if case .down = edit {} else { goal = nil }
      switch edit {
      case .insert(let inserted): insert(inserted)
      case .deleteBackward:
        guard offset > 0 else { return }
        text.remove(at: index(offset - 1))
        offset = min(offset - 1, text.count)
      case .deleteForward:
        guard offset < text.count else { return }
        text.remove(at: index(offset))
        offset = min(offset, text.count)
      case .left: offset = max(0, offset - 1)
      case .right: offset = min(text.count, offset + 1)
      case .lineStart:
        offset = text[..<index(offset)].lastIndex(of: "\n").map { text[...$0].count } ?? 0
      case .lineEnd:
        offset = text[index(offset)...].firstIndex(of: "\n").map { text[..<$0].count } ?? text.count
      case .textStart: offset = 0
      case .textEnd: offset = text.count
      default: Issue.record("the model has no \(edit)")
      }
    }

    mutating func apply(_ edit: TextEdit, in size: Size) {
      switch edit {
      case .up: vertical(-1, width: max(1, size.width - 1))
      case .down: vertical(1, width: max(1, size.width - 1))
      default: apply(edit)
      }
    }
  }

  static let pieces = [
    "a", "b", "z", " ", "  ", "é", "e", "\u{301}", "\u{1112}", "\u{1161}", "\u{11AB}", "한", "👍", "\u{1F3FD}", "🇺",
    "🇦", "\n", "\r\n", "\r", "word ", "\t", "가나다", "x\ny", "\u{200D}", "💻", "abcdefghijklmno", "1\u{FE0F}\u{20E3}",
    "two words\r\nand more ", "\u{7}",
  ]

  static func randomSize(using random: inout SeededGenerator) -> Size {
    Size(width: Int.random(in: 1...14, using: &random), height: Int.random(in: 1...5, using: &random))
  }

  static func randomEdit(using random: inout SeededGenerator, singleLine: Bool) -> TextEdit {
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<8: return .insert(pieces.randomElement(using: &random)!)
    case 8, 9: return .deleteBackward
    case 10: return .deleteForward
    case 11: return .left
    case 12: return .right
    case 13: return .lineStart
    case 14: return .lineEnd
    case 15: return Bool.random(using: &random) ? .textStart : .textEnd
    case 16, 17: return singleLine ? .left : .up
    default: return singleLine ? .right : .down
    }
  }

  @Test(
    "5,000 random edits in an area and in a field give the text and the cursor the model gives",
    arguments: [false, true])
  func randomEdits(singleLine: Bool) {
    var random = SeededGenerator(seed: singleLine ? 37 : 73)
    for run in 0..<50 {
      var text = EditableText(singleLine: singleLine)
      var model = Model(singleLine: singleLine)
      for step in 0..<100 {
        let edit = Self.randomEdit(using: &random, singleLine: singleLine)
        let size = Self.randomSize(using: &random)
        text.apply(edit, in: size)
        model.apply(edit, in: size)
        guard text.text == model.text, text.cursorOffset == model.offset else {
          Issue.record(
            "run \(run), step \(step), \(edit): \(text.text.debugDescription) at \(text.cursorOffset), the model \(model.text.debugDescription) at \(model.offset)"
          )
          return
        }
        #expect(text.lines.allSatisfy { !$0.contains("\n") })
        #expect(text.cursor.column <= text.lines[text.cursor.line].count)
      }
    }
  }

  @Test("after Page keys, clicks and the wheel at random sizes, the cursor is in the text and shows where it should")
  func layoutEditsKeepTheirInvariants() {
    var random = SeededGenerator(seed: 370)
    for _ in 0..<40 {
      var text = EditableText()
      for _ in 0..<120 {
        let size = Size(width: Int.random(in: 2...16, using: &random), height: Int.random(in: 1...6, using: &random))
        let edit: TextEdit =
          switch Int.random(in: 0..<10, using: &random) {
          case 0: .pageUp
          case 1: .pageDown
          case 2:
            .place(
              at: Point(
                x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random)))
          case 3: .scroll(by: Int.random(in: -4...4, using: &random))
          default: Self.randomEdit(using: &random, singleLine: false)
          }
        text.apply(edit, in: size)
        #expect(text.cursor.line < text.lines.count && text.cursor.column <= text.lines[text.cursor.line].count)
        let fitted = text.fitted(in: size)
        let width = fitted.wrapWidth(in: size)
        let last = WrappedRow(
          line: text.lines.count - 1, row: fitted.wrapped(text.lines.count - 1, width: width).rowCount - 1)
        #expect(fitted.top <= last)
        if case .scroll = edit { continue }
        // The cursor's row is one of the rows shown.
        let row = fitted.cursorRow(width: width)
        #expect(
          fitted.top <= row && row <= fitted.step(fitted.top, by: size.height - 1, width: width), "\(edit) at \(size)")
      }
    }
  }
}
