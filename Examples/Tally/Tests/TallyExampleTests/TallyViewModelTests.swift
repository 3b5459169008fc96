import TerminalUI
import TerminalUITesting
import Testing

@testable import TallyExample

/// The example's view models and router as a user of the toolkit tests them: intents in, whole
/// state values out, time moved by a manual clock.
@MainActor
@Suite("Tally: view models")
struct TallyViewModelTests {
  let clock = ManualClock()
  let tally = Tally()

  @Test("+ and - count; a save puts the count on the list, starts again from 0 and says so for two seconds")
  func saveIsConfirmedForTwoSeconds() async {
    let counter = CounterViewModel(tally: tally, clock: clock) { _ in }
    counter.onStep(1)
    counter.onStep(1)
    counter.onStep(-1)
    counter.onStep(1)
    #expect(counter.state == CounterState(count: 2))
    counter.onSave()
    #expect(counter.state == CounterState(count: 0, notice: "Saved 2"))
    #expect(tally.saved == [2])
    await clock.sleepers(1)  // the timer starts on another executor: time moves once it sleeps
    await clock.advance(by: .milliseconds(1999))
    #expect(counter.state == CounterState(count: 0, notice: "Saved 2"))
    await clock.advance(by: .milliseconds(1))
    #expect(await until { counter.state.notice == nil }, "the woken timer runs on the main actor in its own time")
    #expect(counter.state == CounterState(count: 0))
  }

  @Test("a second save restarts the two seconds; stop() ends the timer with the program")
  func secondSaveRestartsTheTimer() async {
    let counter = CounterViewModel(tally: tally, clock: clock) { _ in }
    counter.onStep(5)
    counter.onSave()
    await clock.sleepers(1)
    await clock.advance(by: .seconds(1))
    counter.onStep(7)
    counter.onSave()  // cancels the first timer, whose sleep ends at once
    await clock.sleepers(1)
    await clock.advance(by: .seconds(1))
    #expect(counter.state == CounterState(count: 0, notice: "Saved 7"))
    #expect(clock.sleeperCount == 1, "the first save's timer is gone")
    counter.stop()
    await ManualClock.settle()
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(5))
    #expect(counter.state == CounterState(count: 0, notice: "Saved 7"), "stopped: nothing changes any more")
  }

  @Test("the list's focus starts on the newest count, or on Back when there is none; the list moves and scrolls")
  func listFocusAndWindow() {
    let empty = SavedViewModel(tally: Tally()) { _ in }
    #expect(empty.state == SavedState(counts: [], focus: .back))
    let list = SavedViewModel(tally: Tally(saved: Array(1...30))) { _ in }
    #expect(list.state == SavedState(counts: Array(1...30), focus: .list))
    list.onMove(by: 12, rows: 5)
    #expect(list.state == SavedState(counts: Array(1...30), window: ListWindow(selected: 12, first: 8)))
    list.onMove(by: -3, rows: 5)
    #expect(
      list.state == SavedState(counts: Array(1...30), window: ListWindow(selected: 9, first: 8)),
      "up within the rows shown: the rows stay")
    list.onFocus(.back)
    #expect(list.state.focus == .back)
  }

  @Test("a count reopened goes back to the counter; one in progress goes on top of the list")
  func reopenLosesNothing() {
    let tally = Tally(count: 4, saved: [3, 9])
    var events: [SavedViewModel.Event] = []
    let list = SavedViewModel(tally: tally) { events.append($0) }
    list.onReopen(1)
    #expect((tally.count, tally.saved) == (9, [4, 3]))
    #expect(events == [.reopened])
    let counter = CounterViewModel(tally: tally, clock: clock) { _ in }
    counter.onStep(-9)
    SavedViewModel(tally: tally) { _ in }.onReopen(1)
    #expect((tally.count, tally.saved) == (3, [4]), "a count of 0 leaves no line behind")
  }

  @Test("a count of 0 is nothing to save, and the counter says so: no saved count is pushed out")
  func zeroIsNotSaved() async {
    let tally = Tally(saved: Array(1...10))
    let counter = CounterViewModel(tally: tally, clock: clock) { _ in }
    counter.onSave()
    #expect(counter.state == CounterState(count: 0, notice: "Nothing to save yet"))
    #expect(tally.saved == Array(1...10))
    await clock.sleepers(1)
    await clock.advance(by: .seconds(2))
    #expect(await until { counter.state.notice == nil })
  }

  @Test("the list keeps the hundred newest counts")
  func hundredNewest() {
    let counter = CounterViewModel(tally: tally, clock: clock) { _ in }
    for count in 1...102 {
      counter.onStep(count)
      counter.onSave()
    }
    #expect(tally.saved == Array((3...102).reversed()))
  }

  @Test("the router: List shows the list over the same counter; Back and a reopened count show that counter again")
  func router() {
    let router = TallyRouter(tally: tally, clock: clock)
    guard case .counter(let counter) = router.route else {
      Issue.record("starts on the counter, not \(router.route)")
      return
    }
    counter.onStep(3)
    counter.onSave()
    counter.onList()
    guard case .saved(let list, _) = router.route else {
      Issue.record("List shows the list, not \(router.route)")
      return
    }
    list.onBack()
    #expect(router.route == .counter(counter))
    counter.onList()
    guard case .saved(let another, _) = router.route else {
      Issue.record("List shows the list again, not \(router.route)")
      return
    }
    #expect(router.route != .saved(list, over: counter), "a list of its own each time")
    another.onReopen(0)
    #expect(router.route == .counter(counter))
    #expect(counter.state.count == 3)
  }
}
