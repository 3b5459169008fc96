import CNcurses
import CTerminalSignals
import Dispatch
import Synchronization
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal's output side: every write to the terminal — ncurses' frames, the mode switches —
/// happens on a queue of its own. A terminal that stops reading (a stalled link, a frozen window, a
/// hardware flow control that never lets go) then blocks only that queue, never the main loop: the
/// program goes on reading keys, saving and answering signals, and a frame drawn meanwhile replaces
/// the one still waiting (only the newest is ever written). ncurses is used from this queue alone.
final class TerminalOutput: @unchecked Sendable {
  // Everything below but `next` is touched on `queue` only (hence `@unchecked Sendable`).
  private let queue = DispatchQueue(label: "terminal output")
  private let palette: Palette
  private var lastDrawn: Buffer?
  /// The cells the last frame wrote over ncurses' blanks: ncurses believes a blank is there.
  private var lastOverdrawn: [Int] = []
  private var cursorVisible: Bool?
  /// Between `endwin` and the return from a suspend: frames wait.
  private var isSuspended = false
  /// The frame to write next, and whether a repaint was asked for: shared with the main thread.
  private let next = Mutex(Next())
  /// The thread running the output queue's work now (nil between works), for `giveBack` to interrupt.
  private let writer = Mutex<pthread_t?>(nil)

  private struct Next {
    var buffer: Buffer?
    var repaint = false
    var scheduled = false
  }

  init(palette: Palette) {
    self.palette = palette
  }

  /// Writes `buffer` as soon as the terminal takes it; a frame not yet written is replaced.
  func draw(_ buffer: Buffer) {
    let schedule = next.withLock { next in
      next.buffer = buffer
      defer { next.scheduled = true }
      return !next.scheduled
    }
    if schedule { perform { self.writeNext() } }
  }

  /// The next frame repaints every cell (Ctrl-L, a resize): what the terminal kept is unknown.
  func invalidate() {
    next.withLock { $0.repaint = true }
  }

  /// Runs `work` on the output queue, after what was asked before it, on a thread that `giveBack`
  /// can interrupt in a write the terminal does not take.
  func perform(_ work: @escaping @Sendable () -> Void) {
    queue.async {
      tui_accept_write_interrupt()
      self.writer.withLock { $0 = pthread_self() }
      // Once the work is done the thread may serve other queues: never interrupt it there.
      defer { self.writer.withLock { $0 = nil } }
      work()
    }
  }

  /// Runs `work` — what gives the terminal back: the modes off, `endwin` — on the output queue and
  /// waits for it, up to a second. A terminal that has not taken what was written before by then
  /// has stopped reading: the rest of that output and `work`'s go to nothing (`/dev/null` takes the
  /// terminal's descriptor's place), what the terminal holds is discarded every tenth of a second,
  /// which frees the write under way, for up to two seconds more, and then, once more emptied, the
  /// terminal gets the resets whole (`tui_write_resets`) — never a frame cut short with no reset
  /// after it. False when `work` still did not end.
  @discardableResult
  func giveBack(popKeyboardProtocol: Bool, _ work: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    perform {
      work()
      done.signal()
    }
    if done.wait(timeout: .now() + .seconds(1)) == .success { return true }
    let terminal = Self.setTerminalAside()
    defer {
      tui_end_write_interrupts()
      tui_write_resets(terminal, popKeyboardProtocol ? 1 : 0)
      if terminal != STDOUT_FILENO {
        _ = dup2(terminal, STDOUT_FILENO)
        _ = Glibc.close(terminal)
      }
    }
    for _ in 0..<20 {
      // The write under way holds the terminal's write lock: emptied, then interrupted, it ends,
      // and the output queue's writes after it go to nothing.
      _ = tcflush(terminal, TCOFLUSH)
      if let writer = writer.withLock({ $0 }) { _ = tui_interrupt_write(writer) }
      if done.wait(timeout: .now() + .milliseconds(100)) == .success { return true }
    }
    return false
  }

  /// The terminal's descriptor, kept aside with `/dev/null` in its place as the output (the write
  /// under way keeps the terminal); the output itself where that cannot be done.
  private static func setTerminalAside() -> Int32 {
    let terminal = dup(STDOUT_FILENO)
    let null = open("/dev/null", O_WRONLY)
    defer { if null >= 0 { _ = Glibc.close(null) } }
    guard terminal >= 0, null >= 0, dup2(null, STDOUT_FILENO) >= 0 else {
      if terminal >= 0 { _ = Glibc.close(terminal) }
      return STDOUT_FILENO
    }
    return terminal
  }

  /// Stops writing frames until `resume()` (the terminal is the shell's); on the queue.
  func suspend() {
    dispatchPrecondition(condition: .onQueue(queue))
    isSuspended = true
  }

