// Async-signal-safe handlers: only write(2), tcsetattr(3), tcflush(3), tcgetpgrp(3), getpgrp(2),
// sigaction(2), open(2), dup2(2), close(2) and raise(3) run inside them.
#define _GNU_SOURCE
#include "CTerminalSignals.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t relay_fd = -1;
static volatile sig_atomic_t crash_fd = -1;
static volatile sig_atomic_t have_saved_modes = 0;
static volatile sig_atomic_t keyboard_protocol_pushed = 0;
static struct termios saved_modes;

// Every signal whose default action ends the process, besides the faults the crash guard takes,
// plus the job-control signals the program handles in its loop (SIGTSTP, SIGCONT). The real-time
// signals, SIGRTMIN to SIGRTMAX, are added at run time (their numbers are not constants).
static const int relayed_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
    SIGXCPU, SIGXFSZ, SIGPIPE, SIGIO, SIGPWR, SIGSTKFLT, SIGTSTP, SIGCONT,
};
#define RELAYED_COUNT (sizeof relayed_signals / sizeof relayed_signals[0])
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS};
#define FATAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])

// What handled each signal before us, put back on uninstall, indexed by signal number. For fatal
// signals it also runs after our handler (Swift's backtracer, or the default action); for
// SIGWINCH it runs first (ncurses').
static struct sigaction previous_relayed[NSIG];
static volatile sig_atomic_t relayed_installed[NSIG];
static struct sigaction previous_fatal[FATAL_COUNT];
static volatile sig_atomic_t fatal_installed = 0;
static struct sigaction previous_winch;
static volatile sig_atomic_t winch_installed = 0;

// The input modes the backend turns on itself (ncurses knows nothing of them).
static const char paste_on[] = "\033[?2004h";
static const char paste_off[] = "\033[?2004l";
// Normal tracking (press and release), reported in the SGR encoding (any column, no 8-bit bytes).
static const char mouse_on[] = "\033[?1000h\033[?1006h";
static const char mouse_off[] = "\033[?1006l\033[?1000l";

// Bracketed paste and mouse reporting off (1000/1002/1003/1006), keypad and cursor keys back to normal mode, normal
// screen, cursor visible, attributes reset.
static const char reset_sequence[] =
    "\033[?2004l\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[?1l\033>\033[?1049l\033[?25h\033[0m\r\n";

int tui_save_terminal_modes(int fd) {
  if (tcgetattr(fd, &saved_modes) != 0) return -1;
  have_saved_modes = 1;
  return 0;
}

int tui_restore_terminal_modes(int fd) {
  if (!have_saved_modes) return -1;
  return tcsetattr(fd, TCSANOW, &saved_modes);
}

int tui_flow_control_off(int fd) {
  struct termios modes;
  if (tcgetattr(fd, &modes) != 0) return -1;
  modes.c_iflag &= ~(tcflag_t)(IXON | IXOFF);
  return tcsetattr(fd, TCSANOW, &modes);
}

// The kitty keyboard protocol: push "disambiguate escape codes" (flag 1), pop it.
static const char keyboard_push[] = "\033[>1u";
static const char keyboard_pop[] = "\033[<u";

int tui_is_foreground(int fd) {
  pid_t group = tcgetpgrp(fd);
  return group != -1 && group == getpgrp();
}

static void relay(int signo) {
  int saved_errno = errno;
  unsigned char byte = (unsigned char)signo;
  if (relay_fd >= 0) {
    ssize_t ignored = write(relay_fd, &byte, 1);
    (void)ignored;
  }
  errno = saved_errno;
}

static int relay_one(int signo, const struct sigaction *action, sigset_t *wanted) {
  if (signo <= 0 || signo >= NSIG) return 0;
  if (sigaction(signo, NULL, &previous_relayed[signo]) != 0) return -1;
  // A signal the user chose to ignore (`nohup`, a background job) stays ignored. SIGCONT continues
  // the process whatever its handler: relaying it too is how the loop learns of every resume.
  if (signo != SIGCONT && !(previous_relayed[signo].sa_flags & SA_SIGINFO) &&
      previous_relayed[signo].sa_handler == SIG_IGN)
    return 0;
  if (sigaction(signo, action, NULL) != 0) return -1;
  relayed_installed[signo] = 1;
  sigaddset(wanted, signo);
  return 0;
}

