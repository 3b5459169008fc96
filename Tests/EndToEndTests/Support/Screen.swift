import Foundation

/// A position on the terminal, 0-based, in cells.
struct Cell: Hashable, Sendable, CustomStringConvertible {
  var column: Int
  var row: Int
  var description: String { "column \(column), row \(row)" }
}

/// What a pane showed at one moment (`capture-pane -p`): one string per row, trailing blanks gone.
struct Screen: Sendable, CustomStringConvertible {
  var lines: [String]

  init(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    if lines.last == "" { lines.removeLast() }
    self.lines = lines
  }

  var text: String { lines.joined(separator: "\n") }

  /// The rows that show something, trimmed.
  var nonEmptyLines: [String] { lines.map(\.trimmed).filter { !$0.isEmpty } }

  func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

  /// True when some row shows exactly `text` once trimmed.
  func hasLine(_ text: String) -> Bool { lines.contains { $0.trimmed == text } }

  /// Where `text` first starts, in cells (a wide character before it counts two columns).
  func find(_ text: String) -> Cell? {
    for (row, line) in lines.enumerated() {
      guard let range = line.range(of: text) else { continue }
      return Cell(column: line[..<range.lowerBound].cellWidth, row: row)
    }
    return nil
  }

  /// Every row on which `text` appears.
  func rows(containing text: String) -> [Int] {
    lines.indices.filter { lines[$0].contains(text) }
  }

  /// The calculator's result line: the nearest row with something on it above the caption.
  func resultLine(caption: String = Calc.caption) -> String? {
    guard let captionRow = lines.firstIndex(where: { $0.contains(caption) }) else { return nil }
    return lines[..<captionRow].last { !$0.trimmed.isEmpty }?.trimmed ?? ""
  }

  var description: String {
    let rule = String(repeating: "-", count: 20)
    return "\n" + rule + "\n"
      + lines.enumerated().map { "\($0.offset < 10 ? " " : "")\($0.offset)|\($0.element)" }
      .joined(separator: "\n") + "\n" + rule
  }
}

extension StringProtocol {
  var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  /// Terminal cells taken, roughly as wcwidth: East Asian wide and emoji two, combining marks none.
  var cellWidth: Int {
    unicodeScalars.reduce(0) { width, scalar in
      switch scalar.value {
      case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: width
      case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
        width + 2
      default: width + 1
      }
    }
  }
}

/// The English strings of the SPEC the tests compare against.
enum Calc {
  static let loading = "Please wait, the calculator is turning on..."
  static let enterNumbers = "Enter numbers"
  static let caption = "The calculator adds up numbers"
  static let calculateSum = "[ Calculate sum ]"
  static let reset = "[ Reset ]"
  static let noNumbers = "No numbers were entered"
  static func sum(_ value: Int) -> String { "Sum of numbers: \(value)" }
  static func key(_ digit: Int) -> String { "[ \(digit) ]" }
  /// A spinner frame: any Braille pattern, so that a change of frames does not break the tests.
  static func isSpinner(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) }
  }
}
