import CNcurses
import CTerminalSignals
import Dispatch
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// What the terminal tells the program: input, or a request to quit from a signal.
public enum TerminalEvent: Hashable, Sendable {
  case input(InputEvent)
  /// SIGINT, SIGTERM, SIGHUP or SIGQUIT arrived; the program should save and quit.
  case quitSignal(Int32)
}

/// The full-screen terminal, driven through ncurses. The only type that touches the terminal:
/// it starts and restores it, copies buffers to the screen, and turns input into events.
@MainActor
public final class NcursesTerminal {
  private let screen: OpaquePointer
  private let palette: Palette
  private let relay: SignalRelay
  private var sources: [any DispatchSourceRead] = []
  private var lastDrawn: Buffer?
  private var utf8 = UTF8Assembler()
  private var cursorVisible: Bool?
  private var isOpen = true

  /// Checks that both ends are a terminal that terminfo knows, then takes the screen.
  /// Throws, having written nothing, when the terminal cannot be used.
  public static func open(colorWanted: Bool) throws(TerminalError) -> NcursesTerminal {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
    guard let type = getenv("TERM").map({ String(cString: $0) }), !type.isEmpty else {
      throw .unsetTerminalType
    }
    // Wide characters need a UTF-8 locale; fall back to C.UTF-8 where the user's is missing.
    if setlocale(LC_ALL, "") == nil || !localeIsUTF8() { _ = setlocale(LC_CTYPE, "C.UTF-8") }
    guard canAddressCursor(type) else { throw .unsupportedTerminal(type) }

    _ = sumcalc_save_terminal_modes(STDIN_FILENO)
    let relay = SignalRelay()
    // newterm, unlike initscr, returns nil on a bad TERM instead of exiting the process.
    guard let screen = newterm(nil, sumcalc_stdout(), sumcalc_stdin()) else {
      relay.close()
      throw .unsupportedTerminal(type)
    }
    _ = set_term(screen)
    let terminal = NcursesTerminal(screen: screen, palette: .start(colorWanted: colorWanted), relay: relay)
    terminal.configureInput()
    _ = sumcalc_relay_resize_signal()
    _ = sumcalc_install_crash_guard(STDOUT_FILENO)
    return terminal
  }

  private init(screen: OpaquePointer, palette: Palette, relay: SignalRelay) {
    self.screen = screen
    self.palette = palette
    self.relay = relay
  }

  private func configureInput() {
    _ = cbreak()  // Ctrl-C and Ctrl-Z keep their signals; ncurses handles suspend and resume
    _ = noecho()
    _ = nonl()
    _ = keypad(sumcalc_stdscr(), true)
    _ = nodelay(sumcalc_stdscr(), true)
    _ = set_escdelay(25)  // the default second makes Esc feel broken
    _ = mouseinterval(0)  // report press and release at once instead of waiting for clicks
    _ = mousemask(
      sumcalc_button1_pressed | sumcalc_button1_released | sumcalc_button2_pressed
        | sumcalc_button2_released | sumcalc_button3_pressed | sumcalc_button3_released
        | sumcalc_button4_pressed | sumcalc_button5_pressed, nil)
    // The numeric keypad in application mode sends ESC O p … ESC O y, which terminfo leaves unnamed.
    for digit in 0...9 {
      let letter = Character(Unicode.Scalar(UInt8(ascii: "p") + UInt8(digit)))
      _ = define_key("\u{1B}O\(letter)", InputDecoder.keypadDigitBase + Int32(digit))
    }
  }

  /// The terminal's size now.
  public var size: Size { Size(width: Int(sumcalc_cols()), height: Int(sumcalc_lines())) }

  /// Copies `buffer` to the screen. Only cells that changed since the last frame are handed to
  /// ncurses, which in turn sends only what differs from what the terminal shows.
  public func draw(_ buffer: Buffer) {
    guard isOpen else { return }
    let previous = lastDrawn?.size == buffer.size ? lastDrawn : nil
    let window = sumcalc_stdscr()
    var glyph = cchar_t()
    for y in 0..<buffer.size.height {
      for x in 0..<buffer.size.width {
        let cell = buffer[x, y]
        if let previous, previous[x, y] == cell { continue }
        guard !cell.isContinuation else { continue }
        let style = palette.attributes(for: cell.style)
        var wide = cell.text.unicodeScalars.prefix(Int(CCHARW_MAX) - 1).map { wchar_t(bitPattern: $0.value) }
        wide.append(0)
        _ = setcchar(&glyph, wide, style.attributes, style.pair, nil)
        _ = mvwadd_wch(window, Int32(y), Int32(x), &glyph)
      }
    }
    lastDrawn = buffer
    let showCursor = buffer.cursor != nil
    if showCursor != cursorVisible {
      _ = curs_set(showCursor ? 1 : 0)
      cursorVisible = showCursor
    }
    if let cursor = buffer.cursor { _ = wmove(window, Int32(cursor.y), Int32(cursor.x)) }
    _ = wnoutrefresh(window)
    _ = doupdate()
  }

  /// Delivers events on the main queue as they come; the process sleeps in the kernel between them.
  public func startEvents(_ handler: @escaping @MainActor (TerminalEvent) -> Void) {
    let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    input.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.drainInput(into: handler) }
    }
    let signals = DispatchSource.makeReadSource(fileDescriptor: relay.readDescriptor, queue: .main)
    signals.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        for signal in self.relay.drain() {
          if signal == SIGWINCH {
            self.drainInput(into: handler)  // ncurses now has KEY_RESIZE waiting
          } else {
            handler(.quitSignal(signal))
          }
        }
      }
    }
    sources = [input, signals]
    for source in sources { source.resume() }
  }

  private func drainInput(into handler: @MainActor (TerminalEvent) -> Void) {
    while isOpen {
      // `wgetch`, not `wget_wch`: bytes come one by one and an invalid one costs only itself.
      let code = wgetch(sumcalc_stdscr())
      guard code != ERR else { break }
      guard let raw = translate(code) else { continue }
      if case .resize = raw { lastDrawn = nil }
      for event in InputDecoder.decode(raw) { handler(.input(event)) }
    }
  }

  /// What one `wgetch` result means, or nil for a byte in the middle of a character.
  private func translate(_ code: Int32) -> RawInput? {
    guard code >= KEY_MIN else {
      return utf8.feed(UInt8(truncatingIfNeeded: code)).map { .character($0.value) }
    }
    if code == KEY_RESIZE { return .resize(size) }
    guard code == KEY_MOUSE else { return .keyCode(code) }
    var event = MEVENT()
    guard getmouse(&event) == OK else { return .keyCode(KEY_MOUSE) }
    return .mouse(x: event.x, y: event.y, buttons: event.bstate)
  }

  /// Gives the terminal back as it was: normal screen, cursor visible, echo and line mode on,
  /// mouse reporting off. Safe to call more than once.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    for source in sources { source.cancel() }
    sources = []
    _ = mousemask(0, nil)
    _ = curs_set(1)
    _ = endwin()
    delscreen(screen)
    sumcalc_uninstall_signal_handlers()
    relay.close()
  }

  private static func localeIsUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    return String(cString: codeset) == "UTF-8"
  }

  /// Asks terminfo, quietly, whether `type` is known and can place the cursor (`dumb` cannot).
  private static func canAddressCursor(_ type: String) -> Bool {
    var status: Int32 = 0
    guard setupterm(type, STDOUT_FILENO, &status) == OK, status == 1 else { return false }
    defer { _ = del_curterm(sumcalc_cur_term()) }
    let address = tigetstr("cup")
    return address != nil && Int(bitPattern: address) != -1
  }
}
