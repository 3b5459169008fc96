import TerminalUI

/// The letter keys of the key hint, which also work in upper case (Caps Lock) and as the same
/// physical key on the Russian (ЙЦУКЕН) and Korean (두벌식) layouts, whatever layout is on.
/// On the Korean layout Shift turns ㅂ into ㅃ and ㄱ into ㄲ; ㅗ and ㅕ stay as they are.
enum LetterKeys {
  static let quit = keys("q", "й", "ㅂ", shifted: "ㅃ")
  static let reset = keys("r", "к", "ㄱ", shifted: "ㄲ")
  static let history = keys("h", "р", "ㅗ")
  static let undo = keys("u", "г", "ㅕ")
  static let settings = keys("s", "ы", "ㄴ")

  /// The key for `latin`, `cyrillic` and `hangul` in either case (and Hangul's shifted jamo).
  private static func keys(
    _ latin: Character, _ cyrillic: Character, _ hangul: Character, shifted: Character? = nil
  ) -> Set<Key> {
    let cased = [latin, cyrillic].flatMap { [$0, Character($0.uppercased())] }
    return Set((cased + [hangul] + (shifted.map { [$0] } ?? [])).map(Key.character))
  }
}
