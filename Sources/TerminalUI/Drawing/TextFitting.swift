/// Shortening text to a number of cells, always at a character boundary, so a wide character is
/// never cut in half.
public enum TextFitting {
  /// The text itself when it fits, else its longest prefix that fits with `ellipsis` after it.
  public static func truncatingTail(_ text: String, toWidth width: Int, ellipsis: String = Glyphs.unicode.ellipsis)
    -> String
  {
    guard width > 0 else { return "" }
    guard text.cellWidth > width else { return text }
    let mark = ellipsis.cellWidth <= width ? ellipsis : String(prefix(ellipsis, width: width))
    return String(prefix(text, width: width - mark.cellWidth)) + mark
  }

  /// The text itself when it fits, else `ellipsis` plus its longest suffix that fits after it.
  /// Used where the newest part matters most, such as the expression on the result line.
  public static func truncatingHead(_ text: String, toWidth width: Int, ellipsis: String = Glyphs.unicode.ellipsis)
    -> String
  {
    guard width > 0 else { return "" }
    guard text.cellWidth > width else { return text }
    let mark = ellipsis.cellWidth <= width ? ellipsis : String(prefix(ellipsis, width: width))
    return mark + String(suffix(text, width: width - mark.cellWidth))
  }

  /// The text itself when it fits, else its longest run of whole words that fits with ` …` after
  /// it: no word is cut (a first word wider than `width` is, at a character boundary).
  public static func truncatingWords(_ text: String, toWidth width: Int, ellipsis: String = Glyphs.unicode.ellipsis)
    -> String
  {
    guard text.cellWidth > width else { return text }
    var words = text.split(separator: " ")
    while words.count > 1 {
      words.removeLast()
      let shortened = words.joined(separator: " ") + " " + ellipsis
      if shortened.cellWidth <= width { return shortened }
    }
    return truncatingTail(text, toWidth: width, ellipsis: ellipsis)
  }

  /// `wrap(_:toWidth:)` in at most `maxLines` lines: what does not fit ends the last line as
  /// `truncatingWords` ends it.
  public static func wrap(
    _ text: String, toWidth width: Int, maxLines: Int, ellipsis: String = Glyphs.unicode.ellipsis
  ) -> [String] {
    let lines = wrap(text, toWidth: width)
    guard lines.count > maxLines, maxLines > 0 else { return lines }
    let rest = lines[(maxLines - 1)...].joined(separator: " ")
    return lines.prefix(maxLines - 1) + [truncatingWords(rest, toWidth: width, ellipsis: ellipsis)]
  }

  /// The longest prefix of `text` no wider than `width` cells.
  public static func prefix(_ text: String, width: Int) -> Substring {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let next = used + CellWidth.of(text[index])
      guard next <= width else { break }
      used = next
      end = text.index(after: index)
    }
    return text[..<end]
  }

  /// The longest suffix of `text` no wider than `width` cells.
  public static func suffix(_ text: String, width: Int) -> Substring {
    var used = 0
    var start = text.endIndex
    while start > text.startIndex {
      let previous = text.index(before: start)
      let next = used + CellWidth.of(text[previous])
      guard next <= width else { break }
      used = next
      start = previous
    }
    return text[start...]
  }

  /// Breaks text into lines of at most `width` cells at spaces; a word wider than a line is cut
  /// at a character boundary.
  public static func wrap(_ text: String, toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        var word = String(word)
        let candidate = line.isEmpty ? word : line + " " + word
        if candidate.cellWidth <= width {
          line = candidate
          continue
        }
        if !line.isEmpty { lines.append(line) }
        while word.cellWidth > width {
          let head = prefix(word, width: width)
          guard !head.isEmpty else { return lines }  // a character wider than the line
          lines.append(String(head))
          word = String(word[head.endIndex...])
        }
        line = word
      }
      lines.append(line)
    }
    return lines
  }
}
