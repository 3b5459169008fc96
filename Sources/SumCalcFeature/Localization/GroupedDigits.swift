/// A count written with its thousands grouped, as each language writes them: `300,000` in English
/// and Korean, `300 000` in Russian (a no-break space, which keeps the number on one line).
enum GroupedDigits {
  static func of(_ number: Int, separator: String) -> String {
    let digits = Array(String(number.magnitude))
    var text = number < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text += separator }
      text.append(digit)
    }
    return text
  }
}
