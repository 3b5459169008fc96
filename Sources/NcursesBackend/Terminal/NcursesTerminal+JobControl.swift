import CNcurses
import CTerminalSignals
import Dispatch
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// Job control: Ctrl-Z, `fg` and `bg`, a stop from outside, `kill %1` on a stopped job.
extension NcursesTerminal {
  /// Ctrl-Z: gives the terminal back to the shell as it was, stops, and takes it again once
  /// continued. The stop may not happen at all — the kernel discards it for a process group no
  /// shell controls (`xterm -e app`, `setsid`), and no SIGCONT comes — so the return from it
  /// resumes, not only the relayed SIGCONT (which then finds the terminal taken, and repaints).
  func suspend(into handler: @escaping @MainActor ([TerminalEvent]) -> Void) {
    guard isOpen else { return }
    if !isSuspended {
      isSuspended = true
      input?.pause()
      let (output, mouse, pushed) = (output, hasMouse, keyboardProtocolPushed)
      keyboardProtocolPushed = false  // popped with the other modes
      output.giveBack(popKeyboardProtocol: pushed) {
        output.suspend()
        Self.setInputModes(on: false, mouse: mouse, keyboardProtocol: pushed)
        _ = endwin()
      }
    }
    _ = tui_stop_process()
    continued(into: handler)
  }

  /// SIGCONT: back in the foreground, the screen is drawn afresh at the terminal's size now. A
  /// stop the program did not make (SIGSTOP from outside) left the terminal to the shell, which set its
  /// own modes (echo, line mode, no bracketed paste) and wrote over the screen: the program's modes are
  /// set again and the screen repainted. Continued in the background (`bg`, or bash's `kill %1`,
  /// which sends SIGTERM and SIGCONT), the program leaves the terminal alone — touching it would stop
  /// the process again — and waits for the foreground.
  func continued(into handler: @escaping @MainActor ([TerminalEvent]) -> Void) {
    guard isOpen else { return }
    guard tui_is_foreground(STDIN_FILENO) == 1 else {
      if !isSuspended {  // stopped from outside: the terminal became the shell's then
        isSuspended = true
        input?.pause()
      }
      watchForForeground(into: handler)
      return
    }
    foregroundWatch?.cancel()
    foregroundWatch = nil
    // Pushed again where the terminal speaks it and a suspend popped it (or its answer came while
    // suspended); a stop from outside popped nothing, and a second push would outlive the program.
    let pushed = keyboardProtocol == .spoken && !keyboardProtocolPushed
    if keyboardProtocol == .spoken { keyboardProtocolPushed = true }
    let (output, mouse, numeric) = (output, hasMouse, undoesApplicationKeypad)
    output.perform {
      _ = reset_prog_mode()
      _ = keypad(tui_stdscr(), true)  // endwin turned keypad transmit off
      // Back on the alternate screen before the modes are set: kitty keeps a keyboard stack a screen.
      _ = doupdate()
      if numeric { Self.numericKeypadMode() }  // after all that sends keypad transmit
      Self.setInputModes(on: true, mouse: mouse, keyboardProtocol: pushed)
      output.forgetCursor()
      output.resume()
    }
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
        guard let self, tui_is_foreground(STDIN_FILENO) == 1 else { return }
        self.continued(into: handler)
      }
    }
    foregroundWatch = watch
    watch.resume()
  }
}
