import SumCalcModel
import TerminalUI

/// The language, the keypad's order and the calculation delay: each a row of options under its
/// name, the one in effect marked (`✓`), then `Back`. An option applies at once, with Enter,
/// Space or a click; the arrows move between the options as they are drawn.
struct SettingsScreen: Screen {
  let viewModel: SettingsViewModel
  let context: SumCalcContext

  /// Rows of the screen's grid, top to bottom, addressed by name.
  private enum Row: Int, CaseIterable {
    case topSpace, title, languageName, languages, keypadName, keypads, delayName, delays, note, back,
      bottomSpace, hint
  }

  private static let grid = Grid(
    rows: GridAxis(
      Row.allCases.map { row in
        switch row {
        case .topSpace, .bottomSpace: .flexible()
        default: .fixed(1)
        }
      }, gap: 1, minimumGap: 0),
    columns: GridAxis([.flexible()]))

  /// The options of each row, top to bottom.
  private static let options: [Row: [SettingsControl]] = [
    .languages: Language.allCases.map(SettingsControl.language),
    .keypads: KeypadOrder.allCases.map(SettingsControl.keypad),
    .delays: Settings.calculationDelays.map(SettingsControl.calculationDelay),
  ]

  var minimumSize: Size {
    let widest = Self.options.values.map { optionRow($0).minimumLength }.max() ?? 0
    return Size(width: widest, height: Self.grid.minimumSize.height)
  }

  func render(size: Size) -> RenderedScreen<SettingsControl> {
    let state = viewModel.state
    let strings = context.strings
    var screen = RenderedScreen<SettingsControl>(size: size, context: context)
    let layout = Self.grid.layout(in: screen.buffer.bounds)
    func rect(_ row: Row) -> Rect { layout.rect(row: row.rawValue) }

    Label(strings.settingsTitle, style: .accent).render(in: rect(.title), into: &screen.buffer)
    let fromCommandLine = { (option: String, set: Bool) in set ? "  " + strings.settingsFromCommandLine(option) : "" }
    let names: [(Row, String)] = [
      (.languageName, strings.settingsLanguage + fromCommandLine("--lang", state.overrides.language != nil)),
      (.keypadName, strings.settingsKeypad),
      (
        .delayName,
        strings.settingsCalculationDelay + fromCommandLine("--calc-delay", state.overrides.calculationDelay != nil)
      ),
    ]
    for (row, name) in names { Label(name, style: .dim).render(in: rect(row), into: &screen.buffer) }
    for row in [Row.languages, .keypads, .delays] {
      renderOptions(Self.options[row] ?? [], state: state, in: rect(row), into: &screen)
    }
    if let problem = state.unsavedBecause {
      // A choice that could not be saved says so, where the calculator would.
      Label(strings.notice(for: problem, path: state.sessionFile ?? ""), style: .error)
        .render(in: rect(.note), into: &screen.buffer)
    } else if !viewModel.state.showsEveryLanguage {
      Label(strings.settingsNeedsUTF8, style: .dim).render(in: rect(.note), into: &screen.buffer)
    }

    let back = rect(.back).centered(Size(width: min(Button.width(of: strings.back), size.width), height: 1))
    screen.button(.back, strings.back, at: back, focused: state.focus == .back)
    KeyHint([
      KeyHint.Item(key: strings.hintMove, action: strings.hintFocus),
      KeyHint.Item(key: strings.hintEnter, action: strings.hintChoose, priority: 1),
      KeyHint.Item(key: strings.hintEsc, action: strings.hintBack, priority: 2),
      KeyHint.Item(key: strings.hintQuitKey, action: strings.hintQuit, priority: 3),
    ]).render(in: rect(.hint), into: &screen.buffer)
    screen.placeCursor(on: state.focus)
    return screen
  }

  /// A row of `options` as buttons, centred, the one in effect marked.
  private func renderOptions(
    _ options: [SettingsControl], state: SettingsState, in area: Rect,
    into screen: inout RenderedScreen<SettingsControl>
  ) {
    let layout = Grid(rows: GridAxis([.fixed(1)]), columns: optionRow(options)).layout(in: area)
    for (column, option) in options.enumerated() {
      let rect = layout.rect(row: 0, column: column)
      let usable = isAvailable(option)
      screen.button(
        option, title(of: option, chosen: state.isChosen(option)), at: rect, focused: state.focus == option,
        enabled: usable, focusable: usable)
    }
  }

  private func optionRow(_ options: [SettingsControl]) -> GridAxis {
    GridAxis(options.map { .fixed(Button.width(of: title(of: $0, chosen: false))) }, gap: 3, minimumGap: 1)
  }

  /// The option's words, after the mark of the one in effect (or the room for it).
  private func title(of option: SettingsControl, chosen: Bool) -> String {
    let strings = context.strings
    let words: String =
      switch option {
      case .language(let language): viewModel.state.showsEveryLanguage ? language.nativeName : language.englishName
      case .keypad(.oneTwoThreeOnTop): strings.keypadOneTwoThreeOnTop
      case .keypad(.sevenEightNineOnTop): strings.keypadSevenEightNineOnTop
      case .calculationDelay(let delay):
        delay == .zero ? strings.delayNone : strings.delaySeconds(Int(delay.components.seconds))
      case .back: strings.back
      }
    return (chosen ? context.glyphs.checked : context.glyphs.unchecked) + " " + words
  }

  /// Languages other than English need a UTF-8 terminal to be shown.
  private func isAvailable(_ option: SettingsControl) -> Bool {
    guard case .language(let language) = option else { return true }
    return language == .en || viewModel.state.showsEveryLanguage
  }

  // MARK: Input

  /// The focus keys move between the options and `Back` (Left and Right within a row, over the
  /// options that can be chosen), Enter and Space choose; Esc goes back.
  func handle(_ key: Key, in frame: RenderedScreen<SettingsControl>) -> FrameOutcome {
    switch key {
    case .escape:
      viewModel.onBack()
      return .keepRunning
    case .left, .right:
      let focus = viewModel.state.focus
      guard let row = Self.options.values.first(where: { $0.contains(focus) }) else { fallthrough }
      let usable = row.filter(isAvailable)
      if let index = usable.firstIndex(of: focus) {
        let next = index + (key == .left ? -1 : 1)
        if usable.indices.contains(next) { viewModel.onFocus(usable[next]) }
      }
      return .keepRunning
    default:
      return FocusKeys.handle(key, in: frame, focus: viewModel.state.focus, move: viewModel.onFocus, press: press)
        ?? .keepRunning
    }
  }

  /// A click or Enter: the option applies; `Back` goes back.
  func press(_ control: SettingsControl, in frame: RenderedScreen<SettingsControl>) -> FrameOutcome {
    guard isAvailable(control) else { return .keepRunning }
    viewModel.onChoose(control)
    return .keepRunning
  }

  /// Esc where the terminal is too small for this screen: back to the one below.
  func leave() {
    viewModel.onBack()
  }
}
