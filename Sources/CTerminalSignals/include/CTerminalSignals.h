// Signal handling that must run inside signal handlers, where Swift is not async-signal-safe.
#ifndef TUI_TERMINAL_SIGNALS_H
#define TUI_TERMINAL_SIGNALS_H

#include <pthread.h>

/// Remembers the terminal's modes (termios of `fd`) so a crash handler can put them back.
/// Returns 0 on success, -1 when `fd` is not a terminal.
int tui_save_terminal_modes(int fd);

/// Installs handlers that write the signal number as one byte to `pipe_write_fd` for every signal
/// whose default action ends the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGALRM, the
/// real-time signals…; the faults are the crash guard's), and for SIGTSTP and SIGCONT, so the main
/// loop quits cleanly or suspends; a signal that was ignored (`nohup`) stays ignored. Unblocks
/// them, and SIGWINCH, should the parent have blocked them. Call before ncurses starts: ncurses
/// then leaves these signals alone. Returns 0 on success.
int tui_install_signal_relay(int pipe_write_fd);

/// Stops the process as SIGTSTP's default action does, until SIGCONT; the relay for SIGTSTP
/// is back in place when it returns. Returns 0 on success.
int tui_stop_process(void);

/// Puts back the modes `tui_save_terminal_modes` saved, on `fd`: where the terminal could not be
/// given back through ncurses (it reads nothing). Returns 0 on success.
int tui_restore_terminal_modes(int fd);

/// Whether this process's group is the foreground of the terminal `fd`: only then may it write to
/// the terminal or change its modes without being stopped (SIGTTOU).
int tui_is_foreground(int fd);

/// Wraps the SIGWINCH handler ncurses installed (it still runs first) with one that also writes
/// SIGWINCH to the relay pipe, waking the main loop. Call after ncurses starts.
int tui_relay_resize_signal(void);

/// Turns bracketed paste (and, when `mouse` is non-zero, mouse reporting in the SGR encoding) on
/// or off by writing to `fd`. Not for signal handlers: the crash guard writes its own reset.
void tui_set_input_modes(int fd, int mouse, int on);

/// Lets the calling thread take the signal `tui_interrupt_write` sends (Dispatch's threads
/// block every signal a program may send): call before writing to the terminal.
void tui_accept_write_interrupt(void);

/// Ends a write of `thread`'s that is blocked on a terminal that stopped reading (it fails with
/// EINTR; ncurses and these functions write again, to wherever the descriptor leads by then).
int tui_interrupt_write(pthread_t thread);

/// Puts back what handled SIGURG before the first `tui_interrupt_write`.
void tui_end_write_interrupts(void);

/// A terminal that stopped reading, given back: what it holds of the program's output is discarded, then
/// every mode the backend sets is reset on `fd` in one short write each (the kitty keyboard protocol
/// popped where `pop_keyboard_protocol` is non-zero), which the emptied buffer takes whole. Safe in a
/// signal handler.
void tui_write_resets(int fd, int pop_keyboard_protocol);

/// Turns the tty's flow control (IXON, IXOFF) off on `fd`, so that Ctrl-S and Ctrl-Q are keys and
/// never stop the program's output. The modes saved before are what every way out restores.
int tui_flow_control_off(int fd);

/// Pushes (`on` non-zero) or pops the kitty keyboard protocol's "disambiguate escape codes" flag on
/// `fd`, and remembers it for the crash guard, which pops it too.
void tui_set_keyboard_protocol(int fd, int on);

/// Installs handlers for fatal signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS) on an
/// alternate stack: they write the terminal reset sequences, restore the saved modes, then re-raise
/// to the handler that was there before (Swift's backtracer) or the default action, so that a
/// backtrace or core still appears, on a terminal that is back to normal.
int tui_install_crash_guard(int terminal_fd);

/// Puts back what handled each signal before, except SIGWINCH, which goes back to the default
/// (ncurses' handler would update a screen that is gone). Used once the terminal is closed.
void tui_uninstall_signal_handlers(void);

#endif
