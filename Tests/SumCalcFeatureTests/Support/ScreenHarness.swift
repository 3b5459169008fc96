import TerminalUI
import Testing

@testable import SumCalcFeature

/// A root view over a view model driven by a manual clock, for rendering screens and feeding
/// input: it brings the view model into a state the way a user would, then draws.
@MainActor
final class ScreenHarness {
  let model: ViewModelHarness
  let root: RootView
  let strings: Localizer
  /// The terminal's size; `resize` tells the view as the backend would.
  private(set) var size: Size

  var viewModel: CalculatorViewModel { model.viewModel }

  init(
    language: Language = .en, size: Size = Size(width: 80, height: 24), store: MemorySessionStore = MemorySessionStore()
  ) {
    strings = Localizer(language)
    // A screen is drawn at a moment, which may be mid-loading or mid-calculation.
    model = ViewModelHarness(
      store: store, minimumCalculatorSize: RootView.minimumCalculatorSize(strings: strings), requiresQuietEnd: false)
    root = RootView(viewModel: model.viewModel, strings: strings)
    self.size = size
    _ = root.handle(.resize(size), at: .zero)
  }

  /// Draws the current screen.
  func render(elapsed: Duration = .zero) -> Buffer {
    root.render(size: size, elapsed: elapsed)
  }

  /// Feeds one event to the root view, as the app does, after drawing the screen it applies to.
  /// Events come a second apart unless `at` says when (a double click is two clicks in 500 ms).
  @discardableResult
  func send(_ event: InputEvent, at time: Duration? = nil) -> RootView.Outcome {
    _ = render()
    now = time ?? now + .seconds(1)
    return root.handle(event, at: now)
  }

  /// The time of the last event sent.
  private(set) var now = Duration.zero

  @discardableResult
  func press(_ key: Key) -> RootView.Outcome { send(.key(key)) }

  func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  func resize(_ newSize: Size) {
    size = newSize
    _ = root.handle(.resize(newSize), at: now)
  }

  /// Lets the loading screen finish: the calculator (or an error) shows.
  func finishLoading() async {
    await model.startLoading()
    await model.clock.advance(by: .seconds(3))
    await model.drain()
  }

  /// Enters `digits` and calculates their sum to the end.
  func calculate(_ digits: [Int]) async {
    for digit in digits { viewModel.onAddNumber(digit) }
    await model.submitAndWaitForCalculation()
    await model.clock.advance(by: .seconds(3))
    await model.drain()
  }
}

/// The cells of `buffer` at row `y` from column `x`, `width` long, as text.
func cells(_ buffer: Buffer, x: Int, y: Int, width: Int) -> String {
  (x..<(x + width)).map { buffer[$0, y].text }.joined()
}

/// The style map's row `y`.
func styleRow(_ buffer: Buffer, _ y: Int) -> Substring {
  buffer.styleMap.split(separator: "\n", omittingEmptySubsequences: false)[y]
}
