import FoundationEssentials
import SumCalcFeature
import SumCalcModel
import Testing

@testable import SessionStorage

/// Session files written by the SumCalc of before the `Codable` reader (commit b2058ac: its own
/// JSON writer), checked in as they came from its `state.json`: every version-1 file still loads,
/// with the default settings, and is written back as version 2 — the same bytes but for the
/// settings and the version.
@Suite("Version-1 files written before Codable")
struct VersionOneFileTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  private func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
  }

  @Test func aListInProgressAndThreeSums() throws {
    let file = try bytes("version1-expression.json")
    let session = try SessionFile.decode(file)
    #expect(
      session
        == SavedSession(
          data: CalculatorData(
            numbers: [7, 0], result: .expression,
            tape: [
              TapeEntry(numbers: [9, 9, 9, 9], sum: 36), TapeEntry(numbers: [4, 5], sum: 9),
              TapeEntry(numbers: [1, 2, 3], sum: 6),
            ])))
    #expect(try SessionFile.encode(session) == Self.asVersion2(file))
  }

  @Test func aSumOnTheResultLine() throws {
    let file = try bytes("version1-sum.json")
    let session = try SessionFile.decode(file)
    #expect(
      session.data
        == CalculatorData(
          result: .sum(3), tape: [TapeEntry(numbers: [1, 2], sum: 3), TapeEntry(numbers: [5, 8], sum: 13)]))
    #expect(session.settings == Settings())
    #expect(try SessionFile.encode(session) == Self.asVersion2(file))
  }

  @Test("a sum of more numbers than an entry keeps now, written in full before, loads as its sum and count")
  func aLongSumWrittenInFull() throws {
    // The SumCalc of before kept every number of a sum on the tape, up to the list's limit.
    let numbers = Array(repeating: "1", count: 6_000).joined(separator: ",")
    let file =
      #"{"numbers":[],"result":{"kind":"sum","value":6000},"tape":[{"numbers":[\#(numbers)],"sum":6000}],"version":1}"#
    let data = try SessionFile.decode(Array(file.utf8)).data
    #expect(data.tape == [TapeEntry(count: 6_000, sum: 6_000)])
    #expect(data.result == .sum(6_000))
  }

  @Test("through the store on disk: loaded, then written as version 2 at the next save")
  func throughTheStoreOnDisk() async throws {
    try await withSessionScratchDirectory { directory in
      let path = directory + "/state.json"
      let file = try bytes("version1-expression.json")
      try SessionDisk.write(file, to: path)
      let store = FileSessionStore(path: path)
      let session = try #require(try await store.load())
      #expect(session.data.numbers == [7, 0])
      try await store.save(session)
      #expect(SessionDisk.bytes(path) == Self.asVersion2(file))
    }
  }

  /// What the current writer makes of a version-1 file: its keys, the default settings, version 2.
  private static func asVersion2(_ file: [UInt8]) -> [UInt8] {
    let text = String(decoding: file, as: UTF8.self)
      .replacingOccurrences(of: #""tape":"#, with: #""settings":{"keypad":"123"},"tape":"#)
      .replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
    return Array(text.utf8)
  }
}
