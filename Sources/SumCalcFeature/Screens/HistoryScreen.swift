import TerminalUI

/// Every kept sum, newest first, one per row as on the tape (`1 + 2 + 3 = 6`, long lists shortened
/// at the front), under a header that counts them, with `Back` below. The selected row is
/// highlighted and carries the cursor; a click on a row recalls it.
struct HistoryScreen: ScreenUnit {
  var tape: [TapeEntry]
  var position: HistoryPosition
  var focus: CalculatorControl
  var context: ScreenContext

  /// Rows of the screen's grid, top to bottom, addressed by name.
  private enum Row: Int, CaseIterable {
    /// `notice` says why the selected sum cannot be recalled, if it cannot.
    case topSpace, title, list, notice, back, hint
  }

  private static let grid = Grid(
    rows: GridAxis(
      Row.allCases.map { row in
        switch row {
        case .topSpace: .fixed(0)
        case .title, .notice, .back, .hint: .fixed(1)
        case .list: .flexible(minimum: 1)
        }
      }, gap: 1, minimumGap: 0),
    columns: GridAxis([.flexible()]))

  /// How many sums show at once on a terminal of `size`: a page, for PgUp and PgDn.
  static func visibleRows(size: Size) -> Int {
    let layout = grid.layout(in: Rect(origin: .zero, size: size))
    return max(1, layout.rect(row: Row.list.rawValue).height)
  }

  func render(size: Size) -> RenderedScreen {
    var buffer = Buffer(size: size, glyphs: context.glyphs)
    var controls = ControlMap<CalculatorControl>()
    let strings = context.strings
    let layout = Self.grid.layout(in: buffer.bounds)
    func rect(_ row: Row) -> Rect { layout.rect(row: row.rawValue) }

    Label(strings.historyTitle(tape.count), style: .accent).render(in: rect(.title), into: &buffer)
    let list = rect(.list)
    if tape.isEmpty {
      Label(strings.noSumsYet, style: .dim).render(in: list, into: &buffer)
    } else {
      renderList(in: list, into: &buffer, controls: &controls)
    }
    if tape.indices.contains(position.selection), !tape[position.selection].keepsNumbers {
      Label(strings.onlySumKept, style: .dim).render(in: rect(.notice), into: &buffer)
    }
    let backWidth = Button.width(of: strings.back)
    let back = rect(.back).centered(Size(width: min(backWidth, size.width), height: 1))
    controls.add(.back, at: back)
    Button(strings.back, look: context.look(of: .back, focus: focus)).render(in: back, into: &buffer)

    KeyHint(Self.hints(strings, empty: tape.isEmpty)).render(in: rect(.hint), into: &buffer)
    var screen = RenderedScreen(buffer: buffer, controls: controls)
    if focus == .historyList, let selected = controls.rect(of: .historyList) {
      screen.buffer.cursor = Point(x: selected.x, y: selected.y)
    } else {
      screen.placeCursor(on: focus)
    }
    return screen
  }

  /// The rows from the scroll position, the selection kept in view whatever the height.
  private func renderList(in list: Rect, into buffer: inout Buffer, controls: inout ControlMap<CalculatorControl>) {
    let rows = list.height
    var top = min(position.top, max(0, tape.count - rows))
    if position.selection < top { top = position.selection }
    if position.selection >= top + rows { top = position.selection - rows + 1 }
    // A readable column on wide terminals, the whole width on narrow ones.
    let width = min(list.width, max(40, list.width * 2 / 3))
    let column = Rect(x: list.x + (list.width - width) / 2, y: list.y, width: width, height: rows)
    for (line, index) in (top..<min(tape.count, top + rows)).enumerated() {
      let entry = tape[index]
      let row = column.row(line)
      let text = ExpressionText.line(for: entry, width: row.width, context: context)
      let selected = index == position.selection
      if selected {
        // The whole row in reverse video: visible without colour, and the focus when it has it.
        let style = focus == .historyList ? Style.focused : Style(role: .normal, reverse: true)
        buffer.write(String(repeating: " ", count: row.width), at: row.origin, style: style, clip: row)
        Label(text, style: style, alignment: .start).render(in: row, into: &buffer)
        controls.add(.historyList, at: row)
      } else {
        Label(text, alignment: .start).render(in: row, into: &buffer)
      }
      controls.add(.historyEntry(index), at: row, focusable: false)
    }
  }

  static func hints(_ strings: Localizer, empty: Bool) -> [KeyHint.Item] {
    var items = [
      KeyHint.Item(key: strings.hintEsc, action: strings.hintBack, priority: 1),
      KeyHint.Item(key: strings.hintQuitKey, action: strings.hintQuit, priority: 2),
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

  /// Arrows, PgUp/PgDn and Home/End move the selection; Enter recalls it (or presses Back);
  /// Tab moves between the list and Back; Esc and `h` go back.
  func command(for key: Key) -> KeyCommand? {
    switch key {
    case .up: .moveSelection(.up)
    case .down: .moveSelection(.down)
    case .pageUp: .moveSelection(.pageUp)
    case .pageDown: .moveSelection(.pageDown)
    case .home: .moveSelection(.first)
    case .end: .moveSelection(.last)
    case .escape: .closeHistory
    case _ where KeyBindings.historyKeys.contains(key): .closeHistory
    case .enter, .character(" "), .tab, .backTab: KeyBindings.focus(key)
    default: nil
    }
  }
}
