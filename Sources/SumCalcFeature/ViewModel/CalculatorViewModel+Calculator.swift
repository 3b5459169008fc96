/// The calculator screen's intents: add numbers (typed, clicked or pasted), take the last one
/// off, calculate, reset. Each one that changes the session saves it in the background.
extension CalculatorViewModel {
  public func onAddNumber(_ number: Int) {
    guard screen == .calculator, !data.isCalculating, (0...9).contains(number) else { return }
    guard data.numbers.count < CalculatorData.numberLimit else {
      listIsFull = true
      return
    }
    data.numbers.append(number)
    data.result = .expression
    persist()
  }

  /// Pasted text: each digit in it is added, in order; everything else in it (spaces, newlines,
  /// commas, words) is ignored, and nothing is pressed. Ignored whole while calculating.
  public func onPaste(_ text: String) {
    guard screen == .calculator, !data.isCalculating else { return }
    let digits = text.utf8.compactMap { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) ? Int($0 - 48) : nil }
    guard !digits.isEmpty else { return }
    let room = CalculatorData.numberLimit - data.numbers.count
    if digits.count > room { listIsFull = true }
    guard room > 0 else { return }
    data.numbers += digits.prefix(room)
    data.result = .expression
    persist()
  }

  public func onRemoveLast() {
    guard screen == .calculator, !data.isCalculating, !data.numbers.isEmpty else { return }
    data.numbers.removeLast()
    data.result = data.numbers.isEmpty ? .prompt : .expression
    listIsFull = false
    persist()
  }

  public func onSubmit() {
    guard screen == .calculator, !data.isCalculating else { return }
    guard !data.numbers.isEmpty else {
      data.result = .noNumbers
      persist()
      return
    }
    // Nothing to wait for: the sum shows at once, and the keys after `=` act on it.
    guard calculationDelay > .zero else { return finishCalculation() }
    data.isCalculating = true
    // Started at once, up to its sleep: the delay is measured from this keystroke.
    calculation = Task.immediate {
      do {
        try await sleep(calculationDelay)
      } catch {
        return  // cancelled: the user is quitting; the numbers stay saved
      }
      finishCalculation()
    }
  }

  private func finishCalculation() {
    let sum = data.sum
    // History, if it shows, keeps its selection on the sum it was on, now one further down.
    if screen == .history, !data.tape.isEmpty {
      let last = min(data.tape.count, CalculatorData.tapeLimit - 1)
      history = HistoryPosition(selection: min(history.selection + 1, last), top: min(history.top + 1, last))
    }
    data.tape = CalculatorData.kept([TapeEntry(numbers: data.numbers, sum: sum)] + data.tape)
    data.result = .sum(sum)
    data.numbers = []
    data.isCalculating = false
    listIsFull = false
    persist()
  }

  public func onReset() {
    guard screen == .calculator, !data.isCalculating else { return }
    data.numbers = []
    data.result = .prompt
    listIsFull = false
    persist()
  }
}
