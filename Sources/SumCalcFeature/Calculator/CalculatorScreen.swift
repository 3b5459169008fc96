import SumCalcModel
import TerminalUI

/// The calculator: result line, caption, keypad, `Calculate sum` and `Reset`, the tape and the key
/// hint, top to bottom on one grid whose gaps shrink before anything is cut.
struct CalculatorScreen: Screen {
  let viewModel: CalculatorViewModel
  let context: SumCalcContext

  /// Rows of the screen's grid, top to bottom, addressed by name.
  private enum Row: Int, CaseIterable {
    /// `notes` holds the one-line notice, if any, then the tape.
    case topSpace, result, caption, keypad, buttons, notes, bottomSpace, hint
  }

  var minimumSize: Size { Self.minimumSize(strings: context.strings) }

  /// The smallest terminal the calculator fits in, for `strings`' language.
  static func minimumSize(strings: Localizer) -> Size {
    let width =
      [
        strings.caption.cellWidth,
        Keypad.grid.minimumSize.width,
        buttonRow(strings: strings).minimumLength,
        strings.enterNumbers.cellWidth,
      ].max() ?? 0
    return Size(width: width, height: grid(notes: 1).minimumSize.height)
  }

  private static func buttonRow(strings: Localizer) -> GridAxis {
    GridAxis(
      [.fixed(Button.width(of: strings.calculateSum)), .fixed(Button.width(of: strings.reset))],
      gap: 4, minimumGap: 1)
  }

  private static func grid(notes: Int) -> Grid {
    let rows: [Track] = Row.allCases.map { row in
      switch row {
      case .topSpace, .bottomSpace: .flexible()
      case .result, .buttons, .hint: .fixed(1)
      // The caption gives way last of all, so that the notice keeps its row at every size.
      case .caption: .shrinkable(minimum: 0, preferred: 1)
      case .keypad: .shrinkable(minimum: Keypad.grid.minimumSize.height, preferred: Keypad.grid.preferredSize.height)
      case .notes: .fixed(notes)
      }
    }
    return Grid(rows: GridAxis(rows, gap: 1), columns: GridAxis([.flexible()]))
  }

  /// Lines under the buttons for the notice and the tape at a terminal height: what is left once
  /// everything else has its room and the gaps have given up half of theirs, at most a notice and
  /// five tape lines, and at least the notice's line, whatever else gives way. It depends on the
  /// height alone — never on whether there is a notice or a tape — so the keypad and the buttons
  /// never move when one appears under the pointer.
  private static func notesLines(height: Int) -> Int {
    let withoutNotes = grid(notes: 0).rows
    let gaps = (withoutNotes.tracks.count - 1) * withoutNotes.gap
    let room = height - (withoutNotes.preferredLength - gaps / 2)
    return max(1, min(1 + CalculatorData.tapeShown, room))
  }

  func render(size: Size) -> RenderedScreen<CalculatorControl> {
    let state = viewModel.state
    var screen = RenderedScreen<CalculatorControl>(size: size, context: context)
    let strings = context.strings
    let layout = Self.grid(notes: Self.notesLines(height: size.height)).layout(in: screen.buffer.bounds)
    func rect(_ row: Row) -> Rect { layout.rect(row: row.rawValue) }

    renderResult(state, in: rect(.result), into: &screen.buffer)
    Label(strings.caption).render(in: rect(.caption), into: &screen.buffer)

    // The keys are hit-tested on the rectangles the widget draws them on; arrows follow the same
    // grid, whichever way up it is.
    let enabled = !state.isCalculating
    let keypad = rect(.keypad)
    let rows = state.keypad == .oneTwoThreeOnTop ? Keypad.telephoneRows : Keypad.numericKeypadRows
    for key in Keypad.keyRects(in: keypad, rows: rows) { screen.controls.add(.digit(key.digit), at: key.rect) }
    Keypad(rows: rows) { digit, area in context.look(at: area, focused: state.focus == .digit(digit), enabled: enabled)
    }
    .render(in: keypad, into: &screen.buffer)

    let buttons = Grid(rows: GridAxis([.fixed(1)]), columns: Self.buttonRow(strings: strings))
      .layout(in: rect(.buttons))
    for (column, (control, title)) in [(CalculatorControl.calculate, strings.calculateSum), (.reset, strings.reset)]
      .enumerated()
    {
      screen.button(
        control, title, at: buttons.rect(row: 0, column: column), focused: state.focus == control, enabled: enabled)
    }

    // The notice takes the first lines under the buttons (two where the tape can give one up);
    // the tape, newest first, the rest.
    let notes = rect(.notes)
    let notice = CalculatorNotice.lines(state, width: notes.width, maxLines: min(2, notes.height), context: context)
    for (line, text) in notice.enumerated() {
      Label(text, style: .error).render(in: notes.row(line), into: &screen.buffer)
    }
    var line = notice.count
    for (index, entry) in state.data.tape.prefix(min(CalculatorData.tapeShown, max(0, notes.height - line)))
      .enumerated()
    {
      let text = ExpressionText.line(for: entry, width: notes.width, context: context)
      Label(text, style: .dim).render(in: notes.row(line), into: &screen.buffer)
      screen.controls.add(.tapeLine(index), at: notes.row(line), focusable: false)
      line += 1
    }
    // The hint's `? help` and `s settings` open them on a click.
    for (item, area) in KeyHint(Self.hints(strings)).renderPlaced(in: rect(.hint), into: &screen.buffer) {
      if item.key == strings.hintHelpKey { screen.controls.add(.help, at: area, focusable: false) }
      if item.key == strings.hintSettingsKey { screen.controls.add(.settings, at: area, focusable: false) }
    }
    screen.placeCursor(on: state.focus)
    return screen
  }

