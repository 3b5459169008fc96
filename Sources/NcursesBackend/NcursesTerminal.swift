import CNcurses
import CTerminalSignals
import Dispatch
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// The full-screen terminal, driven through ncurses: the `TerminalDevice` a program runs on. The
/// only type that touches the terminal: it starts and restores it, copies buffers to the screen,
/// and hands its input to `InputReader`.
///
/// What it promises:
/// - **Input** arrives as `TerminalEvent`s, one call per read of the terminal, parsed by
///   `InputParser` (keys in either keypad mode, SGR and X10 mouse reports, bracketed paste).
/// - **Signals** that end a process by default (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1…) are
///   caught and delivered as `.quitSignal` for the program to finish its work and quit; the
///   terminal going away (end of file, `EIO`) is `.hangUp`. End the process with
///   `AppExit.endProcess()` so that the parent sees the signal.
/// - **Job control**: Ctrl-Z gives the terminal back as it was and stops; `fg` takes it again and
///   repaints at the size it has then. Continued in the background, it draws and reads nothing
///   until the shell hands the terminal back. SIGWINCH is a `.resize` event.
/// - **Every way out restores the terminal**: `close()` (the run loop calls it), and on a crash
///   (SIGSEGV, SIGABRT, SIGBUS…) a handler that writes only async-signal-safe resets (normal
///   screen, cursor, mouse and paste modes off, the saved terminal modes) before the default action.
@MainActor
public final class NcursesTerminal: TerminalDevice {
  private let screen: OpaquePointer
  private let palette: Palette
  private let relay: SignalRelay
  private var input: InputReader?
  private var signals: (any DispatchSourceRead)?
  private var lastDrawn: Buffer?
  private var cursorVisible: Bool?
  private var isOpen = true
  /// Stopped by Ctrl-Z, or continued in the background: the terminal is the shell's, and nothing
  /// is drawn or read until the program is back in the foreground.
  private var isSuspended = false
  /// Continued in the background (`bg`), the program waits for the terminal: bash's `fg` on a running
  /// job hands it over without a signal, so the foreground is looked for a few times a second.
  private var foregroundWatch: (any DispatchSourceTimer)?
  /// Whether the terminal speaks the kitty keyboard protocol: asked at the start, known once it
  /// answers (its keyboard flags before its device attributes), and pushed while the program runs.
  private var keyboardProtocol = KeyboardProtocol.asked
  private var keyboardProtocolPushed = false

  private enum KeyboardProtocol { case asked, spoken, absent }

  /// Checks that both ends are a terminal that terminfo knows, then takes the screen. Adopt the
  /// locale first (`TerminalLocale.adopt`).
  /// Throws, having written nothing, when the terminal cannot be used.
  /// `colorWanted: false` draws in attributes only (`NO_COLOR`, `--no-color`).
  ///
  /// ```swift
  /// _ = TerminalLocale.adopt()
  /// let terminal = try NcursesTerminal.open()
  /// let exit = await AppLoop(terminal: terminal, app: app, clock: ContinuousClock()).run()
  /// exit.endProcess()
  /// ```
  public static func open(colorWanted: Bool = true) throws(TerminalError) -> NcursesTerminal {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
    guard let type = getenv("TERM").map({ String(cString: $0) }), !type.isEmpty else {
      throw .unsetTerminalType
    }
    guard canAddressCursor(type) else { throw .unsupportedTerminal(type) }

    _ = sumcalc_save_terminal_modes(STDIN_FILENO)
    let relay = SignalRelay()
    // The terminal's own size wins over COLUMNS and LINES in the environment (which go stale at
    // the first resize); ncurses sets them to the real size instead of reading them.
    use_tioctl(true)
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
    _ = cbreak()  // Ctrl-C and Ctrl-Z keep their signals; the main loop handles them (SignalRelay)
    _ = noecho()
    _ = nonl()
    // Sends the terminal's "keypad transmit" string: the parser knows both modes' sequences.
    _ = keypad(sumcalc_stdscr(), true)
    // ncurses must not peek at the input it does not read, nor cut a frame short because of it.
    _ = typeahead(-1)
    // Ctrl-S must not stop the output (and with it the loop): flow control off, in the modes that
    // ncurses restores at every resume; the shell's modes, saved before, come back on the way out.
    _ = sumcalc_flow_control_off(STDIN_FILENO)
    _ = def_prog_mode()
    setInputModes(on: true)
    // The kitty keyboard protocol's flags, then the device attributes every terminal answers: the
    // order of the replies says whether Esc can come without a timing guess (`replied`).
    _ = "\u{1B}[?u\u{1B}[c".withCString { write(STDOUT_FILENO, $0, strlen($0)) }
  }

