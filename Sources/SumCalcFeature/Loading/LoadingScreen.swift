import TerminalUI

/// A spinner over `Please wait, the calculator is turning on...`, centred; the spinner turns while
/// the session is being read. Keys other than the ones that work everywhere (quit) do nothing here.
struct LoadingScreen: Screen {
  let viewModel: LoadingViewModel
  let context: SumCalcContext

  func render(size: Size) -> RenderedScreen<Never> {
    var buffer = Buffer(size: size, glyphs: context.glyphs)
    let strings = context.strings
    let message = Paragraph(strings.loading)
    let messageHeight = max(1, message.height(forWidth: size.width))
    let grid = Grid(
      rows: GridAxis(
        [.flexible(), .fixed(1), .shrinkable(minimum: 1, preferred: messageHeight), .flexible(), .fixed(1)],
        gap: 1),
      columns: GridAxis([.flexible()]))
    let layout = grid.layout(in: buffer.bounds)
    Spinner(elapsed: viewModel.state.isReading ? context.elapsed : .zero).render(in: layout.rect(row: 1), into: &buffer)
    message.render(in: layout.rect(row: 2), into: &buffer)
    KeyHint([KeyHint.Item(key: strings.hintQuitKey, action: strings.hintQuit)])
      .render(in: layout.rect(row: 4), into: &buffer)
    return RenderedScreen(buffer: buffer)
  }

  func handle(_ key: Key, in frame: RenderedScreen<Never>) -> FrameOutcome { .keepRunning }
  func press(_ control: Never, in frame: RenderedScreen<Never>) -> FrameOutcome {}
}
