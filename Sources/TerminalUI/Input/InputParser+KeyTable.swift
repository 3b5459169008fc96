/// The terminal's own key strings (`KeyTable`), matched before any of their bytes is read alone.
extension InputParser {
  /// A key string of the table at `index`: its key, and how many bytes it took; an unfinished one
  /// at the end of the read waits for the next.
  mutating func matchTable(_ input: [UInt8], at index: Int, into events: inout [InputEvent]) -> Int? {
    guard paste == nil, keys.begins(with: input[index]) else { return nil }
    let afterEscape: Bool
    switch state {
    case .ground: afterEscape = false
    case .escape where !Self.introducers.contains(input[index]): afterEscape = true
    default: return nil
    }
    switch keys.match(input, from: index) {
    case .key(let key, let length):
      endText(into: &events)
      state = .ground
      if afterEscape && holdsEscape { emit(.key(.escape), into: &events) }  // GNU screen: Esc, then the key
      emit(.key(afterEscape && !holdsEscape ? .modified(key, .alt) : key), into: &events)
      return length
    // Unfinished at the end of the read: held for the next part, unless the parser follows it
    // itself (`ESC [`, `ESC O`… wait in their own state; a lone `ESC` is the Esc key).
    case .unfinished
    where !afterEscape
      && (input[index] != 0x1B || (index + 1 < input.count && !Self.introducers.contains(input[index + 1]))):
      endText(into: &events)
      held = Array(input[index...])
      return input.count - index
    default:
      return nil
    }
  }
}
