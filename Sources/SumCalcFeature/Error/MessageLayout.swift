import TerminalUI

/// The layout both error screens share: a title, a paragraph and a row of buttons in a readable
/// column, the key hint at the bottom.
struct MessageLayout {
  let title: Paragraph
  let message: Paragraph
  let buttons: [(title: String, focused: Bool)]
  let hints: [KeyHint.Item]

  /// Where each part goes at `size`.
  struct Placement {
    var title: Rect
    var message: Rect
    var buttons: [Rect]
    var hint: Rect
    /// The title and the whole message have their rows: nothing is cut.
    var fitsWhole: Bool
  }

  func place(in size: Size) -> Placement {
    let textWidth = SumCalcContext.readableColumn(in: Rect(origin: .zero, size: size)).width
    let titleHeight = title.height(forWidth: textWidth)
    let messageHeight = message.height(forWidth: textWidth)
    let rows: [Track] = [
      .flexible(), .shrinkable(minimum: 1, preferred: titleHeight), .shrinkable(minimum: 1, preferred: messageHeight),
      .fixed(buttons.isEmpty ? 0 : 1), .flexible(), .fixed(1),
    ]
    let layout = Grid(rows: GridAxis(rows, gap: 1), columns: GridAxis([.fixed(textWidth)]))
      .layout(in: Rect(origin: .zero, size: size))
    let row = Grid(
      rows: GridAxis([.fixed(1)]),
      columns: GridAxis(buttons.map { .fixed(Button.width(of: $0.title)) }, gap: 4, minimumGap: 1)
    ).layout(in: layout.rect(row: 3))
    return Placement(
      title: layout.rect(row: 1), message: layout.rect(row: 2),
      buttons: buttons.indices.map { row.rect(row: 0, column: $0) },
      hint: Rect(x: 0, y: layout.rect(row: 5).y, width: size.width, height: 1),
      fitsWhole: layout.rect(row: 1).height >= titleHeight && layout.rect(row: 2).height >= messageHeight)
  }

  /// Draws every part where `placement` puts it; a button's look comes from `context`.
  func render(_ placement: Placement, context: SumCalcContext, into buffer: inout Buffer) {
    title.render(in: placement.title, into: &buffer)
    message.render(in: placement.message, into: &buffer)
    for (button, area) in zip(buttons, placement.buttons) {
      Button(button.title, look: context.look(at: area, focused: button.focused)).render(in: area, into: &buffer)
    }
    KeyHint(hints).render(in: placement.hint, into: &buffer)
  }
}
