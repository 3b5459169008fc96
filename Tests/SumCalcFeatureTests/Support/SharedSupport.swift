// The manual clock and the in-memory session store are shared with the run loop's tests.
@_exported import TestSupport
