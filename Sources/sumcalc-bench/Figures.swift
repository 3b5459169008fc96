import SumCalcFeature
import TerminalUI

/// One measured figure: what it is, and its timing.
struct Figure: Sendable {
  var name: String
  var description: String
  var timing: Timing
}

/// The in-process figures: each screen drawn into a buffer at two sizes, and a digit keystroke
/// (handled and redrawn) with a short and a very long list of numbers.
@MainActor
enum Figures {
  static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]

  static func all(_ iterations: Iterations) async -> [Figure] {
    var figures: [Figure] = []
    let screens: [(name: String, what: String, scenario: Scenario)] = [
      ("loading", "loading screen", Scenario.loading()),
      ("calculator_3", "calculator, 3 numbers", await Scenario.calculator(numbers: 3)),
      ("calculator_100k", "calculator, 100,000 numbers", await Scenario.calculator(numbers: 100_000)),
      ("error", "error screen (unreadable session)", await Scenario.error()),
    ]
    for screen in screens {
      for size in sizes {
        figures.append(await render(screen.scenario, size: size, name: screen.name, what: screen.what, iterations))
      }
    }
    // 40 numbers fill the result line at 80 columns, as 100,000 do: their keystrokes draw the same.
    for count in [10, 40, 100_000] {
      figures.append(await keystroke(numbers: count, iterations))
    }
    return figures + (await TextFigures.all(iterations))
  }

  /// Drawing one screen into a fresh buffer. The spinner's time moves on with every frame.
  static func render(
    _ scenario: Scenario, size: Size, name: String, what: String, _ iterations: Iterations
  ) async -> Figure {
    var frame: Int64 = 0
    let timing = await measure(iterations) {
      frame += 1
      consume(scenario.render(size: size, elapsed: .milliseconds(100 * frame)))
    }
    return Figure(
      name: "render_\(name)_\(size.width)x\(size.height)",
      description: "render \(what) at \(size.width)×\(size.height)", timing: timing)
  }

  /// One digit keystroke at 80×24, on the frame last drawn, then the redraw. Backspace (untimed) takes
  /// the digit off again, so every timed keystroke meets the same number of numbers.
  static func keystroke(numbers count: Int, _ iterations: Iterations) async -> Figure {
    let scenario = await Scenario.calculator(numbers: count)
    let size = Size(width: 80, height: 24)
    consume(scenario.render(size: size))
    let timing = await measure(
      iterations,
      between: {
        scenario.handle(.key(.backspace))
        consume(scenario.render(size: size))
        await settle()
      },
      {
        scenario.handle(.key(.character("5")))
        consume(scenario.render(size: size))
      })
    precondition(
      scenario.calculator.state.data.numbers.count == count, "the keystrokes did not leave the list as it was")
    let (label, words) = count == 100_000 ? ("100k", "100,000") : (String(count), String(count))
    return Figure(
      name: "keystroke_\(label)", description: "digit keystroke + redraw, \(words) numbers", timing: timing)
  }
}
