import CMainQueue

/// The main thread's loop: Dispatch's main queue, and with it the main actor, served on the main
/// thread itself, the way Foundation's `RunLoop` does it on Linux.
public enum MainQueue {
  /// Runs main-queue work as it arrives until the process exits. Call it last, from synchronous
  /// top-level code, in place of `dispatchMain()` (or an `await` at the top level, which ends in
  /// it): that ends the main thread and hands the queue to a new one, which delayed the first
  /// calculator frame by over a millisecond.
  public static func serve() -> Never {
    sumcalc_serve_main_queue()
  }
}
