import SumCalcFeature
import TerminalUI
import TerminalUITesting
import Testing

/// The split-input model held by the calculator whole (the toolkit guide, "Split input"): a
/// person's digits, one to four a read as over ssh, among a terminal's reports — whole, split in
/// time, their rest late, or cut short for good — come out as exactly the person's numbers. A
/// report's `ESC` that came alone and was taken for the Esc key resets the list, then is taken back
/// where its rest comes in time; where it comes late the Esc stands, as the model says.
extension AppLoopTests {
  /// Reports a terminal sends that the calculator does nothing with.
  static let reports = [
    "\u{1B}[15~", "\u{1B}[12;40R", "\u{1B}[?1u", "\u{1B}[1;5A", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", "\u{1B}[24~",
  ]

  @Test("60 runs: digits typed fast among reports split at random are the numbers, exactly")
  func splitInputProperty() async {
    let base = UInt64.random(in: 0...UInt64.max)
    let run = await started()
    for offset in 0..<UInt64(60) {
      var random = SeededGenerator(seed: base &+ offset)
      terminal.type("r")  // a fresh list each run
      var (numbers, log): ([Character], [String]) = ([], [])
      func read(_ text: String, after milliseconds: Int) {
        log.append("|\(milliseconds)| \(text.debugDescription)")
        terminal.type(text, after: .milliseconds(milliseconds))
      }
      for _ in 0..<Int.random(in: 2...8, using: &random) {
        let pause = Int.random(in: 600...900, using: &random)  // past any sequence open on time
        let report = Self.reports.randomElement(using: &random)!
        let cut = Int.random(in: 1..<report.count, using: &random)
        let (head, rest) = (String(report.prefix(cut)), String(report.dropFirst(cut)))
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1:  // a person's digits
          let digits = String(
            (0..<Int.random(in: 1...4, using: &random)).map { _ in "0123456789".randomElement(using: &random)! })
          read(digits, after: pause)
          numbers += digits
        case 2:  // split on time (a lone ESC is the Esc key, then taken back)
          read(head, after: pause)
          read(
            rest, after: cut == 1 ? Int.random(in: 30...400, using: &random) : Int.random(in: 0...400, using: &random))
        case 3:  // its rest late, whole, in the next read: dropped; a lone ESC stands as Esc
          read(head, after: pause)
          read(rest, after: Int.random(in: 600...4_000, using: &random))
          if cut == 1 { numbers = [] }
        default:  // cut short for good, then the person's digits: typed (no digit ends a sequence)
          guard cut > 1 else { continue }
          read(head, after: pause)
          let digits = String(
            (0..<Int.random(in: 1...3, using: &random)).map { _ in "123456789".randomElement(using: &random)! })
          read(digits, after: Int.random(in: 600...2_000, using: &random))
          numbers += digits
        }
      }
      terminal.wait(.seconds(10))
      await quiet()
      let line = numbers.isEmpty ? "Enter numbers" : numbers.map(String.init).joined(separator: " + ")
      // A list too long for the line shows its count, then its newest numbers.
      let counted = "(\(numbers.count) numbers) … "
      let shown = terminal.screen.split(separator: "\n").contains { row in
        let words = row.split(separator: " ").joined(separator: " ")
        return words == line || words.hasPrefix(counted) && line.hasSuffix(words.dropFirst(counted.count))
      }
      #expect(shown, "seed \(base &+ offset): \(log)\n\(terminal.screen)")
    }
    #expect(await quit(run) == .quit)
  }
}
