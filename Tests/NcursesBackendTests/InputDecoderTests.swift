import CNcurses
import TerminalUI
import Testing

@testable import NcursesBackend

@Suite("Input decoder: ncurses codes to input values")
struct InputDecoderTests {
  private func key(_ raw: RawInput) -> Key? {
    guard case .key(let key)? = InputDecoder.decode(raw).first else { return nil }
    return key
  }

  @Test("digits on the main row are characters", arguments: 0...9)
  func digit(_ digit: Int) {
    let code = UInt32(UInt8(ascii: "0")) + UInt32(digit)
    #expect(key(.character(code)) == .character(Character(String(digit))))
  }

  @Test("digits of the numeric keypad in application mode", arguments: 0...9)
  func keypadDigit(_ digit: Int) {
    #expect(key(.keyCode(InputDecoder.keypadDigitBase + Int32(digit))) == .character(Character(String(digit))))
  }

  @Test("keypad corners and centre as terminfo names them")
  func keypadCorners() {
    #expect(key(.keyCode(KEY_A1)) == .character("7"))
    #expect(key(.keyCode(KEY_A3)) == .character("9"))
    #expect(key(.keyCode(KEY_B2)) == .character("5"))
    #expect(key(.keyCode(KEY_C1)) == .character("1"))
    #expect(key(.keyCode(KEY_C3)) == .character("3"))
  }

  @Test("Enter from the main key (CR or LF) and from the keypad")
  func enter() {
    #expect(key(.character(13)) == .enter)
    #expect(key(.character(10)) == .enter)
    #expect(key(.keyCode(KEY_ENTER)) == .enter)
  }

  @Test("Backspace as DEL, as ^H and as the key code")
  func backspace() {
    #expect(key(.character(127)) == .backspace)
    #expect(key(.character(8)) == .backspace)
    #expect(key(.keyCode(KEY_BACKSPACE)) == .backspace)
  }

  @Test("Esc, Tab and Shift-Tab")
  func escapeAndTabs() {
    #expect(key(.character(27)) == .escape)
    #expect(key(.character(9)) == .tab)
    #expect(key(.keyCode(KEY_BTAB)) == .backTab)
  }

  @Test("arrows")
  func arrows() {
    #expect(key(.keyCode(KEY_UP)) == .up)
    #expect(key(.keyCode(KEY_DOWN)) == .down)
    #expect(key(.keyCode(KEY_LEFT)) == .left)
    #expect(key(.keyCode(KEY_RIGHT)) == .right)
  }

  @Test("control keys name their letter; Ctrl-C is control(c)")
  func controls() {
    #expect(key(.character(3)) == .control("c"))
    #expect(key(.character(26)) == .control("z"))
  }

  @Test("other control bytes and zero-width scalars give nothing")
  func ignoredCharacters() {
    #expect(InputDecoder.decode(.character(0)).isEmpty)
    #expect(InputDecoder.decode(.character(31)).isEmpty)
    #expect(InputDecoder.decode(.character(0x0301)).isEmpty)  // combining acute accent
    #expect(InputDecoder.decode(.character(0xD800)).isEmpty)  // a surrogate is not a scalar
    #expect(InputDecoder.decode(.character(0x11_0000)).isEmpty)
  }

  @Test("text beyond ASCII stays a character")
  func wideCharacter() {
    #expect(key(.character(0xD55C)) == .character("한"))
  }

  @Test("unused function keys are unknown, not dropped silently into digits")
  func unknownKeys() {
    #expect(key(.keyCode(sumcalc_key_f(5))) == .unknown)
  }

  @Test("resize carries the new size")
  func resize() {
    #expect(InputDecoder.decode(.resize(Size(width: 20, height: 8))) == [.resize(Size(width: 20, height: 8))])
  }

  @Test("left press and release at a cell")
  func leftButton() {
    let press = InputDecoder.decode(.mouse(x: 30, y: 10, buttons: sumcalc_button1_pressed))
    let release = InputDecoder.decode(.mouse(x: 31, y: 10, buttons: sumcalc_button1_released))
    #expect(press == [.mouse(MouseEvent(button: .left, action: .press, position: Point(x: 30, y: 10)))])
    #expect(release == [.mouse(MouseEvent(button: .left, action: .release, position: Point(x: 31, y: 10)))])
  }

  @Test("a folded click is a press then a release")
  func click() {
    let events = InputDecoder.decode(.mouse(x: 2, y: 3, buttons: sumcalc_button1_clicked))
    #expect(
      events == [
        .mouse(MouseEvent(button: .left, action: .press, position: Point(x: 2, y: 3))),
        .mouse(MouseEvent(button: .left, action: .release, position: Point(x: 2, y: 3))),
      ])
  }

  @Test("wheel, middle and right buttons keep their identity")
  func otherButtons() {
    func button(_ mask: mmask_t) -> MouseButton? {
      guard case .mouse(let event)? = InputDecoder.decode(.mouse(x: 0, y: 0, buttons: mask)).first else { return nil }
      return event.button
    }
    #expect(button(sumcalc_button4_pressed) == .wheelUp)
    #expect(button(sumcalc_button5_pressed) == .wheelDown)
    #expect(button(sumcalc_button2_pressed) == .middle)
    #expect(button(sumcalc_button3_released) == .right)
  }

  @Test("a report with no button we know gives nothing")
  func motionOnly() {
    #expect(InputDecoder.decode(.mouse(x: 5, y: 5, buttons: sumcalc_report_mouse_position)).isEmpty)
  }
}
