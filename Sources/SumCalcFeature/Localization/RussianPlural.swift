/// Russian nouns after a number take one of three forms: 1, 21 сумма; 2–4, 22 суммы; 5–20, 25 сумм.
enum RussianPlural {
  static func of(_ count: Int, one: String, few: String, many: String) -> String {
    let lastTwo = abs(count) % 100
    let last = lastTwo % 10
    if (11...14).contains(lastTwo) { return many }
    if last == 1 { return one }
    if (2...4).contains(last) { return few }
    return many
  }
}
