import SumCalcModel
import TerminalUI

/// The calculator's one notice, under its buttons: why the last key did nothing first (the user
/// just pressed it), then where Start fresh put the old session, else why nothing is saved. It always has a
/// row (the screen keeps one for it at every size). It takes as few lines as it can: a path in it
/// gives way first, a directory at a time from its left, down to the file's name; then it wraps;
/// then the path goes, and what still does not fit ends after a whole word.
enum CalculatorNotice {
  /// The notice's lines at `width`, at most `maxLines` of them; none when there is nothing to say.
  static func lines(_ state: CalculatorState, width: Int, maxLines: Int, context: SumCalcContext) -> [String] {
    guard maxLines > 0, width > 0, let (text, path) = message(state, strings: context.strings) else { return [] }
    let ellipsis = context.glyphs.ellipsis
    for lineCount in 1...maxLines {
      for shown in shortenings(of: path, ellipsis: ellipsis) {
        let lines = TextFitting.wrap(text(shown), toWidth: width)
        let wordsFit = text(shown).split(separator: " ").allSatisfy { $0.cellWidth <= width }
        if lines.count <= lineCount, wordsFit { return lines }
      }
    }
    return TextFitting.wrap(text(ellipsis), toWidth: width, maxLines: maxLines, ellipsis: ellipsis)
  }

  /// The notice's text around a path, and the path.
  private static func message(_ state: CalculatorState, strings: Localizer) -> ((String) -> String, String)? {
    if let refusal = state.refusal {
      let words =
        switch refusal {
        case .listFull: strings.listFull(CalculatorData.numberLimit)
        case .nothingToUndo: strings.nothingToUndo
        case .olderChangesNotKept: strings.olderChangesNotKept(UndoHistory.limit)
        }
      return ({ _ in words }, "")
    }
    if let aside = state.keptAside { return ({ strings.keptAside($0) }, aside) }
    if state.settingsFellBack { return ({ _ in strings.settingsFellBack }, "") }
    switch state.saveProblem {
    case nil: return nil
    case .missingDirectory(let directory): return ({ strings.notSavedMissingDirectory($0) }, directory)
    case let problem?: return ({ strings.notice(for: problem, path: $0) }, state.sessionFile ?? "")
    }
  }

  /// `path` whole, then without its leading directories one at a time (`…/sumcalc/state.json`,
  /// `…/state.json`).
  private static func shortenings(of path: String, ellipsis: String) -> [String] {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    let shorter = parts.indices.dropFirst().map { ellipsis + "/" + parts[$0...].joined(separator: "/") }
    return [path] + shorter.filter { $0.cellWidth < path.cellWidth }
  }
}
