import TerminalUI

/// The toolkit's text widgets: a 1 MiB paste into an area, and a keystroke (typed and redrawn) in
/// a text of 100 lines and of 10,000, both filling the area — an edit costs what the line it
/// touches costs, never the whole text. These do not count against SumCalc's start: SumCalc has no text to type.
@MainActor
enum TextFigures {
  static let size = Size(width: 80, height: 24)

  static func all(_ iterations: Iterations) async -> [Figure] {
    var figures = [await paste(Iterations(warmUp: 2, measured: max(10, iterations.measured / 250)))]
    for lines in [100, 10_000] { figures.append(await keystroke(lines: lines, iterations)) }
    return figures
  }

  /// Lines of prose, about 60 bytes each, with a Hangul word and an accent among them.
  static func prose(bytes: Int) -> String {
    let line = "The quick brown fox jumps over the lazy dog; 한글 and café.\n"
    return String(repeating: line, count: bytes / line.utf8.count)
  }

  static func draw(_ text: EditableText) -> Buffer {
    var screen = RenderedScreen<Int>(buffer: Buffer(size: size))
    TextArea(text: text, focused: true).render(in: screen.buffer.bounds, into: &screen, control: 0)
    return screen.buffer
  }

  /// 1 MiB pasted into an empty area, then drawn.
  static func paste(_ iterations: Iterations) async -> Figure {
    let text = prose(bytes: 1 << 20)
    let timing = await measure(iterations) {
      var area = EditableText()
      area.apply(.insert(text), in: size)
      consume(draw(area))
    }
    return Figure(name: "text_paste_1mib", description: "paste 1 MiB into a text area + redraw", timing: timing)
  }

  /// A character typed in the middle of a text of `lines` lines, then the redraw; Backspace (untimed)
  /// takes it off again.
  static func keystroke(lines: Int, _ iterations: Iterations) async -> Figure {
    var area = EditableText(prose(bytes: lines * 60))
    for _ in 0..<(area.lines.count / 2) { area.apply(.up, in: size) }
    consume(draw(area))
    let timing = await measure(
      iterations,
      between: {
        area.apply(.deleteBackward, in: size)
        consume(draw(area))
      },
      {
        area.apply(.insert("x"), in: size)
        consume(draw(area))
      })
    let label = lines == 100 ? "100" : "10k"
    return Figure(
      name: "text_keystroke_\(label)", description: "keystroke + redraw in a text area, \(lines) lines",
      timing: timing)
  }
}
