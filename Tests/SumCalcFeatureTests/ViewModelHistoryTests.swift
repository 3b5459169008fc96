import TerminalUI
import Testing

@testable import SumCalcFeature

/// The History screen's intents, the whole state stated at every step.
@MainActor
@Suite struct ViewModelHistoryTests {
  /// Sums of `[n, n]` for n = 1…count, the newest (n = count) first.
  static func tape(_ count: Int) -> [TapeEntry] {
    (1...max(1, count)).reversed().prefix(count).map { TapeEntry(numbers: [$0, $0], sum: 2 * $0) }
  }

  /// A calculator restored with `tape` and the list `[7]`, focus moved to `Reset`.
  private func calculator(tape: [TapeEntry]) async -> ViewModelHarness {
    let saved = CalculatorData(numbers: [7], result: .expression, tape: tape)
    let harness = ViewModelHarness(store: MemorySessionStore(stored: saved))
    await harness.startLoading()
    await harness.clock.advance(by: .seconds(3))
    await harness.receive {
      $0.screen = .calculator
      $0.data = saved
    }
    harness.viewModel.onFocus(.reset)
    harness.assert { $0.focus = .reset }
    return harness
  }

  @Test func openMoveScrollAndGoBack() async {
    let harness = await calculator(tape: Self.tape(12))
    harness.viewModel.onOpenHistory()
    harness.assert {
      $0.screen = .history
      $0.focus = .historyList
    }
    harness.viewModel.onMoveSelection(.down, visibleRows: 5)
    harness.assert { $0.history = HistoryPosition(selection: 1, top: 0) }
    harness.viewModel.onMoveSelection(.pageDown, visibleRows: 5)
    harness.assert { $0.history = HistoryPosition(selection: 6, top: 2) }  // scrolled to keep it in view
    harness.viewModel.onMoveSelection(.last, visibleRows: 5)
    harness.assert { $0.history = HistoryPosition(selection: 11, top: 7) }
    harness.viewModel.onMoveSelection(.down, visibleRows: 5)
    harness.assert()  // at the end: nothing moves
    harness.viewModel.onMoveSelection(.pageUp, visibleRows: 5)
    harness.assert { $0.history = HistoryPosition(selection: 6, top: 6) }
    harness.viewModel.onMoveSelection(.first, visibleRows: 5)
    harness.assert { $0.history = HistoryPosition(selection: 0, top: 0) }
    harness.viewModel.onMoveSelection(.up, visibleRows: 5)
    harness.assert()
    // Back: the calculator as it was, numbers and focus.
    harness.viewModel.onCloseHistory()
    harness.assert {
      $0.screen = .calculator
      $0.focus = .reset
    }
    await harness.drain()
    #expect(await harness.store.saveAttempts == 0, "looking at History changes nothing to save")
  }

  @Test func recallReplacesTheListAndReturns() async {
    let harness = await calculator(tape: Self.tape(3))
    harness.viewModel.onOpenHistory(selecting: 1)
    harness.assert {
      $0.screen = .history
      $0.focus = .historyList
      $0.history = HistoryPosition(selection: 1, top: 0)
    }
    harness.viewModel.onPress(.historyList)  // Enter on the selected sum
    harness.assert {
      $0.screen = .calculator
      $0.focus = .reset
      $0.data.numbers = [2, 2]
      $0.data.result = .expression
    }
    await harness.drain()
    #expect(await harness.store.stored?.numbers == [2, 2])
    // A click on another sum recalls that one.
    harness.viewModel.onOpenHistory()
    harness.assert {
      $0.screen = .history
      $0.focus = .historyList
      $0.history = HistoryPosition()
    }
    harness.viewModel.onPress(.historyEntry(2))
    harness.assert {
      $0.screen = .calculator
      $0.focus = .reset
      $0.data.numbers = [1, 1]
    }
    await harness.drain()
  }

  @Test func emptyHistoryFocusesBack() async {
    let harness = await calculator(tape: [])
    harness.viewModel.onOpenHistory()
    harness.assert {
      $0.screen = .history
      $0.focus = .back
    }
    harness.viewModel.onMoveSelection(.down, visibleRows: 5)
    harness.viewModel.onRecall(0)
    harness.assert()
    harness.viewModel.onPress(.back)
    harness.assert {
      $0.screen = .calculator
      $0.focus = .reset
    }
  }

  @Test func recallIsRefusedWhileCalculating() async {
    let harness = await calculator(tape: Self.tape(2))
    await harness.submitAndWaitForCalculation()
    harness.assert { $0.data.isCalculating = true }
    harness.viewModel.onOpenHistory()
    harness.assert {
      $0.screen = .history
      $0.focus = .historyList
    }
    harness.viewModel.onRecall(0)
    harness.assert()  // refused: the list being summed does not change
    await harness.clock.advance(by: .seconds(3))
    // The sum ends while History shows; it goes on the tape (the selection stays on its sum, now
    // second), and a recall works again.
    await harness.receive {
      $0.data = CalculatorData(
        numbers: [], result: .sum(7), tape: [TapeEntry(numbers: [7], sum: 7)] + Self.tape(2))
      $0.history = HistoryPosition(selection: 1, top: 1)
    }
    harness.viewModel.onRecall(0)
    harness.assert {
      $0.screen = .calculator
      $0.focus = .reset
      $0.data.numbers = [7]
      $0.data.result = .expression
    }
    await harness.drain()
  }

