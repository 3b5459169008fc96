import SumCalcModel
import TerminalUI

/// The keys and mouse actions (the same table as `--help`), the version, and where the session is
/// kept, in a readable column that scrolls when the terminal is short (the toolkit's
/// `ScrollingText`, its first line in the view model's state); `Back` below.
struct HelpScreen: Screen {
  let viewModel: HelpViewModel
  let context: SumCalcContext

  private enum Row: Int, CaseIterable {
    case title, text, back, hint
  }

  private static let grid = Grid(
    rows: GridAxis(Row.allCases.map { $0 == .text ? .flexible(minimum: 1) : .fixed(1) }, gap: 1, minimumGap: 0),
    columns: GridAxis([.flexible()]))

  /// A title, a line of text that scrolls, `Back` and the hint: narrower, the table's lines wrap
  /// past reading.
  var minimumSize: Size { Size(width: 24, height: Self.grid.minimumSize.height) }

  /// The widest the key table gets: keys and their actions side by side, most actions on one line.
  static let tableWidth = 66

  func render(size: Size) -> RenderedScreen<HelpControl> {
    var screen = RenderedScreen<HelpControl>(size: size, context: context)
    let strings = context.strings
    let layout = Self.grid.layout(in: screen.buffer.bounds)
    func rect(_ row: Row) -> Rect { layout.rect(row: row.rawValue) }

    Label(strings.helpTitle(SumCalcVersion.current), style: .accent).render(in: rect(.title), into: &screen.buffer)
    // A table of two columns reads well wider than prose does: up to `tableWidth`, centred, and a
    // column more for the scroll bar.
    let column = rect(.text).centered(Size(width: Self.tableWidth + 1, height: rect(.text).height))
    let sessionFile = viewModel.state.sessionFile
    ScrollingText(first: viewModel.state.top) { [context] width in
      HelpText.lines(sessionFile: sessionFile, width: width, strings: context.strings)
    }.render(in: column, into: &screen)
    let back = rect(.back).centered(Size(width: min(Button.width(of: strings.back), size.width), height: 1))
    screen.button(.back, strings.back, at: back, focused: true)  // the only control: the cursor's place
    var hints = [
      KeyHint.Item(key: strings.hintEsc, action: strings.hintBack, priority: 1),
      KeyHint.Item(key: strings.hintQuitKey, action: strings.hintQuit, priority: 2),
    ]
    if let lines = screen.listCount, lines > column.height {
      hints.insert(KeyHint.Item(key: strings.hintSelectKey, action: strings.hintScroll), at: 0)
    }
    KeyHint(hints).render(in: rect(.hint), into: &screen.buffer)
    screen.placeCursor(on: .back)
    return screen
  }

  // MARK: Input

  /// The arrows, PgUp/PgDn and Home/End scroll, a page being the rows the frame's text had; Esc,
  /// `?`, F1, and Enter or Space on `Back` (the only control, always focused) go back.
  func handle(_ key: Key, in frame: RenderedScreen<HelpControl>) -> FrameOutcome {
    let (rows, lines) = (frame.listRows ?? 1, frame.listCount ?? 0)
    if let step = ListWindow.step(for: key, rows: rows) {
      // From the line the frame showed at the top (the state's, fitted to the text).
      let top = ScrollingText.first(viewModel.state.top, lines: lines, rows: rows)
      viewModel.onScroll(to: ScrollingText.first(top + step, lines: lines, rows: rows))
      return .keepRunning
    }
    switch key {
    case .escape, .character("?"), .function(1), .enter, .character(" "): viewModel.onBack()
    default: break
    }
    return .keepRunning
  }

  func press(_ control: HelpControl, in frame: RenderedScreen<HelpControl>) -> FrameOutcome {
    viewModel.onBack()
    return .keepRunning
  }

  /// Esc where the terminal is too small for this screen: back to the one below.
  func leave() {
    viewModel.onBack()
  }
}

/// What the mouse and the focus can land on on the Help screen.
enum HelpControl: Hashable, Sendable {
  case back
}
