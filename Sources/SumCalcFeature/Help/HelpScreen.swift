import SumCalcModel
import TerminalUI

/// The keys and mouse actions (the same table as `--help`), the version, and where the session is
/// kept, in a readable column that scrolls when the terminal is short; `Back` below.
struct HelpScreen: Screen {
  let viewModel: HelpViewModel
  let context: ScreenContext

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

  /// Where the text goes at `size`, and its lines at that width.
  private func text(size: Size) -> (column: Rect, lines: [String]) {
    // A table of two columns reads well wider than prose does: up to `tableWidth`, centred.
    let area = Self.grid.layout(in: Rect(origin: .zero, size: size)).rect(row: Row.text.rawValue)
    let column = area.centered(Size(width: Self.tableWidth, height: area.height))
    return (
      column, HelpText.lines(sessionFile: viewModel.state.sessionFile, width: column.width, strings: context.strings)
    )
  }

  /// The first line shown: the state's, but never so far down that the end leaves rows empty.
  private func top(lines: Int, rows: Int) -> Int {
    min(viewModel.state.top, max(0, lines - rows))
  }

  func render(size: Size) -> RenderedScreen<HelpControl> {
    var screen = RenderedScreen<HelpControl>(buffer: Buffer(size: size, glyphs: context.glyphs))
    let strings = context.strings
    let layout = Self.grid.layout(in: screen.buffer.bounds)
    func rect(_ row: Row) -> Rect { layout.rect(row: row.rawValue) }

    Label(strings.helpTitle(SumCalcVersion.current), style: .accent).render(in: rect(.title), into: &screen.buffer)
    let (column, lines) = text(size: size)
    for (offset, line) in lines.dropFirst(top(lines: lines.count, rows: column.height)).prefix(column.height)
      .enumerated()
    {
      Label(line, alignment: .start).render(in: column.row(offset), into: &screen.buffer)
    }
    let back = rect(.back).centered(Size(width: min(Button.width(of: strings.back), size.width), height: 1))
    screen.controls.add(.back, at: back)
    Button(strings.back, look: context.look(at: back, focused: true)).render(in: back, into: &screen.buffer)
    var hints = [
      KeyHint.Item(key: strings.hintEsc, action: strings.hintBack, priority: 1),
      KeyHint.Item(key: strings.hintQuitKey, action: strings.hintQuit, priority: 2),
    ]
    if lines.count > column.height {
      hints.insert(KeyHint.Item(key: strings.hintSelectKey, action: strings.hintScroll), at: 0)
    }
    KeyHint(hints).render(in: rect(.hint), into: &screen.buffer)
    screen.placeCursor(on: .back)
    return screen
  }

  // MARK: Input

  /// The arrows, PgUp/PgDn and Home/End scroll, a page being the rows the frame shows; Esc, `?`,
  /// F1, and Enter or Space on `Back` (the only control, always focused) go back.
  func handle(_ key: Key, in frame: RenderedScreen<HelpControl>) -> FrameOutcome {
    let (column, lines) = text(size: frame.buffer.size)
    let page = max(1, column.height)
    let last = max(0, lines.count - page)
    let top = top(lines: lines.count, rows: page)
    switch key {
    case .up: viewModel.onScroll(to: top - 1)
    case .down: viewModel.onScroll(to: min(last, top + 1))
    case .pageUp: viewModel.onScroll(to: top - page)
    case .pageDown: viewModel.onScroll(to: min(last, top + page))
    case .home: viewModel.onScroll(to: 0)
    case .end: viewModel.onScroll(to: last)
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
