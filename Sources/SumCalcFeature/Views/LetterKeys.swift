import TerminalUI

/// The letter keys of the key hint, which also work in upper case (Caps Lock) and as the same
/// physical key on the Russian (ЙЦУКЕН) and Korean (두벌식) layouts, whatever layout is on.
enum LetterKeys {
  static let quit = keys("q", "й", "ㅂ")
  static let reset = keys("r", "к", "ㄱ")
  static let history = keys("h", "р", "ㅗ")

  /// The key for `latin`, `cyrillic` and `hangul` in either case.
  private static func keys(_ latin: Character, _ cyrillic: Character, _ hangul: Character) -> Set<Key> {
    Set([latin, cyrillic, hangul].flatMap { [$0, Character($0.uppercased())] }.map(Key.character))
  }
}
