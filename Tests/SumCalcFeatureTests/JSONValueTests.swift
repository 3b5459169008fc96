import Testing

@testable import SumCalcFeature

/// The session file's own JSON reader (SumCalc does not link Foundation's).
@Suite("JSON reader")
struct JSONValueTests {
  private func parse(_ text: String) -> JSONValue? {
    try? JSONValue.parse(Array(text.utf8))
  }

  @Test func readsEveryKindOfValue() {
    #expect(
      parse(#" {"a": [1, -2.5e3, true, false, null], "b": {"c": "d"}} "#)
        == .object([
          "a": .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]),
          "b": .object(["c": .string("d")]),
        ]))
  }

  @Test(arguments: [
    (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
    (#""caf\u00e9 \u0416""#, "café Ж"),
    (#""\ud83d\ude00""#, "😀"),
    ("\"한글\"", "한글"),
  ])
  func resolvesEscapesAndKeepsUnicode(json: String, text: String) {
    #expect(parse(json) == .string(text))
  }

  @Test(arguments: [
    "", " ", "{", "[1 2]", #"{"a" 1}"#, "{1:2}", "01", "-", "1.", ".5", "1e", "+1", "tru", "nul", "NaN",
    #""\x""#, #""\ud83d""#, #""\ude00""#, #""\u12""#, "\"tab\there\"", "\"open", "[,]", "{,}", "[1,,]",
    #"{"a":1}x"#,
  ])
  func refusesWhatIsNotJSON(text: String) {
    #expect(parse(text) == nil)
  }

  @Test func refusesInvalidUTF8InAString() {
    #expect((try? JSONValue.parse([0x22, 0xC3, 0x28, 0x22])) == nil)
  }

  @Test func isAsLenientAsJSONDecoderWas() {
    #expect(parse("\u{FEFF}[1]") == .array([.number("1")]))
    #expect(parse("[1,]") == .array([.number("1")]))
    #expect(parse(#"{"a":1,}"#) == .object(["a": .number("1")]))
  }

  @Test func limitsNesting() {
    let shallow = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(parse(shallow) != nil)
    #expect(parse(deep) == nil)
  }

  @Test(arguments: [
    ("0", 0), ("-7", -7), ("9223372036854775807", Int.max), ("1.0", 1), ("2e1", 20), ("-3E0", -3),
  ])
  func readsWholeNumbers(text: String, value: Int) {
    #expect(parse(text)?.integer == value)
  }

  @Test(arguments: ["1.5", "9223372036854775808", "1e400", "1e-3", #""1""#, "true", "null"])
  func refusesWhatIsNotAWholeNumber(text: String) {
    #expect(parse(text)?.integer == nil)
  }

  @Test func lastOfARepeatedKeyCounts() {
    #expect(parse(#"{"a":1,"a":2}"#)?["a"] == .number("2"))
  }
}
