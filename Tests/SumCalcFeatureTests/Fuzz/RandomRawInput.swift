import CNcurses
import NcursesBackend
import TerminalUI
import TestSupport

/// Random input as ncurses could deliver it: mostly digits (so long lists build up), the keys the
/// calculator knows, junk characters, invalid code points, unknown key codes, mouse reports with
/// odd buttons and positions off the screen, and resizes from 1×1 up.
enum RandomRawInput {
  static let knownKeyCodes: [Int32] = [
    KEY_ENTER, KEY_BACKSPACE, KEY_DC, KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_BTAB, KEY_HOME,
    KEY_END, KEY_A1, KEY_B2, KEY_C3, KEY_MOUSE, KEY_RESIZE, sumcalc_key_f(1),
  ]
  static let buttonMasks: [mmask_t] = [
    sumcalc_button1_pressed, sumcalc_button1_released, sumcalc_button1_clicked, sumcalc_button2_pressed,
    sumcalc_button3_released, sumcalc_button4_pressed, sumcalc_button5_pressed, sumcalc_report_mouse_position,
  ]

  static func next(size: Size, using random: inout SeededGenerator) -> RawInput {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<40:
      return .character(UInt32(UInt8(ascii: "0")) + UInt32.random(in: 0...9, using: &random))
    case 40..<52:
      let keys: [UInt8] = Array("=r q\t".utf8) + [13, 10, 27, 127, 8, 3]
      return .character(UInt32(keys.randomElement(using: &random)!))
    case 52..<58:
      return .character(UInt32.random(in: 0...0x11_0010, using: &random))  // invalid ones too
    case 58..<68:
      let code =
        Bool.random(using: &random)
        ? knownKeyCodes.randomElement(using: &random)!
        : Int32.random(in: 0o400...(InputDecoder.keypadDigitBase + 12), using: &random)
      return .keyCode(code)
    case 68..<94:
      // Clicks land on the screen most of the time, so that controls really get pressed.
      let x = Int32.random(in: -3...Int32(size.width + 3), using: &random)
      let y = Int32.random(in: -3...Int32(size.height + 3), using: &random)
      let buttons =
        Int.random(in: 0..<10, using: &random) == 0
        ? mmask_t.random(in: 0...mmask_t.max, using: &random)
        : buttonMasks.randomElement(using: &random)!
      return .mouse(x: x, y: y, buttons: buttons)
    default:
      // Mostly sizes around the calculator's minimum, sometimes tiny or huge.
      let width = Int.random(in: 1...(Bool.random(using: &random) ? 220 : 90), using: &random)
      let height = Int.random(in: 1...(Bool.random(using: &random) ? 70 : 30), using: &random)
      return .resize(Size(width: width, height: height))
    }
  }
}
