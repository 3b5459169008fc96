#define _GNU_SOURCE
#include "CPseudoTerminal.h"

#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int sumcalc_open_pty(int *controller, int *terminal, unsigned short rows, unsigned short columns, char *name,
                     size_t name_size) {
  int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (master < 0) return -1;
  if (grantpt(master) != 0 || unlockpt(master) != 0 || ptsname_r(master, name, name_size) != 0) {
    close(master);
    return -1;
  }
  int slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (slave < 0) {
    close(master);
    return -1;
  }
  struct winsize size = {.ws_row = rows, .ws_col = columns};
  ioctl(slave, TIOCSWINSZ, &size);
  *controller = master;
  *terminal = slave;
  return 0;
}

pid_t sumcalc_spawn_on_pty(const char *path, char *const argv[], char *const envp[], const char *terminal_name,
                           int ignore_hangup) {
  pid_t pid = fork();
  if (pid != 0) return pid;
  // The child: only async-signal-safe calls until exec.
  setsid();
  int terminal = open(terminal_name, O_RDWR);  // a session leader's first terminal becomes its own
  if (terminal < 0) _exit(127);
  ioctl(terminal, TIOCSCTTY, 0);
  dup2(terminal, 0);
  dup2(terminal, 1);
  dup2(terminal, 2);
  if (terminal > 2) close(terminal);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  sigemptyset(&action.sa_mask);
  for (int signo = 1; signo < 32; signo++) {
    if (signo == SIGKILL || signo == SIGSTOP) continue;
    action.sa_handler = (signo == SIGHUP && ignore_hangup) ? SIG_IGN : SIG_DFL;
    sigaction(signo, &action, NULL);
  }
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  execve(path, argv, envp);
  _exit(127);
}
