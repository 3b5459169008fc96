/// Puts UTF-8 bytes, read one at a time, back together into Unicode scalars. A byte that cannot
/// be part of a valid sequence is dropped on its own, so the keys that follow it in the same burst
/// still arrive (ncurses' `wget_wch` instead swallows them).
struct UTF8Assembler: Sendable {
  private var scalar: UInt32 = 0
  private var remaining = 0
  /// The smallest value the sequence under way may encode (to reject overlong forms).
  private var minimum: UInt32 = 0

  /// True when no multi-byte sequence is under way.
  var isIdle: Bool { remaining == 0 }

  /// Forgets a sequence under way.
  mutating func reset() { remaining = 0 }

  /// Feeds one byte; returns a scalar when this byte completes one.
  mutating func feed(_ byte: UInt8) -> Unicode.Scalar? {
    if remaining > 0 {
      if byte & 0xC0 == 0x80 {
        scalar = scalar << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        guard remaining == 0 else { return nil }
        return scalar >= minimum ? Unicode.Scalar(scalar) : nil  // nil for surrogates too
      }
      remaining = 0  // a broken sequence: forget it and read this byte afresh
    }
    switch byte {
    case 0x00...0x7F:
      return Unicode.Scalar(byte)
    case 0xC2...0xDF:
      start(UInt32(byte & 0x1F), following: 1, minimum: 0x80)
    case 0xE0...0xEF:
      start(UInt32(byte & 0x0F), following: 2, minimum: 0x800)
    case 0xF0...0xF4:
      start(UInt32(byte & 0x07), following: 3, minimum: 0x1_0000)
    default:
      break  // continuation byte out of place, or never valid (C0, C1, F5–FF)
    }
    return nil
  }

  private mutating func start(_ bits: UInt32, following: Int, minimum: UInt32) {
    scalar = bits
    remaining = following
    self.minimum = minimum
  }
}
