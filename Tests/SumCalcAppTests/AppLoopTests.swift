import SumCalcApp
import SumCalcFeature
import SumCalcModel
import TerminalUI
import TerminalUITesting
import TestSupport
import Testing

/// The run loop in process: a test terminal that records every frame and a manual clock.
@MainActor
@Suite("Run loop")
struct AppLoopTests {
  let clock = ManualClock()
  let terminal = TestTerminal()
  let store = MemorySessionStore()
  let router: AppRouter
  let loop: AppLoop<ManualClock>

  init() {
    (router, loop) = Self.wired(clock: clock, terminal: terminal, store: store, startupDelay: .seconds(1))
  }

  /// SumCalc put together as `main.swift` puts it, in English, and its loop.
  private static func wired(
    clock: ManualClock, terminal: TestTerminal, store: any SessionStore, startupDelay: Duration,
    slowSave: @escaping @MainActor () -> Void = {}
  ) -> (AppRouter, AppLoop<ManualClock>) {
    let app = SumCalcApp(
      store: store, clock: clock, startupDelay: startupDelay,
      overrides: SettingsOverrides(calculationDelay: .seconds(1)))
    return (app.router, AppLoop(terminal: terminal, app: app.root, clock: clock, slowStop: slowSave))
  }

  /// Starts the loop and lets the loading screen end: the calculator shows, nothing pending.
  func started() async -> Task<AppExit, Never> {
    let run = Task.immediate { await loop.run() }
    #expect(terminal.frames.count == 1, "the loading screen is drawn at once")
    await clock.sleepers(2)  // the loading delay and the spinner
    await clock.advance(by: .seconds(1))
    #expect(await terminal.frame { $0.text.contains("Enter numbers") } != nil)
    await quiet()
    return run
  }

  /// Lets the work in flight end (saves) and the main actor's queue empty: bounded yields, no
  /// real time.
  func quiet() async {
    await ManualClock.settle()
  }

  func quit(_ run: Task<AppExit, Never>) async -> AppExit {
    terminal.type("q")
    return await run.value
  }

  @Test("a burst of ten keys draws one frame")
  func burstDrawsOneFrame() async {
    let run = await started()
    let before = terminal.frames.count
    terminal.type("1234567890")
    await quiet()
    #expect(terminal.frames.count == before + 1)
    #expect(terminal.screen.contains("1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 0"))
    #expect(await quit(run) == .quit)
  }

  @Test("an idle calculator draws nothing and keeps no timer for a minute")
  func idleIsIdle() async {
    let run = await started()
    let before = terminal.frames.count
    #expect(clock.sleeperCount == 0, "no timer")
    await clock.advance(by: .seconds(60))
    await quiet()
    #expect(terminal.frames.count == before)
    #expect(await quit(run) == .quit)
  }

  @Test("the spinner turns only while loading or calculating")
  func spinnerOnlyWhileBusy() async {
    let run = Task.immediate { await loop.run() }
    await clock.sleepers(2)
    let loadingFrames = terminal.frames.count
    await clock.advance(by: .milliseconds(100))
    #expect(await terminal.frame { _ in self.terminal.frames.count > loadingFrames } != nil)
    #expect(terminal.frames[loadingFrames].text != terminal.frames[loadingFrames - 1].text, "the spinner moved")
    await clock.advance(by: .milliseconds(900))
    #expect(await terminal.frame { $0.text.contains("Enter numbers") } != nil)
    await quiet()

    terminal.type("7=")
    await clock.sleepers(2)  // the calculation and the spinner
    let calculating = terminal.frames.count
    await clock.advance(by: .milliseconds(100))
    #expect(await terminal.frame { _ in self.terminal.frames.count > calculating } != nil)
    await clock.advance(by: .milliseconds(900))
    #expect(await terminal.frame { $0.text.contains("Sum of numbers: 7") } != nil)
    await quiet()
    #expect(clock.sleeperCount == 0, "no timer once the sum shows")
    let done = terminal.frames.count
    await clock.advance(by: .seconds(5))
    await quiet()
    #expect(terminal.frames.count == done)
    #expect(await quit(run) == .quit)
  }