  /// A reply to the start's query: flags before the device attributes mean the kitty keyboard
  /// protocol, whose "disambiguate" flag is then pushed while the program runs.
  private func replied(_ reply: TerminalReply) {
    guard keyboardProtocol == .asked else { return }
    switch reply {
    case .keyboardFlags:
      keyboardProtocol = .spoken
      guard isOpen, !isSuspended else { return }
      setKeyboardProtocol(pushed: true)
    case .deviceAttributes:
      keyboardProtocol = .absent
    }
  }

  private func setKeyboardProtocol(pushed: Bool) {
    guard keyboardProtocol == .spoken, pushed != keyboardProtocolPushed else { return }
    keyboardProtocolPushed = pushed
    sumcalc_set_keyboard_protocol(STDOUT_FILENO, pushed ? 1 : 0)
  }

  /// Under the kitty protocol Ctrl-C, Ctrl-\\ and Ctrl-Z come as keys, not as the tty's signals:
  /// they are raised as the tty would have, so that they quit and suspend as everywhere else.
  private static func signal(for event: TerminalEvent) -> Int32? {
    switch event {
    case .input(.key(.control("c"))): SIGINT
    case .input(.key(.control("z"))): SIGTSTP
    case .input(.key(.modified(.character("\\"), .control))): SIGQUIT
    default: nil
    }
  }

  /// The terminal's size now.
  public var size: Size { Size(width: Int(sumcalc_cols()), height: Int(sumcalc_lines())) }

