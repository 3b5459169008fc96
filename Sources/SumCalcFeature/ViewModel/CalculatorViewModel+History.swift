/// The History screen's intents: open it, move the selection, recall a sum, go back.
extension CalculatorViewModel {
  /// Opens History from the calculator, with the sum at `index` (0 is the newest) selected.
  public func onOpenHistory(selecting index: Int = 0) {
    guard screen == .calculator else { return }
    calculatorFocus = focus
    let selection = data.tape.isEmpty ? 0 : min(max(0, index), data.tape.count - 1)
    history = HistoryPosition(selection: selection, top: 0)
    focus = data.tape.isEmpty ? .back : .historyList
    show(.history)
  }

  /// Moves the selection; `visibleRows` is how many sums the screen shows at once, which a page
  /// is, and the list scrolls so that the selection stays in view.
  public func onMoveSelection(_ move: HistoryMove, visibleRows: Int) {
    guard screen == .history, !data.tape.isEmpty else { return }
    let last = data.tape.count - 1
    let page = max(1, visibleRows)
    var selection = history.selection
    switch move {
    case .up: selection -= 1
    case .down: selection += 1
    case .pageUp: selection -= page
    case .pageDown: selection += page
    case .first: selection = 0
    case .last: selection = last
    }
    selection = min(max(0, selection), last)
    var top = history.top
    if selection < top { top = selection }
    if selection >= top + page { top = selection - page + 1 }
    top = min(max(0, top), max(0, data.tape.count - page))
    history = HistoryPosition(selection: selection, top: top)
    if focus != .historyList { focus = .historyList }
  }

  /// Recalls the sum at `index`: its numbers become the calculator's list, ready to change or
  /// calculate again. Refused while a calculation runs (the list is not to change then), and for a
  /// sum that kept only its count (History says so).
  public func onRecall(_ index: Int) {
    guard screen == .history, !data.isCalculating, data.tape.indices.contains(index),
      data.tape[index].keepsNumbers
    else { return }
    data.numbers = data.tape[index].numbers
    data.result = .expression
    listIsFull = false
    focus = calculatorFocus
    show(.calculator)
    persist()
  }

  /// Back to the calculator, its numbers and focus as they were.
  public func onCloseHistory() {
    guard screen == .history else { return }
    focus = calculatorFocus
    show(.calculator)
  }
}
