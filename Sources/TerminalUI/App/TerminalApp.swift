/// What `AppLoop` runs: a program's root. It starts and stops the program's work and draws
/// frames; the input the user gives goes to the frame last drawn — the one the user saw — never to
/// a screen drawn anew to find out where a click landed (as ratatui keeps drawing and input apart,
/// and Bubble Tea's `Update` never calls `View`).
@MainActor
public protocol TerminalApp: AnyObject {
  /// Begins the program's work (the first screen's task), before the first frame.
  func start()
  /// Draws the program at `size`; `elapsed` (time since the loop started) turns spinners. Whatever
  /// the drawing reads of an `@Observable` state, a change to it asks the loop for a new frame.
  func render(size: Size, elapsed: Duration) -> Frame
  /// Whether something on the screen moves with time: the loop draws again every spinner frame
  /// only while it does, and keeps no timer otherwise.
  var isAnimating: Bool { get }
  /// Ends the program's work: called once the terminal is given back; the loop waits for it
  /// (the last save, say).
  func stop() async
}

extension TerminalApp {
  /// Nothing to start.
  public func start() {}
  /// Nothing moves by itself.
  public var isAnimating: Bool { false }
  /// Nothing to finish.
  public func stop() async {}
}

/// One frame: what the terminal shows, and how input on it is handled.
public struct Frame {
  /// What the terminal shows.
  public var buffer: Buffer
  private let handler: @MainActor (InputEvent, Duration) -> FrameOutcome

  /// `handler` takes each input event given on this frame, with its arrival time (any monotonic
  /// origin); it closes over what the frame drew (its controls, its size).
  public init(buffer: Buffer, handler: @escaping @MainActor (InputEvent, Duration) -> FrameOutcome) {
    self.buffer = buffer
    self.handler = handler
  }

  /// Handles `event`, arriving at `time`, on this frame.
  @MainActor
  public func handle(_ event: InputEvent, at time: Duration) -> FrameOutcome {
    handler(event, time)
  }
}

/// What handling input on a frame asks of the loop.
public enum FrameOutcome: Hashable, Sendable {
  /// Carry on; the loop draws once the burst is handled.
  case keepRunning
  /// End the program (`AppExit.quit`).
  case quit
  /// The terminal must forget what it shows and draw every cell again (Ctrl-L).
  case repaint
  /// Another screen shows now: the loop draws it before the next event of the same burst, which
  /// belongs to it (a key that opens a list, then Down, typed together: Down moves in the list).
  case screenChanged
}
