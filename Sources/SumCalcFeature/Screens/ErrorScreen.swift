import TerminalUI

/// What went wrong in plain words and the way out: `Retry` and `Start fresh` for an unreadable
/// session; for a terminal that is too small, the sizes, and the calculator returns by itself.
struct ErrorScreen: ScreenUnit {
  var cause: ErrorCause
  var focus: CalculatorControl
  var context: ScreenContext

  func render(size: Size) -> RenderedScreen {
    var buffer = Buffer(size: size, glyphs: context.glyphs)
    var controls = ControlMap<CalculatorControl>()
    let strings = context.strings
    let title: String
    let body: String
    var buttons: [CalculatorControl] = []
    switch cause {
    case .terminalTooSmall(let needed, let actual):
      title = strings.tooSmallTitle
      body = strings.tooSmallBody(context.glyphs.text(of: needed), context.glyphs.text(of: actual))
    case .unreadableSession(let path, let reason, let canStartFresh):
      title = strings.sessionUnreadableTitle
      body = strings.sessionUnreadableBody(path, strings.describe(reason))
      buttons = [.retry, canStartFresh ? .startFresh : .quit]
    case .stateNotAFile(let path, let kind):
      title = strings.stateNotAFileTitle
      body = strings.stateNotAFileBody(path, strings.describe(kind))
      buttons = [.continueWithoutSaving, .quit]
    }
    // Narrow terminals get the whole width; wide ones a readable column.
    let textWidth = min(size.width, max(40, size.width * 2 / 3))
    let message = Paragraph(body)
    let heading = Paragraph(title, style: .error)
    let titles = buttons.map(context.title(of:))
    let rows: [Track] = [
      .flexible(), .shrinkable(minimum: 1, preferred: heading.height(forWidth: textWidth)),
      .shrinkable(minimum: 1, preferred: message.height(forWidth: textWidth)),
      .fixed(buttons.isEmpty ? 0 : 1), .flexible(), .fixed(1),
    ]
    let layout = Grid(rows: GridAxis(rows, gap: 1), columns: GridAxis([.fixed(textWidth)]))
      .layout(in: buffer.bounds)
    // Too small for the whole explanation: the most of it that fits whole, always the size now.
    if case .terminalTooSmall(let needed, let actual) = cause,
      layout.rect(row: 2).height < message.height(forWidth: textWidth) || layout.rect(row: 1).height < 1
    {
      renderSizes(needed: needed, actual: actual, into: &buffer)
      return RenderedScreen(buffer: buffer, controls: controls)
    }
    heading.render(in: layout.rect(row: 1), into: &buffer)
    message.render(in: layout.rect(row: 2), into: &buffer)

    if !buttons.isEmpty {
      let row = Grid(
        rows: GridAxis([.fixed(1)]),
        columns: GridAxis(titles.map { .fixed(Button.width(of: $0)) }, gap: 4, minimumGap: 1)
      ).layout(in: layout.rect(row: 3))
      for (index, control) in buttons.enumerated() {
        let area = row.rect(row: 0, column: index)
        controls.add(control, at: area)
        Button(titles[index], look: context.look(of: control, focus: focus)).render(in: area, into: &buffer)
      }
    }
    var hints = [KeyHint.Item(key: strings.hintQuitKey, action: strings.hintQuit, priority: 1)]
    if !buttons.isEmpty {
      hints.insert(
        contentsOf: [
          KeyHint.Item(key: strings.hintEnter, action: strings.hintPress),
          KeyHint.Item(key: strings.hintMove, action: strings.hintFocus),
        ], at: 0)
    }
    KeyHint(hints).render(in: Rect(x: 0, y: layout.rect(row: 5).y, width: size.width, height: 1), into: &buffer)
    var screen = RenderedScreen(buffer: buffer, controls: controls)
    screen.placeCursor(on: focus)
    return screen
  }

  /// `Needs 30×8, is 16×5` where it fits with no word broken, else the size now alone, broken over
  /// as many rows as it takes (at 2×2: `2×` over `2`): the one thing the user must see.
  private func renderSizes(needed: Size, actual: Size, into buffer: inout Buffer) {
    let size = buffer.size
    let now = context.glyphs.text(of: actual)
    let short = context.strings.tooSmallShort(context.glyphs.text(of: needed), now)
    let wordsFit = short.split(separator: " ").allSatisfy { String($0).cellWidth <= size.width }
    if wordsFit, TextFitting.wrap(short, toWidth: size.width).count <= size.height {
      return Paragraph(short, style: .error).render(in: buffer.bounds, into: &buffer)
    }
    let lines = TextFitting.wrap(now, toWidth: size.width).prefix(size.height)
    let top = (size.height - lines.count) / 2
    for (offset, line) in lines.enumerated() {
      let x = (size.width - line.cellWidth) / 2
      buffer.write(line, at: Point(x: x, y: top + offset), style: .error, clip: buffer.bounds)
    }
  }

  /// The buttons take the focus keys; the too-small error has none, and comes back by itself.
  func command(for key: Key) -> KeyCommand? {
    switch cause {
    case .terminalTooSmall: nil
    case .unreadableSession, .stateNotAFile: KeyBindings.focus(key)
    }
  }
}
