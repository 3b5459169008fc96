import TerminalUI

/// The calculator: result line, caption, keypad, `Calculate sum` and `Reset`, the tape and the key
/// hint, top to bottom on one grid whose gaps shrink before anything is cut.
struct CalculatorScreen: ScreenUnit {
  var data: CalculatorData
  var focus: CalculatorControl
  /// A one-line notice under the buttons ("Not saved: …", "List full…"), in the user's language.
  var notice: String?
  var context: ScreenContext

  /// Rows of the screen's grid, top to bottom, addressed by name.
  private enum Row: Int, CaseIterable {
    /// `notes` holds the one-line notice, if any, then the tape.
    case topSpace, result, caption, keypad, buttons, notes, bottomSpace, hint
  }

  /// The smallest terminal the calculator fits in, for `strings`' language.
  static func minimumSize(strings: Localizer) -> Size {
    let width =
      [
        strings.caption.cellWidth,
        Keypad.grid.minimumSize.width,
        buttonRow(strings: strings).minimumLength,
        strings.enterNumbers.cellWidth,
      ].max() ?? 0
    return Size(width: width, height: grid(notes: 0).minimumSize.height)
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
      case .result, .caption, .buttons, .hint: .fixed(1)
      case .keypad: .shrinkable(minimum: Keypad.grid.minimumSize.height, preferred: Keypad.grid.preferredSize.height)
      case .notes: .fixed(notes)
      }
    }
    return Grid(rows: GridAxis(rows, gap: 1), columns: GridAxis([.flexible()]))
  }

  /// Lines under the buttons for the notice and the tape at a terminal height: what is left once
  /// everything else has its room and the gaps have given up half of theirs, at most a notice and
  /// five tape lines. It depends on the height alone — never on whether there is a notice or a
  /// tape — so the keypad and the buttons never move when one appears under the pointer.
  private static func notesLines(height: Int) -> Int {
    let withoutNotes = grid(notes: 0).rows
    let gaps = (withoutNotes.tracks.count - 1) * withoutNotes.gap
    let room = height - (withoutNotes.preferredLength - gaps / 2)
    return max(0, min(1 + CalculatorData.tapeShown, room))
  }

  func render(size: Size) -> RenderedScreen {
    var buffer = Buffer(size: size, glyphs: context.glyphs)
    var controls = ControlMap<CalculatorControl>()
    let strings = context.strings
    let layout = Self.grid(notes: Self.notesLines(height: size.height)).layout(in: buffer.bounds)
    func rect(_ row: Row) -> Rect { layout.rect(row: row.rawValue) }

    renderResult(in: rect(.result), into: &buffer)
    Label(strings.caption).render(in: rect(.caption), into: &buffer)

    let enabled = !data.isCalculating
    // One layout of the keypad: each key is drawn in, and hit-tested on, the same rectangle.
    for key in Keypad.keyRects(in: rect(.keypad)) where !key.rect.isEmpty {
      let control = CalculatorControl.digit(key.digit)
      controls.add(control, at: key.rect)
      Button(String(key.digit), look: context.look(of: control, focus: focus, enabled: enabled))
        .render(in: key.rect, into: &buffer)
    }
    let buttons = Grid(rows: GridAxis([.fixed(1)]), columns: Self.buttonRow(strings: strings))
      .layout(in: rect(.buttons))
    for (column, control) in [CalculatorControl.calculate, .reset].enumerated() {
      let area = buttons.rect(row: 0, column: column)
      controls.add(control, at: area)
      Button(context.title(of: control), look: context.look(of: control, focus: focus, enabled: enabled))
        .render(in: area, into: &buffer)
    }

    // The notice takes the first line under the buttons; the tape, newest first, the rest.
    let notes = rect(.notes)
    var line = 0
    if let notice, notes.height > 0 {
      Label(notice, style: .error).render(in: notes.row(0), into: &buffer)
      line = 1
    }
    for entry in data.tape.prefix(min(CalculatorData.tapeShown, max(0, notes.height - line))) {
      let text = ExpressionText.line(for: entry, width: notes.width, context: context)
      Label(text, style: .dim).render(in: notes.row(line), into: &buffer)
      // A click on a line of the tape opens History there.
      controls.add(.tapeEntry(line - (notice == nil ? 0 : 1)), at: notes.row(line), focusable: false)
      line += 1
    }
    KeyHint(Self.hints(strings)).render(in: rect(.hint), into: &buffer)

    var screen = RenderedScreen(buffer: buffer, controls: controls)
    screen.placeCursor(on: focus)
    return screen
  }

  private func renderResult(in area: Rect, into buffer: inout Buffer) {
    let strings = context.strings
    guard !data.isCalculating else {
      Spinner(elapsed: context.elapsed).render(in: area, into: &buffer)
      return
    }
    // The accent marks the answer; what the user types stays plain (and costs fewer bytes a key).
    let (text, style): (String, Style) =
      switch data.result {
      case .prompt: (strings.enterNumbers, .plain)
      case .expression:
        (ExpressionText.fitting(data.numbers, width: area.width, ellipsis: context.glyphs.ellipsis), .plain)
      case .sum(let sum): (strings.sumOfNumbers(sum), .accent)
      case .noNumbers: (strings.noNumbers, .plain)
      }
    ResultLine(text, style: style).render(in: area, into: &buffer)
  }

  static func hints(_ strings: Localizer) -> [KeyHint.Item] {
    [
      KeyHint.Item(key: strings.hintDigits, action: strings.hintAdd, priority: 1),
      KeyHint.Item(key: strings.hintEnter, action: strings.hintPress, priority: 1),
      KeyHint.Item(key: strings.hintBackspace, action: strings.hintRemove),
      KeyHint.Item(key: strings.hintEsc, action: strings.hintReset),
      KeyHint.Item(key: strings.hintMove, action: strings.hintFocus),
      KeyHint.Item(key: strings.hintHistoryKey, action: strings.hintHistory),
      KeyHint.Item(key: strings.hintQuitKey, action: strings.hintQuit, priority: 2),
    ]
  }

  /// Digits add numbers, `=` calculates, Backspace takes the last one off, Esc and `r` reset; the
  /// focus keys move between keys and buttons.
  func command(for key: Key) -> KeyCommand? {
    switch key {
    case .character(let character) where character.isASCII && character.wholeNumberValue != nil:
      .addNumber(character.wholeNumberValue!)
    case .character("="): .calculate
    case .backspace: .removeLast
    case .escape: .reset
    case _ where KeyBindings.resetKeys.contains(key): .reset
    case _ where KeyBindings.historyKeys.contains(key): .openHistory
    default: KeyBindings.focus(key)
    }
  }
}
