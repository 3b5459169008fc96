/// What comes after a sequence was given up: its late rest is dropped, never typed.
extension InputParser {
  /// The first read after a sequence was given up, within `lateRestWindow`, beginning with
  /// `byte`: if it can continue that sequence, the sequence resumes as a late rest, to be dropped
  /// once complete.
  mutating func resumeGivenUp(before byte: UInt8, readGoesOn: Bool) {
    guard let (old, at) = givenUp else { return }
    givenUp = nil
    guard case .ground = state, paste == nil, lastByte - at <= Self.lateRestWindow else { return }
    if case .escape = old {
      // Within a sequence's gap, `[` or `O` goes on with the sequence whose `ESC` came alone (the
      // Esc key has acted; the sequence still counts). Later, its rest is an introducer and more
      // in one read, as a held-back segment arrives: a key typed on its own is a key.
      if lastByte - at < Self.sequenceGap, byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") {
        state = old
        return
      }
      guard readGoesOn, Self.introducers.contains(byte) else { return }
    }
    state = old
    lateRest = []
  }

  /// The bytes that, after `ESC`, begin a sequence rather than an Alt key.
  static let introducers: Set<UInt8> = Set("[O]P_^X".utf8)

  /// The late rest completed its sequence: whether it was one, ending it (what it completes is
  /// dropped).
  mutating func endLateRest() -> Bool {
    defer { lateRest = nil }
    return lateRest != nil
  }

  /// The late rest stopped before completing its sequence (a byte no sequence holds, its gap
  /// passed): only digits were typed by a person, and are keys after all; anything else is dropped.
  mutating func abandonLateRest(into events: inout [InputEvent]) {
    guard let rest = lateRest else { return }
    lateRest = nil
    guard rest.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return }
    for digit in rest { emit(.key(.character(Character(Unicode.Scalar(digit)))), into: &events) }
  }
}
