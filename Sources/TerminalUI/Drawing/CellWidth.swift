/// How many terminal cells text takes: 2 for East Asian wide characters (Hangul, CJK, fullwidth,
/// emoji), 0 for combining marks and other zero-width scalars, 1 otherwise. It follows what
/// `wcwidth` reports in a UTF-8 locale, but does not depend on the process locale, so layout is
/// the same in tests, in `C` and in `ko_KR.UTF-8`.
public enum CellWidth {
  /// The cells `string` takes: the sum of its grapheme clusters' widths.
  public static func of(_ string: String) -> Int { asciiWidth(string.utf8) ?? clusters(of: string) }

  /// The cells `string` takes: the sum of its grapheme clusters' widths.
  public static func of(_ string: Substring) -> Int { asciiWidth(string.utf8) ?? clusters(of: string) }

  /// The cells `string` takes: the sum of its grapheme clusters' widths. (`String` and `Substring`
  /// have overloads of their own, so that other modules' calls are not left unspecialised.)
  public static func of(_ string: some StringProtocol) -> Int { asciiWidth(string.utf8) ?? clusters(of: string) }

  /// ASCII, most of what a screen shows, needs no grapheme breaking: a printable byte is a cell, a
  /// control character none (CR LF, the one cluster of two, is none as well). Nil where a byte is
  /// not ASCII.
  private static func asciiWidth(_ bytes: some Sequence<UInt8>) -> Int? {
    var printable = 0
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      if byte >= 0x20 && byte < 0x7F { printable += 1 }
    }
    return printable
  }

  private static func clusters(of string: some StringProtocol) -> Int {
    var total = 0
    for character in string { total += of(character) }
    return total
  }

  /// A grapheme cluster is as wide as its widest scalar (at most 2); emoji presentation makes it 2.
  public static func of(_ character: Character) -> Int {
    var widest = 0
    for scalar in character.unicodeScalars {
      if scalar.value == 0xFE0F { return 2 }
      widest = max(widest, of(scalar))
    }
    return widest
  }

  /// The cells one scalar takes on its own: 0, 1 or 2.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if isZeroWidth(scalar) { return 0 }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    if (0x1160...0x11FF).contains(scalar.value) { return true }  // Hangul medial vowels, final consonants
    if scalar.value == 0x200B { return true }  // zero width space
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return false
    }
  }

  // East Asian Wide (W) and Fullwidth (F) blocks, from Unicode's EastAsianWidth.txt.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    return wideRanges.contains { $0.contains(value) }
  }
}

extension StringProtocol {
  /// Width in terminal cells (see `CellWidth`).
  public var cellWidth: Int { CellWidth.of(self) }
}

extension String {
  /// Width in terminal cells (see `CellWidth`).
  public var cellWidth: Int { CellWidth.of(self) }
}

extension Substring {
  /// Width in terminal cells (see `CellWidth`).
  public var cellWidth: Int { CellWidth.of(self) }
}