  /// Copies `buffer` to the screen. Only cells that changed since the last frame are handed to
  /// ncurses, which in turn sends only what differs from what the terminal shows.
  public func draw(_ buffer: Buffer) {
    guard isOpen, !isSuspended else { return }
    let window = sumcalc_stdscr()
    let previous = lastDrawn?.size == buffer.size ? lastDrawn : nil
    // A first frame (or one of a new size) starts from an erased window, so blank cells need no call.
    if previous == nil { _ = werase(window) }
    let width = buffer.size.width
    let before = previous?.cells
    let blank = Cell.blank
    for index in buffer.cells.indices {
      let cell = buffer.cells[index]
      guard !cell.isContinuation, cell != (before?[index] ?? blank) else { continue }
      let style = palette.attributes(for: cell.style)
      // Up to CCHARW_MAX - 1 code points and the 0 that ends them, on the stack.
      var text: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
      withUnsafeMutableBytes(of: &text) { raw in
        let codes = raw.bindMemory(to: wchar_t.self)
        for (position, scalar) in cell.text.unicodeScalars.prefix(min(Int(CCHARW_MAX), codes.count) - 1).enumerated() {
          codes[position] = wchar_t(bitPattern: scalar.value)
        }
        _ = sumcalc_put_cell(
          window, Int32(index / width), Int32(index % width), codes.baseAddress, style.attributes, style.pair)
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
  public func startEvents(_ handler: @escaping @MainActor ([TerminalEvent]) -> Void) {
    let utf8 = TerminalLocale.characterSet == "UTF-8"
    input = InputReader(
      descriptor: STDIN_FILENO, keys: { TerminfoKeys.current(utf8: utf8) }, utf8: utf8,
      replied: { [weak self] in self?.replied($0) }
    ) { [weak self] events in
      guard let self, self.keyboardProtocolPushed else { return handler(events) }
      let keys = events.filter { event in
        guard let signal = Self.signal(for: event) else { return true }
        _ = kill(getpid(), signal)
        return false
      }
      if !keys.isEmpty { handler(keys) }
    }
    let signals = DispatchSource.makeReadSource(fileDescriptor: relay.readDescriptor, queue: .main)
    signals.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        for signal in self.relay.drain() {
          switch signal {
          case SIGWINCH: self.resized(into: handler)
          case SIGTSTP: self.suspend(into: handler)
          case SIGCONT: self.continued(into: handler)
          default: handler([.quitSignal(signal)])
          }
        }
      }
    }
    signals.setCancelHandler { [relay] in relay.close() }
    self.signals = signals
    signals.resume()
  }

  /// Ctrl-Z: gives the terminal back to the shell as it was, stops, and takes it again once
  /// continued. The stop may not happen at all — the kernel discards it for a process group no
  /// shell controls (`xterm -e sumcalc`, `setsid`), and no SIGCONT comes — so the return from it
  /// resumes, not only the relayed SIGCONT (which then finds the terminal taken, and repaints).
  private func suspend(into handler: @escaping @MainActor ([TerminalEvent]) -> Void) {
    guard isOpen else { return }
    if !isSuspended {
      isSuspended = true
      input?.pause()
      setInputModes(on: false)
      _ = endwin()
    }
    _ = sumcalc_stop_process()
    continued(into: handler)
  }

  /// SIGCONT: back in the foreground, the screen is drawn afresh at the terminal's size now. A
  /// stop the program did not make (SIGSTOP from outside) left the terminal to the shell, which set its
  /// own modes (echo, line mode, no bracketed paste) and wrote over the screen: the program's modes are
  /// set again and the screen repainted. Continued in the background (`bg`, or bash's `kill %1`,
  /// which sends SIGTERM and SIGCONT), the program leaves the terminal alone — touching it would stop
  /// the process again — and waits for the foreground.
  private func continued(into handler: @escaping @MainActor ([TerminalEvent]) -> Void) {
    guard isOpen else { return }
    guard sumcalc_is_foreground(STDIN_FILENO) == 1 else {
      if !isSuspended {  // stopped from outside: the terminal became the shell's then
        isSuspended = true
        input?.pause()
      }
      watchForForeground(into: handler)
      return
    }
    foregroundWatch?.cancel()
    foregroundWatch = nil
    _ = reset_prog_mode()
    _ = keypad(sumcalc_stdscr(), true)  // endwin turned keypad transmit off
    setInputModes(on: true)
    if isSuspended {
      isSuspended = false
      input?.resume()
    }
    resized(into: handler)
  }

  /// Looks for the terminal every 200 ms while the program runs in the background, and takes it back
  /// once the shell gives it (`fg`).
  private func watchForForeground(into handler: @escaping @MainActor ([TerminalEvent]) -> Void) {
    guard foregroundWatch == nil else { return }
    let watch = DispatchSource.makeTimerSource(queue: .main)
    watch.schedule(deadline: .now() + .milliseconds(200), repeating: .milliseconds(200))
    watch.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self, sumcalc_is_foreground(STDIN_FILENO) == 1 else { return }
        self.continued(into: handler)
      }
    }
    foregroundWatch = watch
    watch.resume()
  }

  /// SIGWINCH: tells ncurses the new size (it learns it only inside `wgetch`, which is not used).
  private func resized(into handler: @MainActor ([TerminalEvent]) -> Void) {
    var window = winsize()
    guard isOpen, !isSuspended, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0,
      window.ws_col > 0
    else {
      return
    }
    _ = resize_term(Int32(window.ws_row), Int32(window.ws_col))
    // What the terminal kept of the old screen is unknown (tmux and xterm differ): paint it all.
    invalidate()
    handler([.input(.resize(size))])
  }

  /// Forgets what the screen shows: the next `draw` repaints every cell (Ctrl-L, a resize).
  public func invalidate() {
    guard isOpen, !isSuspended else { return }
    _ = clearok(sumcalc_curscr(), true)
    lastDrawn = nil
  }

  /// Gives the terminal back as it was: normal screen, cursor visible, echo and line mode on,
  /// mouse reporting off. Safe to call more than once.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    input?.stop()
    foregroundWatch?.cancel()
    foregroundWatch = nil
    // Suspended, the terminal is the shell's and already as it was: leave it untouched.
    guard !isSuspended else {
      releaseSignals()
      return
    }
    // Without an alternate screen (vt100, the Linux console) the program's last frame would stay behind the
    // shell's prompt: clear it first.
    if !Self.has("rmcup") {
      _ = wclear(sumcalc_stdscr())
      _ = wrefresh(sumcalc_stdscr())
    }
    _ = curs_set(1)
    _ = endwin()
    setInputModes(on: false)
    delscreen(screen)
    releaseSignals()
  }

  private func releaseSignals() {
    sumcalc_uninstall_signal_handlers()
    // Dispatch may watch the pipe until the source's cancel handler has run: it closes the pipe.
    if let signals { signals.cancel() } else { relay.close() }
    signals = nil
  }

  /// Bracketed paste, mouse reporting where terminfo says the terminal has a mouse (not the
  /// Linux console, vt100), and the kitty keyboard protocol where the terminal speaks it.
  private func setInputModes(on: Bool) {
    sumcalc_set_input_modes(STDOUT_FILENO, Self.has("kmous") ? 1 : 0, on ? 1 : 0)
    setKeyboardProtocol(pushed: on)
  }

  /// Whether the current terminal's entry has the string capability `name`.
  private static func has(_ name: String) -> Bool {
    guard let value = tigetstr(name) else { return false }
    return Int(bitPattern: value) != -1
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
