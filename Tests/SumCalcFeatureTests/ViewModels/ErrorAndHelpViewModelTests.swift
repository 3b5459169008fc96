import SumCalcModel
import TerminalUITesting
import Testing

@testable import SumCalcFeature

/// The error screen's and Help's view models on their own.
@MainActor
@Suite struct ErrorAndHelpViewModelTests {
  private func error(
    _ cause: ErrorCause, store: MemorySessionStore = MemorySessionStore(),
    session: Session? = nil, events: @escaping (ErrorViewModel.Event) -> Void
  ) -> ErrorViewModel {
    ErrorViewModel(
      cause: cause, session: session ?? Session(store: store, localeLanguage: .en), store: store, events: events)
  }

  /// The events a view model sent, in order.
  private final class Sent {
    var events: [ErrorViewModel.Event] = []
  }

  /// The error screen for a session file that is not JSON, which Start fresh can keep aside.
  private func startFreshScreen() -> (ErrorViewModel, MemorySessionStore, Session, Sent) {
    let store = MemorySessionStore()
    let session = Session(store: store, localeLanguage: .en)
    let sent = Sent()
    let viewModel = error(
      .unreadableSession(path: "/s", reason: .notJSON, canStartFresh: true), store: store, session: session
    ) {
      sent.events.append($0)
    }
    return (viewModel, store, session, sent)
  }

  @Test func startFreshMovesTheFileAsideWithTheButtonsGoneMeanwhile() async {
    let (viewModel, store, session, sent) = startFreshScreen()
    var expected = Expected(viewModel.state)
    viewModel.onStartFresh()
    expected.check(viewModel.state) { $0.isWorking = true }
    viewModel.onRetry()
    viewModel.onStartFresh()  // neither button works while the file is moved
    #expect(await until { !sent.events.isEmpty })
    #expect(sent.events == [.startedFresh])
    #expect(session.keptAside == store.asidePath, "the session knows where the file went")
    #expect(await store.setAsideCount == 1)
  }

  @Test("Start fresh's work is the view model's: the program ending meanwhile, the file goes aside and nothing more")
  func startFreshStoppedWithTheProgram() async {
    let (viewModel, store, session, sent) = startFreshScreen()
    viewModel.onStartFresh()  // runs up to the store, which answers on its own actor
    viewModel.stop()
    while await store.setAsideCount == 0 { await Task.yield() }
    await Task.yield()
    #expect(sent.events == [], "no calculator for a program that is ending")
    #expect(session.keptAside == nil)
  }

  @Test func startFreshThatCannotSetTheFileAsideSaysWhy() async {
    let store = MemorySessionStore()
    await store.failSetAside(with: "read-only file system")
    let viewModel = error(.unreadableSession(path: "/s", reason: .notJSON, canStartFresh: true), store: store) { _ in }
    viewModel.onStartFresh()
    #expect(await until { !viewModel.state.isWorking })
    #expect(
      viewModel.state
        == ErrorState(
          cause: .unreadableSession(path: "/s", reason: .other("read-only file system"), canStartFresh: true),
          focus: .startFresh))
  }

  @Test func startFreshIsNotOfferedNorDoneWhereNoFileCanBeKeptAside() {
    var events: [ErrorViewModel.Event] = []
    let cause = ErrorCause.unreadableSession(path: "/s", reason: .other("loop"), canStartFresh: false)
    let viewModel = error(cause) { events.append($0) }
    #expect(ErrorState.buttons(for: cause) == [.retry, .quit])
    let before = viewModel.state
    viewModel.onStartFresh()
    #expect(viewModel.state == before)
    viewModel.onRetry()
    #expect(events == [.retryRequested])
  }

  @Test func continueWithoutSavingIsOnlyForAPathThatIsNoFile() {
    var events: [ErrorViewModel.Event] = []
    error(.unreadableSession(path: "/s", reason: .notJSON, canStartFresh: true)) { events.append($0) }
      .onContinueWithoutSaving()
    let session = Session(store: MemorySessionStore(), localeLanguage: .en)
    let notAFile = error(.stateNotAFile(path: "/s", kind: .fifo), session: session) { events.append($0) }
    #expect(notAFile.state == ErrorState(cause: .stateNotAFile(path: "/s", kind: .fifo), focus: .continueWithoutSaving))
    notAFile.onRetry()
    notAFile.onContinueWithoutSaving()
    #expect(events == [.continuedWithoutSaving])
    #expect(session.saveProblem == .savingOff(.fifo), "the session keeps nothing, and says why")
  }

  @Test("Quit is an event to the router, as every way out of a screen is")
  func quitIsAnEvent() {
    var events: [ErrorViewModel.Event] = []
    error(.stateNotAFile(path: "/s", kind: .fifo)) { events.append($0) }.onQuit()
    #expect(events == [.quitRequested])
  }

  @Test func helpScrollsNeverAboveItsStartAndClosesThroughItsClosure() {
    var events: [HelpViewModel.Event] = []
    let session = Session(store: MemorySessionStore(location: "/s"), localeLanguage: .en)
    let help = HelpViewModel(session: session) { events.append($0) }
    help.onScroll(to: 4)
    #expect(help.state == HelpState(sessionFile: "/s", top: 4))
    help.onScroll(to: -2)
    #expect(help.state == HelpState(sessionFile: "/s", top: 0))
    help.onBack()
    #expect(events == [.closed])
  }
}
