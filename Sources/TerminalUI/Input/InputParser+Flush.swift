/// What falls due with no byte coming: a lone `ESC`, a paste or a sequence cut short, the start of
/// a key string — ended at `deadline` by `flush(at:)`, which the backend's timer calls.
extension InputParser {
  /// When `flush(at:)` must be called if no byte comes first, or nil when nothing is unfinished.
  public var deadline: Duration? {
    if paste != nil { return lastByte + Self.pasteGap }
    if !held.isEmpty { return lastByte + Self.sequenceGap }
    if let broken, !broken.pending.isEmpty { return broken.lastPart + Self.sequenceGap }
    switch state {
    case .ground: return nil
    case .escape: return lastByte + Self.escapeDelay
    default: return lastByte + Self.sequenceGap
    }
  }

  /// Ends whatever is unfinished whose `deadline` is `now` or past: a lone `ESC` is Esc, a paste
  /// ends with what arrived of it, a sequence is dropped whole (never typed), the start of a key
  /// string is the longest key it holds and the rest read byte by byte, what came after an Esc
  /// and broke off is typed.
  public mutating func flush(at now: Duration) -> [InputEvent] {
    guard let deadline, deadline <= now else { return [] }
    var events: [InputEvent] = []
    if let paste {
      self.paste = nil
      state = .ground
      return [.paste(String(decoding: paste.content, as: UTF8.self))]
    }
    if !held.isEmpty {
      flushHeld(into: &events)
      return events + flush(at: now)
    }
    if let pending = broken?.pending, !pending.isEmpty {
      broken = nil
      read(pending, into: &events)  // no sequence came of it: a person typed it, after the Esc
      return events + flush(at: now)
    }
    defer {
      state = .ground
      altPrefix = false
    }
    if case .tableString(let bytes) = state {
      replay(bytes, into: &events)  // the shorter sequence it began with, as ECMA-48 ends it
      if case .ground = state { return events }
    }
    guard case .escape = state else {
      broken = Broken(state: state, bytes: sequence, lastPart: lastByte)
      return []
    }
    broken = Broken(state: .escape, bytes: [0x1B], lastPart: lastByte)
    return altPrefix ? [.key(.escape), .key(.escape)] : [.key(.escape)]
  }

  /// The start of a key string that no more came to: the longest key of the table it begins with
  /// (hp2392's `ESC v`, Page Up, begins its F7 `ESC v CR`), then its other bytes as they read.
  private mutating func flushHeld(into events: inout [InputEvent]) {
    var bytes = held[...]
    held = []
    if let (key, length) = keys.longestKey(in: Array(bytes)) {
      emit(.key(key), into: &events)
      bytes = bytes.dropFirst(length)
    }
    for byte in bytes { feed(byte, into: &events) }
    endText(into: &events)
  }
}
