import TerminalUI

/// A terminal in memory, as ratatui's `TestBackend`: it records every frame drawn, takes scripted
/// input (each `send` is one read's worth), and says when it was closed. Run a program on it with
/// `AppLoop` and a `ManualClock`, and compare its frames as text.
///
/// ```swift
/// let terminal = TestTerminal(size: Size(width: 40, height: 9))
/// let run = Task.immediate { await AppLoop(terminal: terminal, app: app, clock: clock).run() }
/// terminal.type("++")
/// #expect(terminal.screen.contains("2"))
/// terminal.type("q")
/// #expect(await run.value == .quit)
/// ```
@MainActor
public final class TestTerminal: TerminalDevice {
  /// The terminal's size; `resize(to:)` changes it and says so.
  public var size: Size
  /// Every buffer drawn, in order.
  public private(set) var frames: [Buffer] = []
  /// How many times the screen was to be repainted from scratch.
  public private(set) var invalidations = 0
  /// Whether the program gave the terminal back.
  public private(set) var isClosed = false
  private var handler: (@MainActor ([TerminalEvent]) -> Void)?
  /// What `type` reads bytes with, and the time it gives them.
  private var parser = InputParser()
  private var typed = Duration.zero
  /// Tests waiting for a frame: what they wait for, and the timer that gives up.
  private var frameWaiters: [FrameWaiter] = []
  private var nextWaiterID = 0

  private struct FrameWaiter {
    var id: Int
    var matches: (Buffer) -> Bool
    var continuation: CheckedContinuation<Buffer?, Never>
    var timeout: Task<Void, Never>?
  }

  /// A terminal of `size` that has drawn nothing yet.
  public init(size: Size = Size(width: 80, height: 24)) {
    self.size = size
  }

  /// The last frame, as text.
  public var screen: String { frames.last?.text ?? "" }

  /// Records `buffer` and wakes the tests waiting for a frame like it.
  public func draw(_ buffer: Buffer) {
    precondition(!isClosed, "drawn after close")
    frames.append(buffer)
    let waiting = frameWaiters
    frameWaiters = []
    for waiter in waiting {
      guard waiter.matches(buffer) else {
        frameWaiters.append(waiter)
        continue
      }
      waiter.timeout?.cancel()
      waiter.continuation.resume(returning: buffer)
    }
  }

  /// The first frame, from now on or the last one drawn, that `matches`: the test waits for the
  /// drawing itself, with no polling. Nil when none came within `timeout` (real time) — a
  /// failing test, never a passing one, waits that long, so it is long: on a busy machine, or
  /// beside a test that holds the main actor for seconds, a frame can be that late.
  @discardableResult
  public func frame(timeout: Duration = .seconds(60), where matches: @escaping (Buffer) -> Bool) async -> Buffer? {
    if let last = frames.last, matches(last) { return last }
    let id = nextWaiterID
    nextWaiterID += 1
    return await withCheckedContinuation { continuation in
      let timer = Task { [weak self] in
        guard (try? await Task.sleep(for: timeout)) != nil else { return }
        self?.giveUp(waiter: id)
      }
      frameWaiters.append(FrameWaiter(id: id, matches: matches, continuation: continuation, timeout: timer))
    }
  }

  private func giveUp(waiter id: Int) {
    guard let index = frameWaiters.firstIndex(where: { $0.id == id }) else { return }
    frameWaiters.remove(at: index).continuation.resume(returning: nil)
  }

  /// Counts the repaint asked for.
  public func invalidate() { invalidations += 1 }

  /// Keeps `handler` for `send` to call.
  public func startEvents(_ handler: @escaping @MainActor ([TerminalEvent]) -> Void) {
    self.handler = handler
  }

  /// Notes that the terminal was given back; drawing after it fails the test, and what is sent
  /// after it reaches no one (the loop that listened has ended).
  public func close() {
    isClosed = true
    handler = nil
  }

  /// Delivers `events` as one read of the terminal would.
  public func send(_ events: [TerminalEvent]) {
    handler?(events)
  }

  /// Types `text` as a terminal sends it: its UTF-8 bytes in one read, through the toolkit's
  /// `InputParser` (so a test sees what a program in a real terminal sees: `👍🏽` one key, `\n` and
  /// `\r` Enter, `\u{1B}` Esc once its delay has passed, `\u{1B}[A` the Up arrow).
  public func type(_ text: String) {
    wait(.seconds(10))  // each call a person's pause after the last: nothing late or split
    var events = parser.feed(Self.bytes(text), at: typed)
    while let deadline = parser.deadline { events += parser.flush(at: deadline) }
    send(events.map(TerminalEvent.input))
  }

  /// Types `text` as one read arriving `pause` after the last, as a slow link or tmux delivers a
  /// key in pieces: `type("\u{1B}", after: .zero)`, then `type("[A", after: .milliseconds(200))`
  /// is an Up arrow whose `ESC` came alone — the Esc key, then taken back. What fell due in the
  /// pause (a lone Esc after its delay, a sequence given up) arrives first, as the read a real
  /// terminal's timer would make; nothing after the text is waited for (`wait(_:)` lets it pass).
  public func type(_ text: String, after pause: Duration) {
    wait(pause)
    send(parser.feed(Self.bytes(text), at: typed).map(TerminalEvent.input))
  }

  /// What a terminal sends for `text`: its UTF-8, a line feed as the Return key's carriage return.
  private static func bytes(_ text: String) -> [UInt8] { text.utf8.map { $0 == 0x0A ? 0x0D : $0 } }

  /// Lets `pause` pass with nothing typed: what falls due meanwhile (a lone Esc, a sequence given
  /// up, a paste cut short) arrives, each at its time.
  public func wait(_ pause: Duration) {
    let end = typed + pause
    while let deadline = parser.deadline, deadline <= end {
      typed = deadline
      let events = parser.flush(at: deadline)
      if !events.isEmpty { send(events.map(TerminalEvent.input)) }
    }
    typed = end
  }

  /// A left click at `point`: the press and the release come in two reads, as from a terminal.
  public func click(at point: Point) {
    for action in [MouseEvent.Action.press, .release] {
      send([.input(.mouse(MouseEvent(button: .left, action: action, position: point)))])
    }
  }

  /// A left click in the middle of the first place the last frame shows `text`; false where it
  /// shows it nowhere.
  @discardableResult
  public func click(on text: String) -> Bool {
    guard let frame = frames.last else { return false }
    for (y, line) in frame.lines.enumerated() {
      guard let start = line.indices.first(where: { line[$0...].hasPrefix(text) }) else { continue }
      let x = line[..<start].cellWidth + text.cellWidth / 2
      click(at: Point(x: x, y: y))
      return true
    }
    return false
  }

  /// Resizes the terminal and says so, as SIGWINCH would.
  public func resize(to newSize: Size) {
    size = newSize
    send([.input(.resize(newSize))])
  }
}
