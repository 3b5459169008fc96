import SumCalcModel
import TerminalUI

/// Numbers joined by ` + ` for one line of a given width. When they do not all fit, the line says
/// how many there are and shows the newest that fit, whole: `(1,234 numbers) … 7 + 8 + 9` — the
/// cut is always between two numbers, and the same with ASCII's `...`, so that no digit is glued
/// to the dots and read as part of a longer number. Typing onto a long list so always changes the
/// line (the count), and it reads only the numbers that can show: a list of 100,000 costs no more
/// than a list of 10.
enum ExpressionText {
  static func fitting(
    _ numbers: some BidirectionalCollection<Int>, suffix: String = "", width: Int, context: SumCalcContext
  )
    -> String
  {
    guard width > 0 else { return "" }
    let suffixWidth = suffix.cellWidth
    if let whole = newest(numbers, within: width - suffixWidth), whole.count == numbers.count {
      return whole.text + suffix
    }
    let ellipsis = context.glyphs.ellipsis + " "
    // The count, where it leaves room for at least one number; else only the dots.
    for lead in ["(" + context.strings.numberCount(numbers.count) + ") " + ellipsis, ellipsis] {
      if let tail = newest(numbers, within: width - lead.cellWidth - suffixWidth), tail.count > 0 {
        return lead + tail.text + suffix
      }
    }
    // Not even one number fits: the end of the line, cut.
    return TextFitting.truncatingHead(
      String(numbers.last ?? 0) + suffix, toWidth: width, ellipsis: context.glyphs.ellipsis)
  }

  /// The newest numbers whose text (`a + b + c`) fits `width`, and how many they are; nil where the
  /// width is negative.
  private static func newest(_ numbers: some BidirectionalCollection<Int>, within width: Int) -> (
    text: String, count: Int
  )? {
    guard width >= 0 else { return nil }
    var pieces: [String] = []
    var used = 0
    for number in numbers.reversed() {
      let piece = pieces.isEmpty ? String(number) : String(number) + " + "
      guard used + piece.cellWidth <= width else { break }
      used += piece.cellWidth
      pieces.append(piece)
    }
    // Appended one by one: `reversed().joined()` is the standard library's generic code, not
    // specialised for this module, and cost a keystroke some 5 µs (docs/PERFORMANCE.md).
    var text = ""
    text.reserveCapacity(used)  // cells are bytes here: numbers and ` + ` are ASCII
    for piece in pieces.reversed() { text += piece }
    return (text, pieces.count)
  }

  /// A finished sum as the tape and History show it: `1 + 2 + 3 = 6`, cut as above when long, or,
  /// for a sum that kept only its count, `(300,000 numbers) = 300000`.
  static func line(for entry: TapeEntry, width: Int, context: SumCalcContext) -> String {
    let suffix = " = \(entry.sum)"
    guard entry.keepsNumbers else {
      let text = "(" + context.strings.numberCount(entry.count) + ")" + suffix
      return TextFitting.truncatingHead(text, toWidth: width, ellipsis: context.glyphs.ellipsis)
    }
    return fitting(entry.numbers, suffix: suffix, width: width, context: context)
  }
}
