import Testing

@testable import SumCalcCommandLine

@Suite struct DecimalSecondsTests {
  @Test(arguments: [
    ("0", Int64(0)), ("1", 1000), ("1.5", 1500), ("0.25", 250), (".25", 250), ("2.", 2000),
    ("0.001", 1), ("0.0004", 0), ("0.0005", 1), ("0.0015", 2), ("0.12349", 123), ("007.5", 7500),
    ("86400", 86_400_000),
  ])
  func readsPlainDecimals(text: String, milliseconds: Int64) throws {
    let seconds = try #require(DecimalSeconds(text))
    #expect(seconds.milliseconds == milliseconds)
  }

  @Test(arguments: ["", ".", "-1", "+1", "1e3", "0x10", "inf", "nan", "1.2.3", " 1", "1 ", "١", "1,5"])
  func refusesAnythingElse(text: String) {
    #expect(DecimalSeconds(text) == nil)
  }

  @Test func tellsWholeSecondsFromAFraction() throws {
    let exact = try #require(DecimalSeconds("86400.000"))
    #expect(exact.whole == 86400 && !exact.hasFraction)
    let over = try #require(DecimalSeconds("86400.0001"))
    #expect(over.whole == 86400 && over.hasFraction)
    let huge = try #require(DecimalSeconds("99999999999999999999999"))
    #expect(huge.whole == DecimalSeconds.wholeCap)
  }
}
