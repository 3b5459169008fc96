import TerminalUI
import TerminalUITesting
import TestSupport
import ToolkitTestSupport

/// Random bytes as a terminal could send them, in random reads: mostly digits (so long lists build
/// up), the keys the calculator knows, whole and broken escape sequences, replies, pastes, mouse
/// reports in every encoding with odd buttons and positions off the screen, junk bytes; and
/// resizes from 1×1 up.
enum RandomTerminalBytes {
  enum Step {
    case bytes([UInt8])
    /// The Esc delay passed with nothing new.
    case pause
    case resize(Size)
  }

  static let fragments: [String] = [
    "\u{1B}[A", "\u{1B}OB", "\u{1B}[C", "\u{1B}OD", "\u{1B}[Z", "\u{1B}OM", "\u{1B}Op", "\u{1B}Oy", "\u{1B}OX",
    "\u{1B}[3~", "\u{1B}[I", "\u{1B}[O", "\u{1B}[12;40R", "\u{1B}[?64;1;2c", "\u{1B}]11;rgb:0/0/0\u{07}",
    "\u{1B}P1$r0m\u{1B}\\", "\u{1B}[49;5u", "\u{1B}[27;5;49~", "\u{1B}5", "\u{1B}\r", "\u{1B}", "\u{1B}[",
    "\u{1B}[200~1 2 3\u{1B}[201~", "\u{1B}[200~4\r5\r", "\u{1B}[201~", "\u{0C}", "\u{1B}[1;5A", "\u{1B}[[A",
    "h", "h", "р", "ㅗ", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[H", "\u{1B}[F", "\u{1B}[<64;10;10M", "\u{1B}[<65;10;10M",
  ]

  static func next(size: Size, using random: inout SeededGenerator) -> Step {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<40:
      let count = Int.random(in: 1...4, using: &random)
      return .bytes((0..<count).map { _ in UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &random) })
    case 40..<52:
      let keys: [UInt8] = Array("=r q\t".utf8) + [13, 10, 127, 8, 3]
      return .bytes([keys.randomElement(using: &random)!])
    case 52..<58:
      return .bytes((0..<Int.random(in: 1...6, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
    case 58..<66:
      return .bytes(Array(fragments.randomElement(using: &random)!.utf8))
    case 66..<68:
      return .pause
    case 68..<94:
      return .bytes(mouse(size: size, using: &random))
    default:
      // Mostly sizes around the calculator's minimum, sometimes tiny or huge.
      let width = Int.random(in: 1...(Bool.random(using: &random) ? 220 : 90), using: &random)
      let height = Int.random(in: 1...(Bool.random(using: &random) ? 70 : 30), using: &random)
      return .resize(Size(width: width, height: height))
    }
  }

  /// A press and release (sometimes on different cells, sometimes only one of them), mostly left
  /// clicks on the screen, so that controls really get pressed.
  private static func mouse(size: Size, using random: inout SeededGenerator) -> [UInt8] {
    let buttons = [0, 0, 0, 0, 1, 2, 64, 65, 32, 16, 128]
    let button = buttons.randomElement(using: &random)!
    func cell() -> (Int, Int) {
      (Int.random(in: -1...(size.width + 2), using: &random), Int.random(in: -1...(size.height + 2), using: &random))
    }
    let (x, y) = cell()
    let (releaseX, releaseY) = Int.random(in: 0..<5, using: &random) == 0 ? cell() : (x, y)
    let press = "\u{1B}[<\(button);\(x);\(y)M"
    let release = "\u{1B}[<\(button);\(releaseX);\(releaseY)m"
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return Array(press.utf8)
    case 1: return Array(release.utf8)
    case 2: return [27, 91, 77, UInt8(clamping: 32 + button), UInt8(clamping: 32 + x), UInt8(clamping: 32 + y)]
    default: return Array((press + release).utf8)
    }
  }
}
