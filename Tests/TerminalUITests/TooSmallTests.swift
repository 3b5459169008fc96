import Testing

@testable import TerminalUI

/// The toolkit's too-small screen: the fullest text that fits whole, never a word cut, and the size
/// now always, down to 1×1.
@Suite("Too small")
struct TooSmallTests {
  @Test("at every size from 1×1 to 40×10, the size now shows, and the text shown is whole")
  func everySize() {
    let needed = Size(width: 24, height: 13)
    for width in 1...40 {
      for height in 1...10 {
        let actual = Size(width: width, height: height)
        let now = "\(width)×\(height)"
        let screen = TooSmall(
          needed: needed, actual: actual, explanation: "Make the terminal at least 24×13 (it is \(now)), or q to quit"
        ).render().text
        let words = screen.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        let shown = [
          "Make the terminal at least 24×13 (it is \(now)), or q to quit", "Needs 24×13, is \(now)", now,
        ]
        let compact = screen.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "")
        // The size now fits where its characters have the cells (1×1 shows what a cell can: `1`).
        let sizeFits = TextFitting.wrap(now, toWidth: width).count <= height
        #expect(shown.contains(words) || (sizeFits ? compact == now : now.hasPrefix(compact)), "\(actual): \(words)")
        if sizeFits { #expect(compact.contains(now), "\(actual)") }
      }
    }
  }

  @Test("at 10 columns and enough rows the whole explanation shows, its q included")
  func tenColumns() {
    let screen = TooSmall(
      needed: Size(width: 24, height: 13), actual: Size(width: 10, height: 9),
      explanation: "Make the terminal at least 24×13 (it is 10×9), or q to quit"
    ).render().text
    #expect(screen.contains("q to quit") || screen.contains("q to") && screen.contains("quit"))
  }
}
