import Dispatch
import TerminalUI

/// The terminal's input side: reads bytes as they come (one read: a burst of many events arrives
/// together), parses them, and ends an unfinished sequence (a lone Esc, a paste cut short) when
/// nothing more comes in time. The toolkit parses the bytes itself: ncurses merges mouse reports that
/// arrive in one read and turns sequences terminfo does not name into Esc plus characters.
@MainActor
final class InputReader {
  private let descriptor: Int32
  private let deliver: @MainActor ([TerminalEvent]) -> Void
  private let replied: @MainActor (TerminalReply) -> Void
  private let source: any DispatchSourceRead
  private let keys: @MainActor () -> KeyTable
  private let utf8: Bool
  /// Whether `ESC` and a key in one read is Alt plus the key (`InputParser(altKeys:)`).
  private let altKeys: Bool
  /// Whether the terminal glues a person's Esc to the next key or report (`InputParser(holdsEscape:)`).
  private let holdsEscape: Bool
  /// Made at the first input, with the terminal's own key strings: not needed for the first frame.
  private lazy var parser = InputParser(keys: keys(), utf8: utf8, altKeys: altKeys, holdsEscape: holdsEscape)
  /// The parser's time: when bytes arrive decides whether they finish a sequence or are late.
  private let clock = ContinuousClock()
  private lazy var origin = clock.now
  private var flushTimer: DispatchWorkItem?
  /// The deadline `flushTimer` is set for, until it has run.
  private var flushDue: Duration?
  private var isPaused = false
  private var isStopped = false

  /// Starts reading `descriptor` on the main queue; events go to `deliver`, the terminal's replies
  /// to queries to `replied`. `keys` makes the terminal's key table, at the first input; `utf8`
  /// says whether its character set is UTF-8; `altKeys`, whether `ESC` and a key is Alt plus the key;
  /// `holdsEscape`, whether the terminal sends a person's Esc glued to what follows (GNU screen).
  init(
    descriptor: Int32, keys: @escaping @MainActor () -> KeyTable = { KeyTable() }, utf8: Bool = true,
    altKeys: Bool = false, holdsEscape: Bool = false, replied: @escaping @MainActor (TerminalReply) -> Void = { _ in },
    deliver: @escaping @MainActor ([TerminalEvent]) -> Void
  ) {
    self.descriptor = descriptor
    self.deliver = deliver
    self.replied = replied
    self.keys = keys
    self.utf8 = utf8
    self.altKeys = altKeys
    self.holdsEscape = holdsEscape
    source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
    source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.read() } }
    source.resume()
  }

  /// Reads nothing until `resume()`: a read from the background would stop the process (SIGTTIN),
  /// and a pending lone Esc must not act while the shell has the terminal.
  func pause() {
    guard !isPaused, !isStopped else { return }
    isPaused = true
    cancelFlush()
    source.suspend()
  }

  func resume() {
    guard isPaused, !isStopped else { return }
    isPaused = false
    source.resume()
    scheduleFlush()
  }

  /// Stops for good. Safe to call more than once.
  func stop() {
    guard !isStopped else { return }
    if isPaused { source.resume() }  // a suspended source must not be released
    isStopped = true
    source.cancel()
    cancelFlush()
  }

  private func read() {
    guard !isStopped, !isPaused else { return }
    switch TerminalInput.read(descriptor) {
    case .nothing:
      return
    case .closed:
      stop()  // end of file stays readable: stop listening, or the loop would spin
      deliver([.hangUp])
    case .bytes(let bytes):
      let events = parser.feed(bytes, at: arrival())
      for reply in parser.takeReplies() { replied(reply) }
      if !events.isEmpty { deliver(events.map(TerminalEvent.input)) }
      scheduleFlush()
    }
  }

  private var now: Duration { clock.now - origin }

  /// When the bytes just read arrived, as far as the program can tell: the kernel keeps no times. Bytes
  /// read past a deadline whose flush has not run yet waited while the program could not run (a loaded
  /// machine, a stop): they count as in time (just before the deadline), not as the late rest of
  /// a sequence.
  private func arrival() -> Duration {
    let now = self.now
    guard let due = flushDue, now >= due else { return now }
    return due - .nanoseconds(1)
  }

  private func scheduleFlush() {
    cancelFlush()
    guard !isStopped, !isPaused, let deadline = parser.deadline else { return }
    flushDue = deadline
    let flush = DispatchWorkItem { [weak self] in MainActor.assumeIsolated { self?.flush() } }
    flushTimer = flush
    let (seconds, attoseconds) = max(.zero, deadline - now).components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: flush)
  }

  private func flush() {
    guard !isStopped, !isPaused else { return }
    // Bytes waiting now came before this flush could run: they are read first.
    if TerminalInput.isWaiting(descriptor) {
      read()
      guard !isStopped else { return }  // the terminal is gone
    }
    flushDue = nil
    let events = parser.flush(at: now)
    if !events.isEmpty { deliver(events.map(TerminalEvent.input)) }
    scheduleFlush()
  }

  private func cancelFlush() {
    flushTimer?.cancel()
    flushTimer = nil
    flushDue = nil
  }
}