  private func renderResult(_ state: CalculatorState, in area: Rect, into buffer: inout Buffer) {
    let strings = context.strings
    guard !state.isCalculating else {
      Spinner(elapsed: context.elapsed).render(in: area, into: &buffer)
      return
    }
    // The accent marks the answer; what the user types stays plain (and costs fewer bytes a key).
    let (text, style): (String, Style) =
      switch state.data.result {
      case .prompt: (strings.enterNumbers, .plain)
      case .expression:
        (ExpressionText.fitting(state.data.numbers, width: area.width, context: context), .plain)
      case .sum(let sum): (strings.sumOfNumbers(sum), .accent)
      case .noNumbers: (strings.noNumbers, .plain)
      }
    CenteredLine(text, style: style).render(in: area, into: &buffer)
  }

  static func hints(_ strings: Localizer) -> [KeyHint.Item] {
    [
      KeyHint.Item(key: strings.hintDigits, action: strings.hintAdd, priority: 1),
      KeyHint.Item(key: strings.hintEnter, action: strings.hintPress, priority: 1),
      KeyHint.Item(key: strings.hintBackspace, action: strings.hintRemove),
      KeyHint.Item(key: strings.hintEsc, action: strings.hintReset),
      KeyHint.Item(key: strings.hintUndoKey, action: strings.hintUndo, priority: 1),
      KeyHint.Item(key: strings.hintMove, action: strings.hintFocus),
      KeyHint.Item(key: strings.hintHistoryKey, action: strings.hintHistory, priority: 2),
      KeyHint.Item(key: strings.hintHelpKey, action: strings.hintHelp, priority: 2),
      // After Help: where only one of them fits, Help (which names `s` too) stays.
      KeyHint.Item(key: strings.hintSettingsKey, action: strings.hintSettings, priority: 2),
      KeyHint.Item(key: strings.hintQuitKey, action: strings.hintQuit, priority: 3),
    ]
  }

  // MARK: Input

  /// Digits add numbers, `=` calculates, Backspace and Delete take the last one off, Esc and `r`
  /// reset, `u` undoes, `h` opens History, `s` Settings, `?` and F1 Help; the focus keys move
  /// between keys and buttons.
  func handle(_ key: Key, in frame: RenderedScreen<CalculatorControl>) -> FrameOutcome {
    switch key {
    case .character(let character) where character.isASCII && character.isWholeNumber:
      viewModel.onAddNumber(character.wholeNumberValue!)
    case .character("="): viewModel.onSubmit()
    case .backspace, .delete: viewModel.onRemoveLast()
    case .escape: viewModel.onReset()
    case _ where LetterKeys.reset.contains(key): viewModel.onReset()
    case _ where LetterKeys.undo.contains(key): viewModel.onUndo()
    case _ where LetterKeys.history.contains(key): viewModel.onHistoryRequested()
    case _ where LetterKeys.settings.contains(key): viewModel.onSettingsRequested()
    case .character("?"), .function(1): viewModel.onHelpRequested()
    default:
      // Enter and Space press the focused control as a key does: Calculate sums whatever came before.
      return FocusKeys.handle(key, in: frame, focus: viewModel.state.focus, move: viewModel.onFocus) {
        control, frame in
        guard control == .calculate else { return press(control, in: frame) }
        viewModel.onSubmit()
        return .keepRunning
      } ?? .keepRunning
    }
    return .keepRunning
  }

  /// A click or Enter: the key or button does what it says; a line of the tape opens History there,
  /// the hint's `? help` and `s settings` those screens.
  func press(_ control: CalculatorControl, in frame: RenderedScreen<CalculatorControl>) -> FrameOutcome {
    switch control {
    case .digit(let number): viewModel.onAddNumber(number)
    case .calculate:
      let summing = !viewModel.state.data.numbers.isEmpty
      viewModel.onSubmit()
      // A sum shown at once (no delay) took the list's place: the second click of a double click
      // must not say "Numbers were not entered" over it.
      if summing, !viewModel.state.isCalculating { return .screenChanged }
    case .reset: viewModel.onReset()
    case .tapeLine(let index): viewModel.onHistoryRequested(selecting: index)
    case .help: viewModel.onHelpRequested()
    case .settings: viewModel.onSettingsRequested()
    }
    return .keepRunning
  }

  func paste(_ text: String) {
    viewModel.onPaste(text)
  }

  /// An Esc that reset the list, taken back: the reset is undone.
  func retractEscape() {
    viewModel.retractReset()
  }

}