  @Test func theTapeKeepsTheLast100Sums() async {
    let harness = await calculator(tape: Self.tape(100))
    await harness.submitAndWaitForCalculation()
    harness.assert { $0.data.isCalculating = true }
    await harness.clock.advance(by: .seconds(3))
    await harness.receive {
      $0.data = CalculatorData(
        numbers: [], result: .sum(7), tape: [TapeEntry(numbers: [7], sum: 7)] + Self.tape(100).dropLast())
    }
    #expect(harness.viewModel.data.tape.count == CalculatorData.tapeLimit)
  }

  @Test func aTerminalTooSmallOnHistoryComesBackToHistory() async {
    let harness = await calculator(tape: Self.tape(3))
    harness.viewModel.onOpenHistory(selecting: 2)
    harness.assert {
      $0.screen = .history
      $0.focus = .historyList
      $0.history = HistoryPosition(selection: 2, top: 0)
    }
    let small = Size(width: 10, height: 4)
    harness.viewModel.onTerminalResized(small)
    harness.assert { $0.screen = .error(.terminalTooSmall(needed: ViewModelHarness.minimumSize, actual: small)) }
    harness.viewModel.onTerminalResized(Size(width: 80, height: 24))
    harness.assert { $0.screen = .history }
  }

  @Test func historyIsOpenedOnlyFromTheCalculator() async {
    let store = MemorySessionStore()
    await store.failLoads(with: .notJSON)
    let harness = ViewModelHarness(store: store)
    await harness.startLoading()
    harness.viewModel.onOpenHistory()
    harness.assert()  // still loading
    await harness.clock.advance(by: .seconds(3))
    await harness.receive {
      $0.screen = .error(.unreadableSession(path: store.location, reason: .notJSON))
      $0.focus = .retry
    }
    harness.viewModel.onOpenHistory()
    harness.assert()
  }

  @Test func theTapeKeepsItsHundredSumsHoweverLarge() {
    let big = TapeEntry(numbers: [Int](repeating: 1, count: 300_000), sum: 300_000)
    #expect(big.count == 300_000 && big.sum == 300_000 && big.numbers.isEmpty && !big.keepsNumbers)
    let limit = TapeEntry(numbers: [Int](repeating: 1, count: TapeEntry.numberLimit), sum: TapeEntry.numberLimit)
    #expect(limit.keepsNumbers && limit.numbers.count == TapeEntry.numberLimit)
    let small = TapeEntry(numbers: [2], sum: 2)
    #expect(CalculatorData.kept([big, big, small, big, small]) == [big, big, small, big, small])
    #expect(CalculatorData.kept(Self.tape(120)).count == 100)
  }

  @Test("with 99 sums kept, two huge sums keep all of them: 100 sums, the huge ones by sum and count")
  func hugeSumsEraseNothing() async {
    let harness = await calculator(tape: Self.tape(99))
    harness.viewModel.onReset()
    harness.assert {
      $0.data.numbers = []
      $0.data.result = .prompt
    }
    var tape = Self.tape(99)
    for count in [300_000, 250_000] {
      harness.viewModel.onPaste(String(repeating: "1", count: count))
      await harness.submitAndWaitForCalculation()
      await harness.clock.advance(by: .seconds(3))
      tape = Array(([TapeEntry(numbers: [Int](repeating: 1, count: count), sum: count)] + tape).prefix(100))
      await harness.receive {
        $0.data.tape = tape
        $0.data.result = .sum(count)
      }
    }
    #expect(harness.viewModel.data.tape.count == 100)
    #expect(
      harness.viewModel.data.tape.prefix(2).map { [$0.count, $0.sum] } == [[250_000, 250_000], [300_000, 300_000]])
  }

  @Test("a sum that kept only its count shows in History and cannot be recalled")
  func sumWithoutNumbersIsNotRecalled() async {
    let huge = TapeEntry(numbers: [Int](repeating: 2, count: 6_000), sum: 12_000)
    let harness = await calculator(tape: [huge] + Self.tape(3))
    harness.viewModel.onOpenHistory()
    harness.assert {
      $0.screen = .history
      $0.focus = .historyList
    }
    harness.viewModel.onRecall(0)
    harness.assert()  // nothing to recall: the list `[7]` stays
    harness.viewModel.onRecall(1)
    harness.assert {
      $0.screen = .calculator
      $0.focus = .reset
      $0.data.numbers = [3, 3]
    }
    await harness.drain()
  }

  @Test("a sum that arrives while History shows leaves the selection on the sum it was on")
  func selectionStaysOnItsSum() async {
    let harness = await calculator(tape: Self.tape(12))
    await harness.submitAndWaitForCalculation()
    harness.assert { $0.data.isCalculating = true }
    harness.viewModel.onOpenHistory(selecting: 3)
    harness.assert {
      $0.screen = .history
      $0.focus = .historyList
      $0.history = HistoryPosition(selection: 3, top: 0)
    }
    let chosen = harness.viewModel.data.tape[3]
    await harness.clock.advance(by: .seconds(3))
    await harness.receive {
      $0.data = CalculatorData(result: .sum(7), tape: [TapeEntry(numbers: [7], sum: 7)] + Self.tape(12))
      $0.history = HistoryPosition(selection: 4, top: 1)
    }
    #expect(harness.viewModel.data.tape[4] == chosen)
  }
}
