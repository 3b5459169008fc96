import FoundationEssentials
import SumCalcFeature
import SumCalcModel
import Testing

@testable import SessionStorage

/// Session files written by the SumCalc of before the `Codable` reader (commit b2058ac: its own
/// JSON writer), checked in as they came from its `state.json`: every version-1 file still loads,
/// and the new writer writes the same bytes for the same session.
@Suite("Version-1 files written before Codable")
struct VersionOneFileTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  private func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
  }

  @Test func aListInProgressAndThreeSums() throws {
    let file = try bytes("version1-expression.json")
    let data = try SessionFile.decode(file)
    #expect(
      data
        == CalculatorData(
          numbers: [7, 0], result: .expression,
          tape: [
            TapeEntry(numbers: [9, 9, 9, 9], sum: 36), TapeEntry(numbers: [4, 5], sum: 9),
            TapeEntry(numbers: [1, 2, 3], sum: 6),
          ]))
    #expect(try SessionFile.encode(data) == file)
  }

  @Test func aSumOnTheResultLine() throws {
    let file = try bytes("version1-sum.json")
    let data = try SessionFile.decode(file)
    #expect(
      data
        == CalculatorData(
          result: .sum(3), tape: [TapeEntry(numbers: [1, 2], sum: 3), TapeEntry(numbers: [5, 8], sum: 13)]))
    #expect(try SessionFile.encode(data) == file)
  }

  @Test("a sum of more numbers than an entry keeps now, written in full before, loads as its sum and count")
  func aLongSumWrittenInFull() throws {
    // The SumCalc of before kept every number of a sum on the tape, up to the list's limit.
    let numbers = Array(repeating: "1", count: 6_000).joined(separator: ",")
    let file =
      #"{"numbers":[],"result":{"kind":"sum","value":6000},"tape":[{"numbers":[\#(numbers)],"sum":6000}],"version":1}"#
    let data = try SessionFile.decode(Array(file.utf8))
    #expect(data.tape == [TapeEntry(count: 6_000, sum: 6_000)])
    #expect(data.result == .sum(6_000))
  }

  @Test func throughTheStoreOnDisk() async throws {
    try await withSessionScratchDirectory { directory in
      let path = directory + "/state.json"
      try SessionDisk.write(try bytes("version1-expression.json"), to: path)
      #expect(try await FileSessionStore(path: path).load()?.numbers == [7, 0])
    }
  }
}