int tui_install_signal_relay(int pipe_write_fd) {
  relay_fd = pipe_write_fd;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  sigemptyset(&action.sa_mask);
  action.sa_handler = relay;
  action.sa_flags = SA_RESTART;
  sigset_t wanted;
  sigemptyset(&wanted);
  for (size_t i = 0; i < RELAYED_COUNT; i++) {
    if (relay_one(relayed_signals[i], &action, &wanted) != 0) return -1;
  }
  for (int signo = SIGRTMIN; signo <= SIGRTMAX; signo++) {
    if (relay_one(signo, &action, &wanted) != 0) return -1;
  }
  // A parent may have left these blocked (test runners do): quitting, suspend and resize must work.
  sigaddset(&wanted, SIGWINCH);
  return pthread_sigmask(SIG_UNBLOCK, &wanted, NULL) == 0 ? 0 : -1;
}

int tui_stop_process(void) {
  // Stopped as SIGTSTP stops a program, so the shell reports it as a suspended job; the program's own
  // handler comes back once it runs again.
  struct sigaction ours;
  if (sigaction(SIGTSTP, NULL, &ours) != 0) return -1;
  signal(SIGTSTP, SIG_DFL);
  sigset_t unblock;
  sigemptyset(&unblock);
  sigaddset(&unblock, SIGTSTP);
  pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
  raise(SIGTSTP);  // returns once SIGCONT has come
  return sigaction(SIGTSTP, &ours, NULL);
}

// Runs the handler that was there before ours (ncurses'), if it was a function.
static void call_previous(const struct sigaction *previous, int signo, siginfo_t *info, void *context) {
  if (previous->sa_flags & SA_SIGINFO) {
    if (previous->sa_sigaction) previous->sa_sigaction(signo, info, context);
  } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN && previous->sa_handler != NULL) {
    previous->sa_handler(signo);
  }
}

// Installs `handler` for `signo` (the caller has read what was there, for the handler to call).
static int wrap_signal(int signo, void (*handler)(int, siginfo_t *, void *)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  sigemptyset(&action.sa_mask);
  action.sa_sigaction = handler;
  action.sa_flags = SA_RESTART | SA_SIGINFO;
  return sigaction(signo, &action, NULL);
}

static void relay_winch(int signo, siginfo_t *info, void *context) {
  // ncurses' own handler records the new size.
  call_previous(&previous_winch, signo, info, context);
  relay(signo);
}

int tui_relay_resize_signal(void) {
  // Read ncurses' handler before ours can run, so no resize in between is lost.
  if (sigaction(SIGWINCH, NULL, &previous_winch) != 0) return -1;
  if (wrap_signal(SIGWINCH, relay_winch) != 0) return -1;
  winch_installed = 1;
  return 0;
}

static void write_all(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    bytes += written;
    length -= (size_t)written;
  }
}

void tui_set_input_modes(int fd, int mouse, int on) {
  if (on) {
    write_all(fd, paste_on, sizeof paste_on - 1);
    if (mouse) write_all(fd, mouse_on, sizeof mouse_on - 1);
  } else {
    if (mouse) write_all(fd, mouse_off, sizeof mouse_off - 1);
    write_all(fd, paste_off, sizeof paste_off - 1);
  }
}

void tui_set_keyboard_protocol(int fd, int on) {
  if (on) {
    write_all(fd, keyboard_push, sizeof keyboard_push - 1);
    keyboard_protocol_pushed = 1;
  } else {
    keyboard_protocol_pushed = 0;
    write_all(fd, keyboard_pop, sizeof keyboard_pop - 1);
  }
}

// A write blocked on a terminal that stopped reading holds the terminal's write lock: no other
// write reaches it until that one ends. SIGURG (ignored by default, never sent to a terminal
// program) with a handler that does nothing and no SA_RESTART ends it with EINTR.
static void write_interrupted(int signo) { (void)signo; }
static struct sigaction previous_urgent;
static int interrupt_installed = 0;

void tui_accept_write_interrupt(void) {
  sigset_t urgent;
  sigemptyset(&urgent);
  sigaddset(&urgent, SIGURG);
  pthread_sigmask(SIG_UNBLOCK, &urgent, NULL);
}

