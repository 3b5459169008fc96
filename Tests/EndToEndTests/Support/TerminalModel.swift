import TerminalUI

/// A terminal that draws each grapheme cluster at the width the toolkit lays it out at
/// (`CellWidth`), fed the bytes a program wrote: what a terminal that agrees with the layout shows.
/// It follows the cursor movements ncurses sends for xterm (CUP, VPA, CHA, CUF, CUB, CUU, CUD, REP,
/// EL, ED, ECH, CR, LF, BS) and ignores modes, colours and charsets. Enough to tell where each
/// cluster landed, not a terminal to use.
struct TerminalModel {
  private(set) var cells: [[String]]
  private var row = 0
  private var column = 0
  private var last = " "

  init(width: Int, height: Int) {
    cells = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  /// Row `y` as text, continuation cells left out.
  func line(_ y: Int) -> String { cells[y].joined() }

  mutating func feed(_ bytes: [UInt8]) {
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      for character in String(decoding: text, as: UTF8.self) { put(String(character)) }
      text.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        flushText()
        index = escape(bytes, from: index + 1)
        continue
      case 0x0D:
        flushText()
        column = 0
      case 0x0A:
        flushText()
        row = min(row + 1, cells.count - 1)
      case 0x08:
        flushText()
        column = max(0, column - 1)
      case 0x00..<0x20, 0x7F:
        flushText()
      default:
        text.append(byte)
      }
      index += 1
    }
    flushText()
  }

  private mutating func put(_ cluster: String) {
    let width = CellWidth.of(cluster)
    guard width > 0 else {
      if column > 0 { cells[row][column - 1] += cluster }  // a lone mark joins the cell before
      return
    }
    guard row < cells.count, column + width <= cells[row].count else { return }
    cells[row][column] = cluster
    if width == 2 { cells[row][column + 1] = "" }
    column += width
    last = cluster
  }

  /// Reads the sequence after an ESC at `start`; returns the index after it.
  private mutating func escape(_ bytes: [UInt8], from start: Int) -> Int {
    guard start < bytes.count else { return start }
    switch bytes[start] {
    case UInt8(ascii: "["):
      var end = start + 1
      while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
      guard end < bytes.count else { return end }
      let parameters = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
      csi(bytes[end], parameters)
      return end + 1
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "#"):
      return start + 2
    default:
      return start + 1
    }
  }

  private mutating func csi(_ final: UInt8, _ parameters: String) {
    guard !parameters.hasPrefix("?"), !parameters.hasPrefix(">") else { return }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    let first = max(1, numbers.first ?? 1)
    let width = cells[0].count
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      row = min(cells.count - 1, max(1, numbers.first ?? 1) - 1)
      column = min(width - 1, max(1, numbers.count > 1 ? numbers[1] : 1) - 1)
    case UInt8(ascii: "d"): row = min(cells.count - 1, first - 1)
    case UInt8(ascii: "G"), UInt8(ascii: "`"): column = min(width - 1, first - 1)
    case UInt8(ascii: "C"): column = min(width - 1, column + first)
    case UInt8(ascii: "D"): column = max(0, column - first)
    case UInt8(ascii: "A"): row = max(0, row - first)
    case UInt8(ascii: "B"): row = min(cells.count - 1, row + first)
    case UInt8(ascii: "b"): for _ in 0..<first { put(last) }
    case UInt8(ascii: "X"): for x in column..<min(width, column + first) { cells[row][x] = " " }
    case UInt8(ascii: "K"):
      let range = (numbers.first ?? 0) == 1 ? 0..<(column + 1) : (numbers.first ?? 0) == 2 ? 0..<width : column..<width
      for x in range where x < width { cells[row][x] = " " }
    case UInt8(ascii: "J"):
      if (numbers.first ?? 0) == 2 {
        cells = cells.map { $0.map { _ in " " } }
      } else {
        for x in column..<width { cells[row][x] = " " }
        for y in (row + 1)..<cells.count { cells[y] = cells[y].map { _ in " " } }
      }
    default: break
    }
  }
}
