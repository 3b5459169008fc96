import SumCalcModel
import TerminalUI

/// Every kept sum, newest first, one per row as on the tape (`1 + 2 + 3 = 6`, long lists shortened
/// at the front), under a header that counts them, with `Back` below: the toolkit's
/// `ScrollingList`, its window in the view model's state. The selected row is highlighted and
/// carries the cursor; a click on a row recalls it; the rows scroll just enough to show the
/// selection.
struct HistoryScreen: Screen {
  let viewModel: HistoryViewModel
  let context: SumCalcContext

  /// Rows of the screen's grid, top to bottom, addressed by name.
  private enum Row: Int, CaseIterable {
    /// `notice` says why the selected sum cannot be recalled, if it cannot.
    case topSpace, title, list, notice, back, hint
  }

  /// The screen's rows at `width`: the list wants a row for every sum, and the gaps give way to it
  /// first; the notice's rows are kept whether or not it shows (the list never moves when it comes),
  /// as many as its longest words need at this width, up to two.
  private func grid(width: Int) -> Grid {
    let entries = viewModel.state.tape.count
    let noticeLines =
      [context.strings.onlySumKept, context.strings.recallWaitsForSum]
      .map { TextFitting.wrap($0, toWidth: width).count }.max() ?? 1
    let rows: [Track] = Row.allCases.map { row in
      switch row {
      case .topSpace: .fixed(0)
      case .title, .back, .hint: .fixed(1)
      case .notice: .fixed(min(2, noticeLines))
      case .list: Track(minimum: 1, preferred: max(1, entries), flex: 1)
      }
    }
    return Grid(rows: GridAxis(rows, gap: 1, minimumGap: 0), columns: GridAxis([.flexible()]))
  }

  private func layout(size: Size) -> GridLayout {
    grid(width: size.width).layout(in: Rect(origin: .zero, size: size))
  }

  /// Room for the title with its count and position, a row of the list, the notice's two rows,
  /// `Back` and the hint.
  var minimumSize: Size {
    let title = context.strings.historyTitle(CalculatorData.tapeLimit).cellWidth + "  100/100".count
    let width = max(24, title)
    return Size(width: width, height: grid(width: width).minimumSize.height)
  }

  func render(size: Size) -> RenderedScreen<HistoryControl> {
    let state = viewModel.state
    var screen = RenderedScreen<HistoryControl>(size: size, context: context)
    let strings = context.strings
    let layout = layout(size: size)
    func rect(_ row: Row) -> Rect { layout.rect(row: row.rawValue) }

    // The title counts the sums and says where the selection is among them: `37/100`.
    let position = state.tape.isEmpty ? "" : "  \(state.selection + 1)/\(state.tape.count)"
    Label(strings.historyTitle(state.tape.count) + position, style: .accent).render(
      in: rect(.title), into: &screen.buffer)
    if state.tape.isEmpty {
      Label(strings.noSumsYet, style: .dim).render(in: rect(.list), into: &screen.buffer)
    } else {
      renderList(state, in: rect(.list), into: &screen)
    }
    if state.recallWaitsForSum {
      Paragraph(strings.recallWaitsForSum, style: .error).render(in: rect(.notice), into: &screen.buffer)
    } else if state.tape.indices.contains(state.selection), !state.tape[state.selection].keepsNumbers {
      Paragraph(strings.onlySumKept, style: .dim).render(in: rect(.notice), into: &screen.buffer)
    }
    let back = rect(.back).centered(Size(width: min(Button.width(of: strings.back), size.width), height: 1))
    screen.button(.back, strings.back, at: back, focused: state.focus == .back)

    KeyHint(Self.hints(strings, empty: state.tape.isEmpty)).render(in: rect(.hint), into: &screen.buffer)
    if state.focus != .list { screen.placeCursor(on: state.focus) }  // the list places its own
    return screen
  }

  /// The sums in a readable column, each shortened at its front to fit; the selection shown.
  private func renderList(
    _ state: HistoryState, in list: Rect, into screen: inout RenderedScreen<HistoryControl>
  ) {
    let context = context
    ScrollingList(count: state.tape.count, window: state.window, focused: state.focus == .list) { index, width in
      ExpressionText.line(for: state.tape[index], width: width, context: context)
    }.render(in: SumCalcContext.readableColumn(in: list), into: &screen, list: .list) { .entry($0) }
  }

  static func hints(_ strings: Localizer, empty: Bool) -> [KeyHint.Item] {
    var items = [
      KeyHint.Item(key: strings.hintEsc, action: strings.hintBack, priority: 1),
      KeyHint.Item(key: strings.hintHelpKey, action: strings.hintHelp, priority: 2),
      KeyHint.Item(key: strings.hintQuitKey, action: strings.hintQuit, priority: 3),
    ]
    if !empty {
      items.insert(
        contentsOf: [
          KeyHint.Item(key: strings.hintSelectKey, action: strings.hintSelect),
          KeyHint.Item(key: strings.hintEnter, action: strings.hintRecall, priority: 1),
        ], at: 0)
    }
    return items
  }

  // MARK: Input

  /// Arrows, PgUp/PgDn and Home/End move the selection (a page is the rows the frame's list had);
  /// Enter recalls it (or presses Back); Tab moves between the list and Back; Esc and `h` go back.
  func handle(_ key: Key, in frame: RenderedScreen<HistoryControl>) -> FrameOutcome {
    if let moved = ListKeys.handle(key, in: frame, move: viewModel.onMove) { return moved }
    switch key {
    case .escape: viewModel.onBack()
    case _ where LetterKeys.history.contains(key): viewModel.onBack()
    case .character("?"), .function(1): viewModel.onHelpRequested()
    case .enter, .character(" "), .tab, .backTab:
      return FocusKeys.handle(key, in: frame, focus: viewModel.state.focus, move: viewModel.onFocus, press: press)
        ?? .keepRunning
    default: break
    }
    return .keepRunning
  }

  func press(_ control: HistoryControl, in frame: RenderedScreen<HistoryControl>) -> FrameOutcome {
    switch control {
    case .list: viewModel.onRecall()
    case .entry(let index): viewModel.onRecall(index)
    case .back: viewModel.onBack()
    }
    return .keepRunning
  }

  /// The wheel moves the selection, as the arrows do.
  func scroll(_ button: MouseButton, at cell: Point, in frame: RenderedScreen<HistoryControl>) {
    ListKeys.scroll(button, in: frame, move: viewModel.onMove)
  }

  /// Esc where the terminal is too small for this screen: back to the one below.
  func leave() {
    viewModel.onBack()
  }
}
