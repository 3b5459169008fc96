import Foundation
import SumCalcModel
import Testing

@testable import SessionStorage

/// One writer a session: the lock beside the file, a second SumCalc that reads and waits, takes the
/// session over once the first has gone (keeping what it left aside), and the leftovers only a
/// writer clears.
@Suite("File session store: the writer's lock")
struct FileSessionStoreLockTests {
  static let sample = FileSessionStoreRealFileSystemTests.sample

  @Test("one writer: a second store on the session reads it, says so, and never writes")
  func secondStoreIsReadOnly() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      let first = FileSessionStore(path: path)
      try await first.save(Self.sample)
      #expect(await first.standingProblem() == nil)

      let second = FileSessionStore(path: path)
      #expect(try await second.load()?.data == Self.sample)
      #expect(await second.standingProblem() == .anotherSumCalc)
      #expect(
        await SessionDisk.problem(saving: CalculatorData(numbers: [7], result: .expression), to: second)
          == .anotherSumCalc)
      #expect(try await first.load()?.data == Self.sample, "the writer's session is untouched")
      #expect(SessionDisk.names(in: directory) == ["state.json", "state.json.lock"], "no temporary file either")

      // The first one keeps saving.
      try await first.save(CalculatorData(numbers: [8], result: .expression))
      #expect(try await FileSessionStore(path: path).load()?.data == CalculatorData(numbers: [8], result: .expression))
    }
  }

  @Test(
    "a lock freed is a save retried: once the first SumCalc has gone, the second saves, keeping what the first left aside"
  )
  func lockFreedIsSaveRetried() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      var first: FileSessionStore? = FileSessionStore(path: path)
      try first?.saveNow(CalculatorData(numbers: [1], result: .expression))
      let second = FileSessionStore(path: path)
      #expect(try second.loadNow()?.data == CalculatorData(numbers: [1], result: .expression))
      #expect(throws: SessionSaveError(.anotherSumCalc)) {
        try second.saveNow(CalculatorData(numbers: [2], result: .expression))
      }
      try first?.saveNow(CalculatorData(numbers: [1, 3], result: .expression))  // the first goes on
      first = nil  // and ends: the kernel frees its lock
      try second.saveNow(CalculatorData(numbers: [2], result: .expression))
      #expect(try FileSessionStore(path: path).loadNow()?.data == CalculatorData(numbers: [2], result: .expression))
      let aside = try #require(SessionDisk.names(in: directory).first { $0.hasPrefix("state.json.other-") })
      #expect(
        try FileSessionStore(path: "\(directory)/\(aside)").loadNow()?.data
          == CalculatorData(numbers: [1, 3], result: .expression), "the first one's last save, kept")
      // Only the first save after taking over keeps a file aside.
      try second.saveNow(CalculatorData(numbers: [2, 4], result: .expression))
      #expect(
        SessionDisk.names(in: directory).filter { $0.hasPrefix("state.json.other-") && !$0.hasSuffix(".lock") }.count
          == 1)
    }
  }

  @Test("leftover temporary files are removed by the writer only, and only when their process is gone")
  func leftoversOfDeadProcesses() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      // The writer saves first itself: a store made only to save would hold the lock until its
      // release, which a loaded machine delays, and the writer would then load as a reader.
      let writer = FileSessionStore(path: path)
      try await writer.save(Self.sample)
      // A pid above the kernel's pid_max can never be running.
      let maximum =
        Int(
          (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 4_194_304
      let dead = "\(directory)/.state.json.\(maximum + 1)-abc.tmp"
      let alive = "\(directory)/.state.json.\(getpid())-def.tmp"
      let unrelated = "\(directory)/.other.json.\(maximum + 1)-abc.tmp"
      for file in [dead, alive, unrelated] { try SessionDisk.write("partial", to: file) }

      #expect(try await writer.load()?.data == Self.sample)
      #expect(!SessionDisk.exists(dead))
      #expect(SessionDisk.exists(alive))
      #expect(SessionDisk.exists(unrelated))

      // While another SumCalc writes, a temporary file is that one's, whatever its pid looks like
      // from here (another pid namespace): a second SumCalc, only reading, removes nothing.
      try SessionDisk.write("partial", to: dead)
      #expect(try await FileSessionStore(path: path).load()?.data == Self.sample)
      #expect(SessionDisk.exists(dead), "a reader removes nothing")
      withExtendedLifetime(writer) {}
    }
  }
}