int tui_interrupt_write(pthread_t thread) {
  if (!interrupt_installed) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = write_interrupted;
    if (sigaction(SIGURG, &action, &previous_urgent) != 0) return -1;
    interrupt_installed = 1;
  }
  return pthread_kill(thread, SIGURG);
}

void tui_end_write_interrupts(void) {
  if (!interrupt_installed) return;
  sigaction(SIGURG, &previous_urgent, NULL);
  interrupt_installed = 0;
}

void tui_write_resets(int fd, int pop_keyboard_protocol) {
  tcflush(fd, TCOFLUSH);
  // CAN ends whatever sequence the discarded output had begun and the terminal may be inside.
  static const char cancel[] = "\030";
  ssize_t ignored = write(fd, cancel, sizeof cancel - 1);
  if (pop_keyboard_protocol) ignored = write(fd, keyboard_pop, sizeof keyboard_pop - 1);
  ignored = write(fd, reset_sequence, sizeof reset_sequence - 1);
  (void)ignored;
}

static void crash(int signo) {
  // A stopped program's job in the background gave the terminal back already; touching it from
  // there would stop the process (SIGTTOU) instead of ending it.
  if (crash_fd >= 0 && tui_is_foreground(crash_fd)) {
    // A terminal that reads nothing would hold the resets, and the crash with them: what it has not
    // taken of the last frame goes first.
    tui_write_resets(crash_fd, keyboard_protocol_pushed);
    if (have_saved_modes) tcsetattr(crash_fd, TCSANOW, &saved_modes);
  }
  // A crash never waits for a key: the Swift runtime's backtracer, on a terminal, would ask for
  // one and wait 30 s (every program built on the toolkit, run straight from `swift build`). Its
  // standard input is the terminal no more: it prints the backtrace and goes on at once.
  int nothing = open("/dev/null", O_RDONLY);
  if (nothing >= 0 && nothing != STDIN_FILENO) {
    dup2(nothing, STDIN_FILENO);
    close(nothing);
  }
  // Let the crash proceed as it would have: the previous handler (Swift's backtracer prints on
  // the now normal screen) or the default action (a core), with the same signal.
  for (size_t i = 0; i < FATAL_COUNT; i++) {
    if (fatal_signals[i] == signo) sigaction(signo, &previous_fatal[i], NULL);
  }
  raise(signo);
  // Still here: the signal was sent (kill -SEGV), not a fault that comes back when the handler
  // returns, and the previous handler returned after its backtrace. End as the signal would, or
  // the program would carry on behind a terminal that is no longer set up for it.
  signal(signo, SIG_DFL);
  raise(signo);
}

int tui_install_crash_guard(int terminal_fd) {
  crash_fd = terminal_fd;
  // A stack overflow leaves no stack to run the handler on: give it its own, unless the Swift
  // runtime already set one up.
  static char alternate_stack[256 * 1024];
  stack_t current;
  if (sigaltstack(NULL, &current) != 0) return -1;
  if (current.ss_flags & SS_DISABLE) {
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    if (sigaltstack(&stack, NULL) != 0) return -1;
  }
  struct sigaction action;
  memset(&action, 0, sizeof action);
  sigemptyset(&action.sa_mask);
  action.sa_handler = crash;
  action.sa_flags = SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
  for (size_t i = 0; i < FATAL_COUNT; i++) {
    if (sigaction(fatal_signals[i], NULL, &previous_fatal[i]) != 0) return -1;
  }
  for (size_t i = 0; i < FATAL_COUNT; i++) {
    if (sigaction(fatal_signals[i], &action, NULL) != 0) return -1;
  }
  fatal_installed = 1;
  return 0;
}

void tui_uninstall_signal_handlers(void) {
  if (fatal_installed) {
    for (size_t i = 0; i < FATAL_COUNT; i++) sigaction(fatal_signals[i], &previous_fatal[i], NULL);
    fatal_installed = 0;
  }
  // ncurses' SIGWINCH handler is not put back: the screen it would update is gone.
  if (winch_installed) {
    signal(SIGWINCH, SIG_DFL);
    winch_installed = 0;
  }
  for (int signo = 1; signo < NSIG; signo++) {
    if (relayed_installed[signo]) sigaction(signo, &previous_relayed[signo], NULL);
    relayed_installed[signo] = 0;
  }
  relay_fd = -1;
  crash_fd = -1;
}
