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
}
