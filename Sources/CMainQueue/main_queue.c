#include "main_queue.h"

#include <poll.h>
#include <stddef.h>
#include <sys/eventfd.h>

// libdispatch's run-loop interface on Linux, exported for swift-corelibs-foundation's CFRunLoop:
// an eventfd that is written whenever work arrives on the main queue, and the call that drains it.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

void sumcalc_serve_main_queue(void) {
  int handle = _dispatch_get_main_queue_handle_4CF();
  struct pollfd arrival = {.fd = handle, .events = POLLIN};
  for (;;) {
    if (poll(&arrival, 1, -1) < 0) continue;  // EINTR: a signal handler ran; wait again
    // Consumed before draining: work that arrives during the drain writes the eventfd again.
    eventfd_t count;
    (void)eventfd_read(handle, &count);
    _dispatch_main_queue_callback_4CF(NULL);
  }
}
