import SumCalcFeature
import SumCalcModel
import Testing

@testable import SessionStorage

/// The session file's JSON format, without touching the disk.
@Suite("Session file format")
struct SessionFileTests {
  static let resultStates: [ResultState] = [.prompt, .expression, .sum(6), .sum(0), .noNumbers]

  private func text(_ data: CalculatorData) throws -> String {
    String(decoding: try SessionFile.encode(data), as: UTF8.self)
  }

  private func decode(_ json: String) throws(SessionLoadError) -> CalculatorData {
    try SessionFile.decode(Array(json.utf8)).data
  }

  private func problem(decoding json: String) -> SessionProblem? {
    do throws(SessionLoadError) {
      _ = try decode(json)
      return nil
    } catch {
      return error.problem
    }
  }

  @Test func writesTheDocumentedFormat() throws {
    let data = CalculatorData(
      numbers: [1, 2], result: .expression, tape: [TapeEntry(numbers: [1, 2, 3], sum: 6)])
    #expect(
      try text(data)
        == #"{"numbers":[1,2],"result":{"kind":"expression"},"settings":{"keypad":"123"},"tape":[{"numbers":[1,2,3],"sum":6}],"version":2}"#
        + "\n")
  }

  @Test func writesTheSameBytesEveryTime() throws {
    let data = CalculatorData(numbers: [4, 5], result: .expression, tape: [TapeEntry(numbers: [1], sum: 1)])
    let first = try SessionFile.encode(data)
    for _ in 0..<20 {
      #expect(try SessionFile.encode(data) == first)
    }
  }

  @Test(arguments: [
    (ResultState.prompt, #"{"kind":"prompt"}"#),
    (.expression, #"{"kind":"expression"}"#),
    (.noNumbers, #"{"kind":"noNumbers"}"#),
    (.sum(45), #"{"kind":"sum","value":45}"#),
  ])
  func writesEachResultStateExplicitly(state: ResultState, json: String) throws {
    #expect(try text(CalculatorData(result: state)).contains(#""result":\#(json)"#))
  }

  @Test(arguments: resultStates)
  func roundTripsEachResultState(state: ResultState) throws {
    let data = CalculatorData(
      numbers: state == .expression ? [9, 0, 4] : [], result: state,
      tape: [TapeEntry(numbers: [5], sum: 5), TapeEntry(numbers: [1, 2, 3], sum: 6)])
    #expect(try SessionFile.decode(try SessionFile.encode(data)).data == data)
  }

  /// The result line shows the expression exactly when there are numbers; a file that says
  /// otherwise would show `Enter numbers` over hidden numbers, or a blank line.
  @Test(arguments: [
    #"{"version":1,"numbers":[1,2],"result":{"kind":"prompt"},"tape":[]}"#,
    #"{"version":1,"numbers":[1,2],"result":{"kind":"sum","value":3},"tape":[]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"expression"},"tape":[]}"#,
  ])
  func refusesAResultThatContradictsTheNumbers(json: String) {
    #expect(throws: SessionLoadError(.wrongContent)) { try decode(json) }
  }

  @Test func readsTheDocumentedExample() throws {
    let data = try decode(
      #"{"version":1,"numbers":[1,2],"result":{"kind":"expression"},"tape":[{"numbers":[1,2,3],"sum":6}]}"#)
    #expect(
      data == CalculatorData(numbers: [1, 2], result: .expression, tape: [TapeEntry(numbers: [1, 2, 3], sum: 6)]))
  }

  @Test func toleratesKeysInAnyOrderAndUnknownKeys() throws {
    let data = try decode(
      #"{"tape":[],"comment":"hi","result":{"value":3,"kind":"sum"},"numbers":[],"version":1}"#)
    #expect(data == CalculatorData(result: .sum(3)))
  }

  @Test func cutsALongTapeToTheNewestEntries() throws {
    let entries = (1...120).map { #"{"numbers":[\#($0 % 10)],"sum":\#($0 % 10)}"# }.joined(separator: ",")
    let data = try decode(#"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[\#(entries)]}"#)
    #expect(data.tape == (1...100).map { TapeEntry(numbers: [$0 % 10], sum: $0 % 10) })
  }

  @Test func anOlderFileWithFiveSumsLoadsUnchanged() throws {
    // Written before the tape kept 100 sums: it kept 5.
    let entries = (1...5).map { #"{"numbers":[\#($0),1],"sum":\#($0 + 1)}"# }.joined(separator: ",")
    let data = try decode(#"{"version":1,"numbers":[4],"result":{"kind":"expression"},"tape":[\#(entries)]}"#)
    #expect(
      data
        == CalculatorData(
          numbers: [4], result: .expression, tape: (1...5).map { TapeEntry(numbers: [$0, 1], sum: $0 + 1) }))
  }

  @Test(arguments: [
    "", "garbage", "{", #"{"version":1,"numbers":[1,2]"#, "\u{7}\u{0}binary", "nul\u{0}",
  ])
  func notJSON(json: String) {
    #expect(problem(decoding: json) == .notJSON)
  }

  @Test func aSumThatKeptOnlyItsCountIsWrittenAndReadBack() throws {
    let huge = TapeEntry(numbers: [Int](repeating: 3, count: 6_000), sum: 18_000)
    let data = CalculatorData(tape: [huge, TapeEntry(numbers: [1], sum: 1)])
    #expect(
      try text(data)
        == #"{"numbers":[],"result":{"kind":"prompt"},"settings":{"keypad":"123"},"tape":[{"count":6000,"numbers":[],"sum":18000},{"numbers":[1],"sum":1}],"version":2}"#
        + "\n")
    #expect(try decode(try text(data)) == data)
  }

  @Test func invalidUTF8IsNotJSON() {
    #expect(throws: SessionLoadError(.notJSON)) { try SessionFile.decode([0xFF, 0xFE, 0x7B, 0x7D]) }
  }

  @Test(arguments: [
    (#"{"version":3,"numbers":[1],"result":{"kind":"prompt"},"tape":[]}"#, 3),
    (#"{"version":3,"entirely":"different"}"#, 3),
  ])
  func unknownVersion(json: String, version: Int) {
    #expect(problem(decoding: json) == .unknownVersion(version))
  }

  @Test(
    "a version below 1 is no SumCalc's: a damaged file, not one of a newer SumCalc",
    arguments: [
      #"{"version":0}"#, #"{"version":-1,"numbers":[],"result":{"kind":"prompt"},"tape":[]}"#,
    ])
  func versionBelowOne(json: String) {
    #expect(problem(decoding: json) == .wrongContent)
  }

  @Test(
    "a version-2 file whose settings are missing, null or no object: the numbers and tape load, the settings are the defaults, said so",
    arguments: [#""#, #","settings":null"#, #","settings":"x""#, #","settings":[1]"#])
  func unusableSettings(settings: String) throws {
    let json =
      #"{"version":2,"numbers":[4],"result":{"kind":"expression"},"tape":[{"numbers":[1,2],"sum":3}]"#
      + settings + "}"
    let session = try SessionFile.decode(Array(json.utf8))
    #expect(session.settings == Settings())
    #expect(session.settingsFellBack)
    #expect(
      session.data == CalculatorData(numbers: [4], result: .expression, tape: [TapeEntry(numbers: [1, 2], sum: 3)]))
  }

  @Test(arguments: [
    // Not a session at all, or no usable version.
    "[1,2]", "\"text\"", "42", "null", "{}",
    #"{"numbers":[],"result":{"kind":"prompt"},"tape":[]}"#,
    #"{"version":"1","numbers":[],"result":{"kind":"prompt"},"tape":[]}"#,
    #"{"version":1.5,"numbers":[],"result":{"kind":"prompt"},"tape":[]}"#,
    // Missing fields.
    #"{"version":1}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"}}"#,
    #"{"version":1,"numbers":[],"tape":[]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"sum"},"tape":[]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[{"numbers":[1]}]}"#,
    // Wrong types.
    #"{"version":1,"numbers":"12","result":{"kind":"prompt"},"tape":[]}"#,
    #"{"version":1,"numbers":[1.5],"result":{"kind":"prompt"},"tape":[]}"#,
    #"{"version":1,"numbers":["1"],"result":{"kind":"prompt"},"tape":[]}"#,
    #"{"version":1,"numbers":[null],"result":{"kind":"prompt"},"tape":[]}"#,
    #"{"version":1,"numbers":[],"result":"prompt","tape":[]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"sum","value":"6"},"tape":[]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":{}}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[{"numbers":[1],"sum":true}]}"#,
    #"{"version":1,"numbers":[99999999999999999999],"result":{"kind":"prompt"},"tape":[]}"#,
    // Unknown result kind.
    #"{"version":1,"numbers":[],"result":{"kind":"product"},"tape":[]}"#,
    // Content out of range.
    #"{"version":1,"numbers":[10],"result":{"kind":"expression"},"tape":[]}"#,
    #"{"version":1,"numbers":[-1],"result":{"kind":"expression"},"tape":[]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"sum","value":-6},"tape":[]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[{"numbers":[12],"sum":12}]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[{"numbers":[1,2,3],"sum":7}]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[{"numbers":[],"sum":0}]}"#,
    // A sum that kept only its count: more numbers than an entry keeps, a sum they can make.
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[{"count":5000,"numbers":[],"sum":9}]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[{"count":6000,"numbers":[],"sum":54001}]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[{"count":6000,"numbers":[],"sum":-1}]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[{"count":500001,"numbers":[],"sum":9}]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[{"count":6000,"numbers":[1],"sum":1}]}"#,
    #"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[{"count":"6000","numbers":[],"sum":9}]}"#,
  ])
  func wrongContent(json: String) {
    #expect(problem(decoding: json) == .wrongContent)
  }

  @Test(
    "a setting SumCalc cannot read is its default, said so; the numbers, the tape and the other settings load",
    arguments: [
      (#"{}"#, Settings()),
      (#"{"keypad":"456","language":"ru"}"#, Settings(language: .ru)),
      (#"{"keypad":7,"calculationDelay":1000}"#, Settings(calculationDelay: .seconds(1))),
      (#"{"keypad":"789","language":"fr"}"#, Settings(keypad: .sevenEightNineOnTop)),
      (#"{"keypad":"789","language":["ru"]}"#, Settings(keypad: .sevenEightNineOnTop)),
      (#"{"keypad":"123","language":"ko","calculationDelay":-1}"#, Settings(language: .ko)),
      (#"{"keypad":"123","calculationDelay":86400001}"#, Settings()),
      (#"{"keypad":"123","calculationDelay":"1 s"}"#, Settings()),
    ])
  func unreadableSettingFallsBack(settings: String, expected: Settings) throws {
    let json =
      #"{"version":2,"numbers":[4,5],"result":{"kind":"expression"},"settings":"# + settings
      + #","tape":[{"numbers":[1,2],"sum":3}]}"#
    let session = try SessionFile.decode(Array(json.utf8))
    #expect(session.settings == expected)
    #expect(session.settingsFellBack)
    #expect(
      session.data == CalculatorData(numbers: [4, 5], result: .expression, tape: [TapeEntry(numbers: [1, 2], sum: 3)]))
  }

  @Test("the settings are written and read back; what was never chosen is not written")
  func settingsRoundTrip() throws {
    let chosen = SavedSession(
      settings: Settings(language: .ru, keypad: .sevenEightNineOnTop, calculationDelay: .seconds(1)))
    let bytes = try SessionFile.encode(chosen)
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == #"{"numbers":[],"result":{"kind":"prompt"},"settings":{"calculationDelay":1000,"keypad":"789","language":"ru"},"tape":[],"version":2}"#
        + "\n")
    #expect(try SessionFile.decode(bytes) == chosen, "and nothing fell back")
    let none = SavedSession(settings: Settings(calculationDelay: .zero))
    #expect(try SessionFile.decode(try SessionFile.encode(none)) == none, "no delay is a choice too")
    #expect(try SessionFile.decode(try SessionFile.encode(SavedSession())).settings == Settings())
  }
}
