// Makes Swift's crash backtracer non-interactive before the runtime reads its setting, where that
// is possible: a constructor of priority 101 runs before the constructors of a statically linked
// Swift runtime (`--static-swift-stdlib`, as `make install` builds), so no re-exec is needed.
#define _GNU_SOURCE
#include "CTerminalSignals.h"

#include <stdlib.h>

extern void *swift_retain(void *);

static int set_by_constructor = 0;
static int saved_argc = 0;
static char **saved_argv = NULL;

// glibc passes constructors the program's arguments. They are kept here because `setenv` may move
// `environ`, from which the Swift runtime on Linux finds `argv` (it lies just before the original
// environment): after it, `CommandLine.arguments` would be empty.
__attribute__((constructor(101))) static void quiet_backtracer(int argc, char **argv, char **envp) {
  (void)envp;
  saved_argc = argc;
  saved_argv = argv;
  if (getenv("SWIFT_BACKTRACE") != NULL) return;  // the user's choice stands
  if (setenv("SWIFT_BACKTRACE", "interactive=no", 0) == 0) set_by_constructor = 1;
}

int sumcalc_argument_count(void) { return saved_argc; }

const char *sumcalc_argument(int index) {
  return index >= 0 && index < saved_argc && saved_argv != NULL ? saved_argv[index] : NULL;
}

char *const *sumcalc_argument_vector(void) { return saved_argv; }

// The bounds of this executable's code, from the linker.
extern char __executable_start[];
extern char etext[];

int sumcalc_backtrace_quieted_in_time(void) {
  if (!set_by_constructor) return 0;
  // In time only where the runtime lives in this executable (static) rather than in a shared
  // library, whose constructors ran before ours. An address check: `dladdr` would search the
  // symbol tables, a cost paid before the first frame.
  const char *runtime = (const char *)(void *)swift_retain;
  return runtime >= __executable_start && runtime < etext;
}

int sumcalc_backtrace_set_by_us(void) { return set_by_constructor; }
