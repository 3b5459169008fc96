import FoundationEssentials
import SumCalcFeature
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
    #expect(try SessionFile.encode(data) == file + (file.last == UInt8(ascii: "\n") ? [] : [UInt8(ascii: "\n")]))
  }

  @Test func aSumOnTheResultLine() throws {
    let file = try bytes("version1-sum.json")
    let data = try SessionFile.decode(file)
    #expect(
      data
        == CalculatorData(
          result: .sum(3), tape: [TapeEntry(numbers: [1, 2], sum: 3), TapeEntry(numbers: [5, 8], sum: 13)]))
    #expect(try SessionFile.encode(data) == file + (file.last == UInt8(ascii: "\n") ? [] : [UInt8(ascii: "\n")]))
  }

  @Test func throughTheStoreOnDisk() async throws {
    try await withSessionScratchDirectory { directory in
      let path = directory + "/state.json"
      try SessionDisk.write(try bytes("version1-expression.json"), to: path)
      #expect(try await FileSessionStore(path: path).load()?.numbers == [7, 0])
    }
  }
}
