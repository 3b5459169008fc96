import SumCalcModel
import Testing

@testable import SumCalcFeature

/// The error screen's and Help's view models on their own.
@MainActor
@Suite struct ErrorAndHelpViewModelTests {
  private func error(
    _ cause: ErrorCause, store: MemorySessionStore = MemorySessionStore(), events: @escaping (String) -> Void
  ) -> ErrorViewModel {
    ErrorViewModel(
      cause: cause, store: store, retry: { events("retry") }, startedFresh: { events("fresh \($0 ?? "-")") },
      continueWithoutSaving: { events("continue \($0)") })
  }

  @Test func startFreshMovesTheFileAsideWithTheButtonsGoneMeanwhile() async {
    var events: [String] = []
    let store = MemorySessionStore()
    await store.holdSaves()
    let viewModel = error(.unreadableSession(path: "/s", reason: .notJSON, canStartFresh: true), store: store) {
      events.append($0)
    }
    let move = viewModel.onStartFresh()
    #expect(viewModel.state.isWorking)
    viewModel.onRetry()
    #expect(viewModel.onStartFresh() == nil, "neither button works while the file is moved")
    await move?.value
    #expect(events == ["fresh \(store.asidePath)"], "told where the file went")
    #expect(await store.setAsideCount == 1)
  }

  @Test func startFreshThatCannotSetTheFileAsideSaysWhy() async {
    let store = MemorySessionStore()
    await store.failSetAside(with: "read-only file system")
    let viewModel = error(.unreadableSession(path: "/s", reason: .notJSON, canStartFresh: true), store: store) { _ in }
    await viewModel.onStartFresh()?.value
    #expect(
      viewModel.state
        == ErrorState(
          cause: .unreadableSession(path: "/s", reason: .other("read-only file system"), canStartFresh: true),
          focus: .startFresh))
  }

  @Test func startFreshIsNotOfferedNorDoneWhereNoFileCanBeKeptAside() {
    var events: [String] = []
    let cause = ErrorCause.unreadableSession(path: "/s", reason: .other("loop"), canStartFresh: false)
    let viewModel = error(cause) { events.append($0) }
    #expect(ErrorState.buttons(for: cause) == [.retry, .quit])
    #expect(viewModel.onStartFresh() == nil)
    viewModel.onRetry()
    #expect(events == ["retry"])
  }

  @Test func continueWithoutSavingIsOnlyForAPathThatIsNoFile() {
    var events: [String] = []
    error(.unreadableSession(path: "/s", reason: .notJSON, canStartFresh: true)) { events.append($0) }
      .onContinueWithoutSaving()
    let notAFile = error(.stateNotAFile(path: "/s", kind: .fifo)) { events.append($0) }
    #expect(notAFile.state.focus == .continueWithoutSaving)
    notAFile.onRetry()
    notAFile.onContinueWithoutSaving()
    #expect(events == ["continue fifo"])
  }

  @Test func helpScrollsNeverAboveItsStartAndClosesThroughItsClosure() {
    var closed = 0
    let help = HelpViewModel(sessionFile: "/s") { closed += 1 }
    help.onScroll(to: 4)
    #expect(help.state == HelpState(sessionFile: "/s", top: 4))
    help.onScroll(to: -2)
    #expect(help.state.top == 0)
    help.onClose()
    #expect(closed == 1)
  }
}
