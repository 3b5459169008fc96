import CNcurses
import TerminalUI

/// Turns raw ncurses input into the core's input values. Pure, so every key and mouse report is
/// unit-tested without a terminal.
public enum InputDecoder {
  /// Key codes bound with `define_key` to the numeric keypad's application-mode sequences
  /// (`ESC O p` … `ESC O y`), which terminfo does not name: `keypadDigitBase + digit`.
  public static let keypadDigitBase: Int32 = KEY_MAX + 1

  public static func decode(_ raw: RawInput) -> [InputEvent] {
    switch raw {
    case .character(let code): character(code).map { [.key($0)] } ?? []
    case .keyCode(let code): keyCode(code).map { [.key($0)] } ?? []
    case .mouse(let x, let y, let buttons): mouse(x: x, y: y, buttons: buttons)
    case .resize(let size): [.resize(size)]
    }
  }

  static func character(_ code: UInt32) -> Key? {
    switch code {
    case 9: return .tab
    case 10, 13: return .enter
    case 8, 127: return .backspace
    case 27: return .escape
    case 1...26: return .control(Character(Unicode.Scalar(code + 96)!))
    case 0..<32: return nil
    default:
      guard let scalar = Unicode.Scalar(code), CellWidth.of(scalar) > 0 else { return nil }
      return .character(Character(scalar))
    }
  }

  static func keyCode(_ code: Int32) -> Key? {
    switch code {
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_BTAB: return .backTab
    case KEY_HOME: return .home
    case KEY_END: return .end
    // The keypad's corners and centre, as terminfo names them (ka1 = 7 … kc3 = 3).
    case KEY_A1: return .character("7")
    case KEY_A3: return .character("9")
    case KEY_B2: return .character("5")
    case KEY_C1: return .character("1")
    case KEY_C3: return .character("3")
    case keypadDigitBase...(keypadDigitBase + 9):
      return .character(Character(String(code - keypadDigitBase)))
    default: return .unknown
    }
  }

  static func mouse(x: Int32, y: Int32, buttons: mmask_t) -> [InputEvent] {
    let position = Point(x: Int(x), y: Int(y))
    func event(_ button: MouseButton, _ action: MouseEvent.Action) -> InputEvent {
      .mouse(MouseEvent(button: button, action: action, position: position))
    }
    // ncurses reports the wheel as presses of buttons 4 and 5.
    let table: [(mmask_t, MouseButton, MouseEvent.Action)] = [
      (sumcalc_button1_pressed, .left, .press), (sumcalc_button1_released, .left, .release),
      (sumcalc_button2_pressed, .middle, .press), (sumcalc_button2_released, .middle, .release),
      (sumcalc_button3_pressed, .right, .press), (sumcalc_button3_released, .right, .release),
      (sumcalc_button4_pressed, .wheelUp, .press), (sumcalc_button5_pressed, .wheelDown, .press),
    ]
    var events = table.filter { buttons & $0.0 != 0 }.map { event($0.1, $0.2) }
    // A click folded into one report (should mouseinterval be non-zero) is a press and a release.
    if events.isEmpty, buttons & sumcalc_button1_clicked != 0 {
      events = [event(.left, .press), event(.left, .release)]
    }
    return events
  }
}
