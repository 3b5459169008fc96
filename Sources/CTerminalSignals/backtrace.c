// Makes Swift's crash backtracer non-interactive before the runtime reads its setting, where that
// is possible: a constructor of priority 101 runs before the constructors of a statically linked
// Swift runtime (`--static-swift-stdlib`, as `make install` builds), so no re-exec is needed.
#define _GNU_SOURCE
#include "CTerminalSignals.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

extern void *swift_retain(void *);

static int set_by_constructor = 0;

__attribute__((constructor(101))) static void quiet_backtracer(void) {
  if (getenv("SWIFT_BACKTRACE") != NULL) return;  // the user's choice stands
  if (setenv("SWIFT_BACKTRACE", "interactive=no", 0) == 0) set_by_constructor = 1;
}

int sumcalc_backtrace_quieted_in_time(void) {
  if (!set_by_constructor) return 0;
  // In time only where the runtime lives in this executable (static) rather than in a shared
  // library, whose constructors ran before ours.
  Dl_info runtime, ours;
  if (dladdr((void *)swift_retain, &runtime) == 0 || dladdr((void *)sumcalc_backtrace_quieted_in_time, &ours) == 0) {
    return 0;
  }
  return runtime.dli_fname != NULL && ours.dli_fname != NULL && strcmp(runtime.dli_fname, ours.dli_fname) == 0;
}

int sumcalc_backtrace_set_by_us(void) { return set_by_constructor; }