  /// Writes frames again, the one that waited first; on the queue.
  func resume() {
    dispatchPrecondition(condition: .onQueue(queue))
    isSuspended = false
    writeNext()
  }

  private func writeNext() {
    guard !isSuspended else { return }
    let (buffer, repaint) = next.withLock { next in
      defer {
        next.buffer = nil
        next.repaint = false
        next.scheduled = false
      }
      return (next.buffer, next.repaint)
    }
    if repaint {
      _ = clearok(tui_curscr(), true)
      lastDrawn = nil
    }
    if let buffer { write(buffer) }
  }

  /// Copies `buffer` to the screen. Only cells that changed since the last frame are handed to
  /// ncurses, which in turn sends only what differs from what the terminal shows; then the clusters
  /// ncurses cannot hold whole at their width (flags, keycaps, long ZWJ sequences) are written over
  /// the blanks it drew for them, every frame (ncurses may have redrawn a blank in a changed run).
  private func write(_ buffer: Buffer) {
    let window = tui_stdscr()
    if Int(tui_cols()) != buffer.size.width || Int(tui_lines()) != buffer.size.height {
      _ = resize_term(Int32(buffer.size.height), Int32(buffer.size.width))
    }
    let previous = lastDrawn?.size == buffer.size ? lastDrawn : nil
    // A first frame (or one of a new size) starts from an erased window, so blank cells need no call.
    if previous == nil { _ = werase(window) }
    let width = buffer.size.width
    let before = previous?.cells
    let blank = Cell.blank
    var overdrawn: [Int] = []
    // A cell the same as last frame was written over then if it is now: no need to measure it again.
    let wasOverdrawn = previous == nil ? [] : Set(lastOverdrawn)
    for index in buffer.cells.indices {
      let cell = buffer.cells[index]
      guard !cell.isContinuation else { continue }
      guard cell != (before?[index] ?? blank) else {
        if wasOverdrawn.contains(index) { overdrawn.append(index) }
        continue
      }
      if Self.put(cell, at: index, width: width, palette: palette) { overdrawn.append(index) }
    }
    // A cell written over last frame and not this one: ncurses believes it shows a blank, and would
    // send nothing for a blank there now; its row is redrawn.
    if !wasOverdrawn.isEmpty {
      let now = Set(overdrawn)
      let rows = Set(wasOverdrawn.subtracting(now).map { Int32($0 / width) })
      for row in rows { _ = wredrawln(window, row, 1) }
    }
    lastDrawn = buffer
    lastOverdrawn = overdrawn
    let showCursor = buffer.cursor != nil
    if showCursor != cursorVisible {
      _ = curs_set(showCursor ? 1 : 0)
      cursorVisible = showCursor
    }
    if let cursor = buffer.cursor { _ = wmove(window, Int32(cursor.y), Int32(cursor.x)) }
    _ = wnoutrefresh(window)
    _ = doupdate()
    guard !overdrawn.isEmpty else { return }
    for index in overdrawn {
      let cell = buffer.cells[index]
      let style = palette.attributes(for: cell.style)
      tui_overdraw_cluster(Int32(index / width), Int32(index % width), cell.text, style.attributes, style.pair)
    }
    tui_overdraw_end()
  }

  /// Hands `cell` to ncurses, its every code point; true where ncurses holds a blank for it and it
  /// is to be written over after the update.
  private static func put(_ cell: Cell, at index: Int, width: Int, palette: Palette) -> Bool {
    let utf8 = cell.text.utf8
    // The first CCHARW_MAX code points, on the stack.
    var text: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
    return withUnsafeMutableBytes(of: &text) { raw in
      let codes = raw.bindMemory(to: wchar_t.self)
      var (count, cells): (Int32, Int32) = (1, 1)
      if utf8.count == 1, let byte = utf8.first {
        codes[0] = wchar_t(byte)  // most cells: one ASCII character, one cell, nothing to measure
      } else {
        count = 0
        for scalar in cell.text.unicodeScalars {
          if count < CCHARW_MAX { codes[Int(count)] = wchar_t(bitPattern: scalar.value) }
          count += 1
        }
        cells = Int32(CellWidth.of(cell.text))
      }
      let style = palette.attributes(for: cell.style)
      return tui_put_cluster(
        tui_stdscr(), Int32(index / width), Int32(index % width), codes.baseAddress, count, cells,
        style.attributes, style.pair) == 1
    }
  }

  /// Forgets the cursor's visibility (after `endwin`, which shows it): the next frame sets it.
  func forgetCursor() {
    dispatchPrecondition(condition: .onQueue(queue))
    cursorVisible = nil
  }
}
