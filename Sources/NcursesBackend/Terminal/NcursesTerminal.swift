import CNcurses
import CTerminalSignals
import Dispatch
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// The full-screen terminal, driven through ncurses: the `TerminalDevice` a program runs on. It
/// starts and restores the terminal, hands buffers to `TerminalOutput` (which alone writes to the
/// terminal, on a queue of its own) and its input to `InputReader`.
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
  /// Every write to the terminal, on a queue of its own: a terminal that stops reading never
  /// blocks the loop.
  let output: TerminalOutput
  private let relay: SignalRelay
  var input: InputReader?
  private var signals: (any DispatchSourceRead)?
  /// The terminal's size, as the kernel last said (the output queue resizes ncurses to each frame).
  public private(set) var size: Size
  /// What the entry offers, read once at the start (ncurses is the output queue's after it).
  let hasMouse: Bool
  private let hasAlternateScreen: Bool
  /// The entry's keypad-transmit string turns the DEC application keypad on (`ESC =`), which is
  /// turned off again: the keypad then types digits with Num Lock and moves without it, in every
  /// terminal (urxvt's application keypad sends `ESC O q` for End whatever Num Lock says).
  let undoesApplicationKeypad: Bool
  private let keyCapabilities: [(name: String, value: [UInt8])]
  var isOpen = true
  /// Stopped by Ctrl-Z, or continued in the background: the terminal is the shell's, and nothing
  /// is drawn or read until the program is back in the foreground.
  var isSuspended = false
  /// Continued in the background (`bg`), the program waits for the terminal: bash's `fg` on a running
  /// job hands it over without a signal, so the foreground is looked for a few times a second.
  var foregroundWatch: (any DispatchSourceTimer)?
  /// Whether the terminal speaks the kitty keyboard protocol: asked at the start, known once it
  /// answers (its keyboard flags before its device attributes), and pushed while the program runs.
  var keyboardProtocol = KeyboardProtocol.asked
  var keyboardProtocolPushed = false
  /// Whether `ESC` and a key in one read is Alt plus the key (`open(colorWanted:altKeys:)`).
  private(set) var altKeys = false
  /// Whether the terminal holds a person's Esc and sends it glued to the next key or click, whole
  /// ones too: GNU screen (`STY` set, or a `screen` terminal type). tmux sends Alt keys in xterm's
  /// form, so an `ESC` glued to a whole key is a held Esc there too.
  private(set) var holdsEscape = false

  /// Checks that both ends are a terminal that terminfo knows, then takes the screen. Adopt the
  /// locale first (`TerminalLocale.adopt`).
  /// Throws, having written nothing, when the terminal cannot be used.
  /// `colorWanted: false` draws in attributes only (`NO_COLOR`, `--no-color`). `altKeys: true` reads
  /// `ESC` and a key in one read as Alt plus the key, for a program that binds Alt keys; by default
  /// it is Esc, then the key, as GNU screen and tmux send a person's Esc and the next key
  /// (`InputParser(altKeys:)`).
  ///
  /// It sets the process's allocator (glibc's `mallopt`) for a terminal program: large blocks get
  /// mappings of their own at the default threshold, so that a paste's megabytes go back to the
  /// system when freed, and every thread allocates from one arena, so that what the output
  /// queue's threads free is there for all to reuse (docs/PERFORMANCE.md, issue 40).
  ///
  /// ```swift
  /// _ = TerminalLocale.adopt()
  /// let terminal = try NcursesTerminal.open()
  /// let exit = await AppLoop(terminal: terminal, app: app, clock: ContinuousClock()).run()
  /// exit.endProcess()
  /// ```
  public static func open(colorWanted: Bool = true, altKeys: Bool = false) throws(TerminalError) -> NcursesTerminal {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
    guard let type = getenv("TERM").map({ String(cString: $0) }), !type.isEmpty else {
      throw .unsetTerminalType
    }
    guard canAddressCursor(type) else { throw .unsupportedTerminal(type) }

    _ = tui_save_terminal_modes(STDIN_FILENO)
    tui_return_freed_memory()  // a paste's megabytes back to the system, every thread's to the heap
    let relay = SignalRelay()
    // The terminal's own size wins over COLUMNS and LINES in the environment (which go stale at
    // the first resize); ncurses sets them to the real size instead of reading them.
    use_tioctl(true)
    // newterm, unlike initscr, returns nil on a bad TERM instead of exiting the process.
    guard let screen = newterm(nil, tui_stdout(), tui_stdin()) else {
      relay.close()
      throw .unsupportedTerminal(type)
    }
    _ = set_term(screen)
    let terminal = NcursesTerminal(screen: screen, palette: .start(colorWanted: colorWanted), relay: relay)
    terminal.altKeys = altKeys
    terminal.holdsEscape = getenv("STY") != nil || type.hasPrefix("screen")
    let (mouse, numeric) = (terminal.hasMouse, terminal.undoesApplicationKeypad)
    terminal.output.perform { Self.configureInput(mouse: mouse, numericKeypad: numeric) }
    _ = tui_relay_resize_signal()
    _ = tui_install_crash_guard(STDOUT_FILENO)
    return terminal
  }

  private init(screen: OpaquePointer, palette: Palette, relay: SignalRelay) {
    self.screen = screen
    output = TerminalOutput(palette: palette)
    self.relay = relay
    size = Size(width: Int(tui_cols()), height: Int(tui_lines()))
    hasMouse = Self.has("kmous")
    hasAlternateScreen = Self.has("rmcup")
    undoesApplicationKeypad = Self.string("smkx").map(Self.turnsOnApplicationKeypad) ?? false
    keyCapabilities = TerminfoKeys.capabilities()
  }

  /// The program's modes, on the output queue.
  private nonisolated static func configureInput(mouse: Bool, numericKeypad: Bool) {
    _ = cbreak()  // Ctrl-C and Ctrl-Z keep their signals; the main loop handles them (SignalRelay)
    _ = noecho()
    _ = nonl()
    // Sends the terminal's "keypad transmit" string: the parser knows both modes' sequences.
    _ = keypad(tui_stdscr(), true)
    if numericKeypad { numericKeypadMode() }
    // ncurses must not peek at the input it does not read, nor cut a frame short because of it.
    _ = typeahead(-1)
    // Ctrl-S must not stop the output (and with it the loop): flow control off, in the modes that
    // ncurses restores at every resume; the shell's modes, saved before, come back on the way out.
    _ = tui_flow_control_off(STDIN_FILENO)
    _ = def_prog_mode()
    tui_set_input_modes(STDOUT_FILENO, mouse ? 1 : 0, 1)
    // The kitty keyboard protocol's flags, then the device attributes every terminal answers: the
    // order of the replies says whether Esc can come without a timing guess (`replied`).
    _ = "\u{1B}[?u\u{1B}[c".withCString { write(STDOUT_FILENO, $0, strlen($0)) }
  }

  /// Copies `buffer` to the screen, as soon as the terminal takes it (`TerminalOutput`).
  public func draw(_ buffer: Buffer) {
    guard isOpen, !isSuspended else { return }
    output.draw(buffer)
  }

  /// Delivers events on the main queue as they come; the process sleeps in the kernel between them.
  public func startEvents(_ handler: @escaping @MainActor ([TerminalEvent]) -> Void) {
    let utf8 = TerminalLocale.characterSet == "UTF-8"
    let deliver: @MainActor ([TerminalEvent]) -> Void = { [weak self] events in
      guard let self else { return handler(events) }
      let kitty = self.keyboardProtocolPushed
      // As a tty does: the signal's key and what came after it in the read go; what came before acts.
      guard let index = events.firstIndex(where: { Self.signal(for: $0, kitty: kitty) != nil }) else {
        return handler(events)
      }
      if index > 0 { handler(Array(events[..<index])) }
      _ = kill(getpid(), Self.signal(for: events[index], kitty: kitty)!)
    }
    input = InputReader(
      descriptor: STDIN_FILENO, keys: { [keyCapabilities] in KeyTable(capabilities: keyCapabilities, utf8: utf8) },
      utf8: utf8, altKeys: altKeys, holdsEscape: holdsEscape, replied: { [weak self] in self?.replied($0) },
      deliver: deliver)
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

  /// SIGWINCH: the new size, from the kernel (ncurses learns it only inside `wgetch`, which is not
  /// used; the output queue resizes it to the next frame).
  func resized(into handler: @MainActor ([TerminalEvent]) -> Void) {
    var window = winsize()
    guard isOpen, !isSuspended, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0,
      window.ws_col > 0
    else {
      return
    }
    size = Size(width: Int(window.ws_col), height: Int(window.ws_row))
    // What the terminal kept of the old screen is unknown (tmux and xterm differ): paint it all.
    invalidate()
    handler([.input(.resize(size))])
  }

  /// Forgets what the screen shows: the next `draw` repaints every cell (Ctrl-L, a resize).
  public func invalidate() {
    guard isOpen, !isSuspended else { return }
    output.invalidate()
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
    let (output, mouse, pushed, clear) = (output, hasMouse, keyboardProtocolPushed, !hasAlternateScreen)
    nonisolated(unsafe) let screen = screen
    let restored = output.giveBack(popKeyboardProtocol: pushed) {
      // Without an alternate screen (vt100, the Linux console) the program's last frame would stay
      // behind the shell's prompt: clear it first.
      if clear {
        _ = wclear(tui_stdscr())
        _ = wrefresh(tui_stdscr())
      }
      // The modes first, on the screen they were set on: kitty keeps a keyboard stack a screen.
      Self.setInputModes(on: false, mouse: mouse, keyboardProtocol: pushed)
      _ = curs_set(1)
      _ = endwin()
      delscreen(screen)
    }
    // A terminal whose output queue never ended got the resets; its tty modes come back too.
    if !restored { tui_restore_terminal_modes(STDIN_FILENO) }
    releaseSignals()
  }

  private func releaseSignals() {
    tui_uninstall_signal_handlers()
    // Dispatch may watch the pipe until the source's cancel handler has run: it closes the pipe.
    if let signals { signals.cancel() } else { relay.close() }
    signals = nil
  }

  /// Bracketed paste, mouse reporting where terminfo says the terminal has a mouse (not the
  /// Linux console, vt100), and the kitty keyboard protocol where it was pushed; on the output queue.
  nonisolated static func setInputModes(on: Bool, mouse: Bool, keyboardProtocol: Bool) {
    tui_set_input_modes(STDOUT_FILENO, mouse ? 1 : 0, on ? 1 : 0)
    if keyboardProtocol { tui_set_keyboard_protocol(STDOUT_FILENO, on ? 1 : 0) }
  }

  /// DECKPNM (`ESC >`): the keypad types what its keys say, digits with Num Lock.
  nonisolated static func numericKeypadMode() {
    _ = "\u{1B}>".withCString { write(STDOUT_FILENO, $0, strlen($0)) }
  }

  /// Whether the current terminal's entry has the string capability `name`.
  private static func has(_ name: String) -> Bool {
    string(name) != nil
  }

  /// The current terminal's string capability `name`, where its entry has it.
  private static func string(_ name: String) -> String? {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
    return String(cString: value)
  }

  /// Whether `smkx` holds `ESC =` (DECKPAM, the DEC application keypad). Compared as bytes: a
  /// substring search would bring the string-processing library's code in at start (docs/PERFORMANCE.md).
  private static func turnsOnApplicationKeypad(_ smkx: String) -> Bool {
    let bytes = Array(smkx.utf8)
    return zip(bytes, bytes.dropFirst()).contains { $0 == 0x1B && $1 == UInt8(ascii: "=") }
  }

  /// Asks terminfo, quietly, whether `type` is known and can place the cursor (`dumb` cannot).
  private static func canAddressCursor(_ type: String) -> Bool {
    var status: Int32 = 0
    guard setupterm(type, STDOUT_FILENO, &status) == OK, status == 1 else { return false }
    defer { _ = del_curterm(tui_cur_term()) }
    let address = tigetstr("cup")
    return address != nil && Int(bitPattern: address) != -1
  }
}
