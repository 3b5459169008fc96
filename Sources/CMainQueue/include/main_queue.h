// Dispatch's main queue served on the main thread, as Foundation's RunLoop serves it on Linux.
#ifndef SUMCALC_MAIN_QUEUE_H
#define SUMCALC_MAIN_QUEUE_H

// Runs everything sent to the main queue (so the main actor's jobs too) on this thread, as it
// arrives, for as long as the process lives. Call it from the main thread, in place of
// dispatchMain(): that one ends the main thread (pthread_exit, which loads libgcc_s to unwind it)
// and hands the queue to a new thread, which cost the first frame over a millisecond.
void sumcalc_serve_main_queue(void) __attribute__((noreturn));

#endif
