import SumCalcModel

@testable import SumCalcFeature

/// Follows the view model from the outside, one step at a time, keeping its own running sum of the
/// entered numbers. Every step must be one of the changes the calculator allows, and every sum it
/// shows must equal the shadow's sum: the fuzz test's "no wrong sum".
@MainActor
struct ShadowModel {
  private var count = 0
  private var last: Int?
  private var runningSum = 0
  private var wasCalculating = false
  private var tapeCount = 0
  private var firstEntry: TapeEntry?
  private var wasOnHistory = false

  /// Reads the whole list only when the tape changes (once per finished sum), so a long fuzz run
  /// stays linear.
  mutating func check(_ route: Route, counters: inout FuzzCounters) -> [String] {
    guard let calculator = route.activeCalculator else { return [] }  // still loading
    let state = calculator.state
    let data = state.data
    let history: HistoryViewModel? = if case .history(let history, _) = route { history } else { nil }
    let onHistory = history != nil
    var problems: [String] = []
    let numbers = data.numbers
    let tapeChanged = data.tape.count != tapeCount || data.tape.first != firstEntry

    if wasOnHistory, !onHistory {
      // Leaving History: a recall replaces the list with a sum's numbers; Back leaves it alone.
      // Either way the list is one the calculator may hold: recount it (rare, so still linear).
      if numbers.count != count || numbers.last != last {
        guard data.tape.contains(where: { $0.numbers == numbers }) else {
          return ["the list changed on leaving History to one that is no sum on the tape"]
        }
        counters.recalls += 1
      }
      runningSum = numbers.reduce(0, +)
    } else if numbers.count > count, count == 0 || numbers[count - 1] == last {
      // One digit typed or clicked, or every digit of a paste.
      let added = numbers[count...]
      guard added.allSatisfy({ (0...9).contains($0) }) else { return ["added \(Array(added)), not digits"] }
      runningSum += added.reduce(0, +)
      counters.appends += added.count
    } else if numbers.count == count - 1, count > 0 {
      runningSum -= last ?? 0
      counters.removals += 1
    } else if numbers.isEmpty, count > 0 {
      if tapeChanged {
        guard case .sum(let sum) = data.result, sum == runningSum, data.tape.first?.sum == runningSum else {
          return [
            "sum \(data.result) / tape \(String(describing: data.tape.first)) after numbers summing to \(runningSum)"
          ]
        }
        counters.sums += 1
      } else {
        counters.resets += 1
      }
      runningSum = 0
    } else if numbers.count != count || numbers.last != last {
      problems.append("numbers went from \(count) to \(numbers.count) in one step")
    }
    if wasCalculating, state.isCalculating, numbers.count != count {
      problems.append("numbers changed while calculating")
    }
    if data.result == .noNumbers, !numbers.isEmpty { problems.append("'no numbers' with numbers entered") }
    if data.tape.count > CalculatorData.tapeLimit { problems.append("tape has \(data.tape.count) entries") }
    if let history = history?.state {
      counters.historySteps += 1
      if history.tape != data.tape { problems.append("History shows another tape than the calculator's") }
      if !history.tape.isEmpty, !history.tape.indices.contains(history.selection) {
        problems.append("History selects \(history.selection) of \(history.tape.count) sums")
      }
    }
    wasOnHistory = onHistory

    count = numbers.count
    last = numbers.last
    wasCalculating = state.isCalculating
    tapeCount = data.tape.count
    firstEntry = data.tape.first
    return problems
  }
}
