import TerminalUI

/// Help's text as lines of a width: each key beside what it does (wrapped under itself), then
/// where the session is kept. The same key table is in `--help`.
enum HelpText {
  static func lines(sessionFile: String?, width: Int, strings: Localizer) -> [String] {
    let keys = strings.helpKeys
    let keyWidth = min(keys.map(\.keys.cellWidth).max() ?? 0, width / 2)
    var lines: [String] = []
    for row in keys {
      let key = TextFitting.truncatingTail(row.keys, toWidth: keyWidth)
      for (index, part) in TextFitting.wrap(row.action, toWidth: max(1, width - keyWidth - 2)).enumerated() {
        let left = index == 0 ? key : ""
        lines.append(left + String(repeating: " ", count: keyWidth - left.cellWidth + 2) + part)
      }
    }
    lines.append("")
    lines += TextFitting.wrap(sessionFile.map(strings.helpSessionFile) ?? strings.helpNoSessionFile, toWidth: width)
    return lines
  }
}

extension Localizer {
  /// What `--help` prints: the usage, the options, and the key table the Help screen shows too.
  public var commandLineHelp: String {
    let keyWidth = (self.helpKeys.map(\.keys.cellWidth).max() ?? 0) + 2
    let keys = self.helpKeys.map { row in
      "  " + row.keys + String(repeating: " ", count: keyWidth - row.keys.cellWidth) + row.action
    }
    return ([self.usage, "", self.helpText, "", self.helpKeysHeading] + keys + ["", self.exitStatusHelp])
      .joined(separator: "\n") + "\n"
  }
}
