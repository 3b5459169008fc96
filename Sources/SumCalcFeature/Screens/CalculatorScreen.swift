import TerminalUI

/// The calculator: result line, caption, keypad, `Calculate sum` and `Reset`, the tape and the key
/// hint, top to bottom on one grid whose gaps shrink before anything is cut.
struct CalculatorScreen {
  var data: CalculatorData
  var focus: CalculatorControl
  /// A one-line notice under the buttons ("Not saved: …", "List full…"), in the user's language.
  var notice: String?
  var context: ScreenContext

  /// Rows of the screen's grid, top to bottom.
  private enum Row: CaseIterable {
    case topSpace, result, caption, keypad, buttons, status, tape, bottomSpace, hint
  }

  /// The smallest terminal the calculator fits in, for `strings`' language.
  static func minimumSize(strings: Localizer) -> Size {
    let width =
      [
        strings(.caption).cellWidth,
        Keypad.grid.minimumSize.width,
        buttonRow(strings: strings).minimumLength,
        strings(.enterNumbers).cellWidth,
      ].max() ?? 0
    return Size(width: width, height: grid(tapeLines: 0, status: false).minimumSize.height)
  }

  private static func buttonRow(strings: Localizer) -> GridAxis {
    GridAxis(
      [.fixed(Button.width(of: strings(.calculateSum))), .fixed(Button.width(of: strings(.reset)))],
      gap: 4, minimumGap: 1)
  }

  private static func grid(tapeLines: Int, status: Bool) -> Grid {
    let rows: [Track] = Row.allCases.compactMap { row in
      switch row {
      case .topSpace, .bottomSpace: .flexible()
      case .result, .caption, .buttons, .hint: .fixed(1)
      case .keypad: .shrinkable(minimum: Keypad.grid.minimumSize.height, preferred: Keypad.grid.preferredSize.height)
      case .status: status ? .shrinkable(minimum: 0, preferred: 1) : nil
      case .tape: tapeLines > 0 ? .fixed(tapeLines) : nil
      }
    }
    return Grid(rows: GridAxis(rows, gap: 1), columns: GridAxis([.flexible()]))
  }

  func render(size: Size) -> RenderedScreen {
    var buffer = Buffer(size: size)
    var controls = ControlMap<CalculatorControl>()
    let strings = context.strings
    let hasStatus = notice != nil
    // The tape takes what is left once everything else has its room and the gaps have given up
    // half of theirs, at most five lines.
    let withoutTape = Self.grid(tapeLines: 0, status: hasStatus).rows
    let gaps = (withoutTape.tracks.count - 1) * withoutTape.gap
    let room = size.height - (withoutTape.preferredLength - gaps / 2) - 1
    let tapeLines = max(0, min(data.tape.count, CalculatorData.tapeLimit, room))
    let layout = Self.grid(tapeLines: tapeLines, status: hasStatus).layout(in: buffer.bounds)
    let present = Row.allCases.filter { ($0 != .status || hasStatus) && ($0 != .tape || tapeLines > 0) }
    func rect(_ row: Row) -> Rect { layout.rect(row: present.firstIndex(of: row)!) }

    renderResult(in: rect(.result), into: &buffer)
    Label(strings(.caption)).render(in: rect(.caption), into: &buffer)

    let enabled = !data.isCalculating
    let keypadArea = rect(.keypad)
    for key in Keypad.keyRects(in: keypadArea) {
      controls.add(.digit(key.digit), at: key.rect)
    }
    Keypad { context.look(of: .digit($0), focus: focus, enabled: enabled) }.render(in: keypadArea, into: &buffer)
    let buttons = Grid(rows: GridAxis([.fixed(1)]), columns: Self.buttonRow(strings: strings))
      .layout(in: rect(.buttons))
    for (column, control) in [CalculatorControl.calculate, .reset].enumerated() {
      let area = buttons.rect(row: 0, column: column)
      controls.add(control, at: area)
      Button(context.title(of: control), look: context.look(of: control, focus: focus, enabled: enabled))
        .render(in: area, into: &buffer)
    }

    if let notice {
      Label(notice, style: .error).render(in: rect(.status), into: &buffer)
    }
    if tapeLines > 0 {
      let tape = rect(.tape)
      for (line, entry) in data.tape.prefix(tapeLines).enumerated() {
        let text = ExpressionText.fitting(entry.numbers, suffix: " = \(entry.sum)", width: tape.width)
        Label(text, style: .dim).render(in: tape.row(line), into: &buffer)
      }
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
      case .prompt: (strings(.enterNumbers), .plain)
      case .expression: (ExpressionText.fitting(data.numbers, width: area.width), .plain)
      case .sum(let sum): (strings(.sumOfNumbers, String(sum)), .accent)
      case .noNumbers: (strings(.noNumbers), .plain)
      }
    ResultLine(text, style: style).render(in: area, into: &buffer)
  }

  static func hints(_ strings: Localizer) -> [KeyHint.Item] {
    [
      KeyHint.Item(key: strings(.hintDigits), action: strings(.hintAdd), priority: 1),
      KeyHint.Item(key: strings(.hintEnter), action: strings(.hintPress), priority: 1),
      KeyHint.Item(key: strings(.hintBackspace), action: strings(.hintRemove)),
      KeyHint.Item(key: strings(.hintEsc), action: strings(.hintReset)),
      KeyHint.Item(key: strings(.hintMove), action: strings(.hintFocus)),
      KeyHint.Item(key: strings(.hintQuitKey), action: strings(.hintQuit), priority: 2),
    ]
  }
}
