import TerminalUI

/// What went wrong with the session in plain words, and the ways out: `Retry` and `Start fresh`
/// for an unreadable session, `Continue without saving` and `Quit` for a state path that is not a
/// file.
struct ErrorScreen: Screen {
  let viewModel: ErrorViewModel
  let context: SumCalcContext

  func render(size: Size) -> RenderedScreen<ErrorControl> {
    let state = viewModel.state
    var screen = RenderedScreen<ErrorControl>(size: size, context: context)
    let strings = context.strings
    let (title, body): (String, String) =
      switch state.cause {
      case .unreadableSession(let path, let reason, let canStartFresh):
        (
          state.attempts > 1 ? strings.sessionStillUnreadableTitle(state.attempts) : strings.sessionUnreadableTitle,
          canStartFresh
            ? strings.sessionUnreadableBody(path, strings.describe(reason))
            : strings.sessionUnreadableBodyNoFresh(path, strings.describe(reason))
        )
      case .stateNotAFile(let path, let kind):
        (strings.stateNotAFileTitle, strings.stateNotAFileBody(path, strings.describe(kind)))
      }
    let controls = state.isWorking ? [] : ErrorState.buttons(for: state.cause)
    var hints = [KeyHint.Item(key: strings.hintQuitKey, action: strings.hintQuit, priority: 1)]
    if !controls.isEmpty {
      hints.insert(
        contentsOf: [
          KeyHint.Item(key: strings.hintEnter, action: strings.hintPress),
          KeyHint.Item(key: strings.hintMove, action: strings.hintFocus),
        ], at: 0)
    }
    let message = MessageLayout(
      title: Paragraph(title, style: .error), message: Paragraph(body),
      buttons: controls.map { (Self.title(of: $0, strings: strings), $0 == state.focus) }, hints: hints)
    let placement = message.place(in: size)
    for (control, area) in zip(controls, placement.buttons) { screen.controls.add(control, at: area) }
    message.render(placement, context: context, into: &screen.buffer)
    screen.placeCursor(on: state.focus)
    return screen
  }

  static func title(of control: ErrorControl, strings: Localizer) -> String {
    switch control {
    case .retry: strings.retry
    case .startFresh: strings.startFresh
    case .continueWithoutSaving: strings.continueWithoutSaving
    case .quit: strings.quit
    }
  }

  /// The buttons take the focus keys; nothing else is bound here.
  func handle(_ key: Key, in frame: RenderedScreen<ErrorControl>) -> FrameOutcome {
    FocusKeys.handle(key, in: frame, focus: viewModel.state.focus, move: viewModel.onFocus, press: press)
      ?? .keepRunning
  }

  func press(_ control: ErrorControl, in frame: RenderedScreen<ErrorControl>) -> FrameOutcome {
    switch control {
    case .retry: viewModel.onRetry()
    case .startFresh: viewModel.onStartFresh()
    case .continueWithoutSaving: viewModel.onContinueWithoutSaving()
    case .quit: viewModel.onQuit()
    }
    return .keepRunning
  }
}
