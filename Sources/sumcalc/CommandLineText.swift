/// Text for standard output and error in the locale's character set: as it is in UTF-8; elsewhere
/// each character outside ASCII (a path or an argument the user typed) becomes `?`, since the
/// terminal would show its UTF-8 bytes as garbage, or take some of them for control codes.
struct CommandLineText {
  let isUTF8: Bool

  func callAsFunction(_ text: String) -> String {
    guard !isUTF8 else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.isASCII ? $0 : "?" }))
  }
}
