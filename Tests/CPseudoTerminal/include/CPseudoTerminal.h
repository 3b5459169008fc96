// Pseudo-terminals for tests: Swift's Glibc module leaves out posix_openpt and friends.
#ifndef SUMCALC_C_PSEUDO_TERMINAL_H
#define SUMCALC_C_PSEUDO_TERMINAL_H

#include <stddef.h>

/// Opens a pseudo-terminal pair of `columns`×`rows`. `name` receives the terminal's path (for a
/// child to open as its controlling terminal). Returns 0, or -1 with errno set.
int sumcalc_open_pty(int *controller, int *terminal, unsigned short rows, unsigned short columns, char *name,
                     size_t name_size);



#include <sys/types.h>

/// Starts `path` with `argv` and `envp` in a new session whose controlling terminal (and standard
/// input, output and error) is the terminal named `terminal_name`, with no signals blocked and
/// every signal at its default, except SIGHUP ignored when `ignore_hangup` (as under `nohup`).
/// Only async-signal-safe calls run between fork and exec. Returns the pid, or -1.
pid_t sumcalc_spawn_on_pty(const char *path, char *const argv[], char *const envp[], const char *terminal_name,
                           int ignore_hangup);
#endif
