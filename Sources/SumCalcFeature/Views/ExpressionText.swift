import TerminalUI

/// Text of numbers joined by ` + `, made for one line of a given width: when too long it is `…`
/// plus the newest part. It reads only the numbers that can show, so a list of 100,000 costs no
/// more than a list of 10.
enum ExpressionText {
  static func fitting(_ numbers: [Int], suffix: String = "", width: Int, ellipsis: String = Glyphs.unicode.ellipsis)
    -> String
  {
    guard width > 0 else { return "" }
    var pieces: [String] = []
    var used = suffix.cellWidth
    for number in numbers.reversed() {
      let piece = pieces.isEmpty ? String(number) : "\(number) + "
      pieces.append(piece)
      used += piece.cellWidth
      if used > width { break }  // one piece past the edge is enough to know it is cut
    }
    return TextFitting.truncatingHead(pieces.reversed().joined() + suffix, toWidth: width, ellipsis: ellipsis)
  }

  /// A finished sum as the tape and History show it: `1 + 2 + 3 = 6`, or, for a sum that kept
  /// only its count, `(300,000 numbers) = 300000`.
  static func line(for entry: TapeEntry, width: Int, context: ScreenContext) -> String {
    let suffix = " = \(entry.sum)"
    guard entry.keepsNumbers else {
      let text = "(" + context.strings.numberCount(entry.count) + ")" + suffix
      return TextFitting.truncatingHead(text, toWidth: width, ellipsis: context.glyphs.ellipsis)
    }
    return fitting(entry.numbers, suffix: suffix, width: width, ellipsis: context.glyphs.ellipsis)
  }
}