  @Test("with no start-up delay the first frame is the calculator, and no timer is kept")
  func noDelayFirstFrameIsTheCalculator() async {
    let (_, loop) = Self.wired(clock: clock, terminal: terminal, store: NoSessionStore(), startupDelay: .zero)
    let run = Task.immediate { await loop.run() }
    #expect(terminal.frames.count == 1)
    #expect(terminal.screen.contains("Enter numbers"))
    #expect(!terminal.screen.contains("Please wait"))
    #expect(clock.sleeperCount == 0, "no spinner, no delay")
    terminal.type("q")
    #expect(await run.value == .quit)
  }

  @Test("keys after q in the same burst change nothing and save nothing")
  func keysAfterQuit() async {
    let run = await started()
    let saves = await store.saveAttempts
    terminal.type("q12")
    #expect(await run.value == .quit)
    #expect(router.route.activeCalculator?.state.data == CalculatorData())
    #expect(await store.saveAttempts == saves)
    #expect(terminal.isClosed)
  }

  @Test("the terminal is given back before a slow save finishes")
  func terminalClosedBeforeSlowSave() async {
    let run = await started()
    await store.holdSaves()
    terminal.type("5")
    terminal.type("q")
    // The loop now waits for the save; the terminal is already closed.
    for _ in 0..<20 { await Task.yield() }
    #expect(terminal.isClosed)
    await store.releaseSaves()
    #expect(await run.value == .quit)
    #expect(await store.saves.last?.numbers == [5])
  }

  @Test("a save at exit that takes over half a second says so; a quick one says nothing")
  func slowSaveAtExitIsAnnounced() async {
    let clock = ManualClock()
    let terminal = TestTerminal()
    let store = MemorySessionStore()
    var announced = 0
    let (_, loop) = Self.wired(
      clock: clock, terminal: terminal, store: store, startupDelay: .zero, slowSave: { announced += 1 })
    let run = Task.immediate { await loop.run() }
    #expect(await terminal.frame { $0.text.contains("Enter numbers") } != nil)
    await store.holdSaves()
    terminal.type("5")
    terminal.type("q")
    await clock.sleepers(1)  // the notice's timer
    await clock.advance(by: .milliseconds(499))
    #expect(announced == 0)
    await clock.advance(by: .milliseconds(1))
    #expect(announced == 1, "said once the save has taken half a second")
    await store.releaseSaves()
    #expect(await run.value == .quit)
    #expect(announced == 1)

    // A save that is done in time: nothing said, no timer left.
    let quick = ManualClock()
    let quickTerminal = TestTerminal()
    let (_, quickLoop) = Self.wired(
      clock: quick, terminal: quickTerminal, store: MemorySessionStore(), startupDelay: .zero,
      slowSave: { announced += 1 })
    let quickRun = Task.immediate { await quickLoop.run() }
    #expect(await quickTerminal.frame { $0.text.contains("Enter numbers") } != nil)
    quickTerminal.type("5")
    quickTerminal.type("q")
    #expect(await quickRun.value == .quit)
    #expect(announced == 1)
    #expect(quick.sleeperCount == 0, "the notice's timer is gone")
  }

  @Test("a resize draws the new size at once")
  func resizeDrawsTheNewSize() async {
    let run = await started()
    terminal.resize(to: Size(width: 100, height: 30))
    #expect(terminal.frames.last?.size == Size(width: 100, height: 30))
    terminal.resize(to: Size(width: 20, height: 6))
    #expect(terminal.screen.contains("20×6"), "the too-small error names the new size")
    #expect(await quit(run) == .quit)
  }

  @Test("Ctrl-L repaints from scratch")
  func controlL() async {
    let run = await started()
    let before = terminal.frames.count
    terminal.send([.input(.key(.control("l")))])
    #expect(terminal.invalidations == 1)
    #expect(terminal.frames.count == before + 1)
    #expect(await quit(run) == .quit)
  }

  @Test("a hang-up quits as SIGHUP does, with 129, the session saved")
  func signalsAndHangUp() async {
    let run = await started()
    terminal.type("4")
    terminal.send([.hangUp])
    let exit = await run.value
    #expect(exit == .hangUp && exit.status == 129)
    #expect(await store.stored?.numbers == [4])
  }

  @Test("SIGTERM quits with 143")
  func terminate() async {
    let run = await started()
    terminal.send([.quitSignal(15)])
    let exit = await run.value
    #expect(exit == .signal(15) && exit.status == 143)
    #expect(AppExit.quit.status == 0)
  }
}
