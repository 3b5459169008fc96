import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// History uses its rows: no page leaves a row empty that a sum could fill, and its notice wraps
/// into the rows it keeps instead of cutting a word.
@MainActor
@Suite struct HistoryLayoutTests {
  /// History over `count` sums, the newest keeping only its count when `huge`.
  private func history(
    _ count: Int, huge: Bool = false, size: Size, language: Language = .en
  ) async -> ScreenHarness {
    var tape = (0..<count).map { TapeEntry(numbers: [$0 % 10, 1], sum: $0 % 10 + 1) }
    if huge { tape[0] = TapeEntry(count: 300_000, sum: 300_000) }
    let harness = ScreenHarness(
      language: language, size: size, store: MemorySessionStore(stored: CalculatorData(tape: tape)))
    await harness.finishLoading()
    harness.press(.character("h"))
    return harness
  }

  private func entriesShown(_ harness: ScreenHarness) -> Int {
    harness.controls(HistoryControl.self).entries.filter { if case .entry = $0.id { true } else { false } }.count
  }

  @Test("100 sums at 80×24: every page, the last one too, is full")
  func everyPageIsFull() async {
    let harness = await history(100, size: Size(width: 80, height: 24))
    let full = entriesShown(harness)
    #expect(full >= 18, "the gaps give way to the list: \(full) rows")
    for selection in [0, 19, 20, 55, 81, 99] {
      harness.model.history?.onSelect(selection)
      #expect(entriesShown(harness) == full, "selection \(selection)")
    }
    harness.press(.end)
    #expect(entriesShown(harness) == full && harness.render().text.contains("100/100"))
  }

  @Test("5 sums at 40×10: all five show")
  func smallTerminal() async {
    let harness = await history(5, size: Size(width: 40, height: 10))
    #expect(entriesShown(harness) == 5)
    harness.press(.end)
    #expect(entriesShown(harness) == 5)
  }

  @Test(
    "the notice on a sum too large to recall is whole words at 30 and 45 columns, and in Russian at 40",
    arguments: [(Language.en, 30), (.en, 45), (.ru, 40), (.ko, 30), (.ru, 45)])
  func noticeWraps(language: Language, width: Int) async {
    let harness = await history(12, huge: true, size: Size(width: width, height: 16), language: language)
    let buffer = harness.render()
    let words = Set(harness.strings.onlySumKept.split(separator: " "))
    let rows = (0..<buffer.size.height).filter { row in
      buffer.lines[row].split(separator: " ").contains { words.contains($0) }
    }
    let shown = rows.flatMap { buffer.lines[$0].split(separator: " ") }
    #expect(shown == harness.strings.onlySumKept.split(separator: " "), "\(language) at \(width): \(buffer.text)")
  }
}
