/// Seconds as the command line gives them: plain decimal digits with at most one point (`1`,
/// `0.5`, `.25`, `2.`), not `-1`, `1e3`, `0x10`, `inf` or `nan`, which `Double` would read.
/// Read byte by byte, in integers: no floating point to round, and no Unicode tables or number
/// parser touched before the first frame.
struct DecimalSeconds {
  /// The whole seconds, capped: any larger number is too large for a delay anyway.
  var whole: Int
  /// Whether any digit after the point is not zero.
  var hasFraction: Bool
  /// The value in milliseconds, rounded half up (the fourth decimal decides).
  var milliseconds: Int64

  static let wholeCap = 1_000_000_000

  init?(_ text: String) {
    var whole = 0
    var fraction = 0  // the first three decimals, as milliseconds
    var decimals = 0
    var roundsUp = false
    var hasFraction = false
    var digits = 0
    var afterPoint = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = Int(byte - UInt8(ascii: "0"))
        digits += 1
        if !afterPoint {
          whole = min(whole * 10 + digit, Self.wholeCap)
        } else {
          if digit != 0 { hasFraction = true }
          if decimals < 3 { fraction = fraction * 10 + digit } else if decimals == 3 { roundsUp = digit >= 5 }
          decimals += 1
        }
      case UInt8(ascii: "."):
        guard !afterPoint else { return nil }
        afterPoint = true
      default:
        return nil
      }
    }
    guard digits > 0 else { return nil }
    for _ in min(decimals, 3)..<3 { fraction *= 10 }
    self.whole = whole
    self.hasFraction = hasFraction
    self.milliseconds = Int64(whole) * 1000 + Int64(fraction) + (roundsUp ? 1 : 0)
  }
}
