import AppFiles
import FoundationEssentials
import Glibc
import SumCalcFeature
import SumCalcModel
import Testing

@testable import SessionStorage

/// A fresh directory from mkdtemp for one test; removed with everything in it afterwards. Runs
/// `body` where the caller runs (a main-actor test too).
nonisolated(nonsending) func withSessionScratchDirectory<T>(_ body: (String) async throws -> T) async throws -> T {
  let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  var template = Array("\(base)/sumcalc-store-XXXXXX".utf8CString)
  let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
  let directory = try #require(made.map { String(cString: $0) })
  defer { try? FileManager.default.removeItem(atPath: directory) }
  return try await body(directory)
}

/// Small file helpers for the session store tests.
enum SessionDisk {
  static func write(_ text: String, to path: String) throws {
    try write(Array(text.utf8), to: path)
  }

  static func write(_ bytes: [UInt8], to path: String) throws {
    try #require(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
  }

  static func bytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map(Array.init)
  }

  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Permission bits, or nil when nothing is there.
  static func mode(_ path: String) -> mode_t? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return status.st_mode & 0o7777
  }

  static func names(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  static func problem(loading store: FileSessionStore) async -> SessionProblem? {
    await error(loading: store)?.problem
  }

  static func error(loading store: FileSessionStore) async -> SessionLoadError? {
    do throws(SessionLoadError) {
      _ = try await store.load()
      return nil
    } catch {
      return error
    }
  }

  static func problem(saving data: CalculatorData, to store: FileSessionStore) async -> SaveProblem? {
    do throws(SessionSaveError) {
      try await store.save(data)
      return nil
    } catch {
      return error.problem
    }
  }
}

@Suite("File session store: load and save")
struct FileSessionStoreTests {
  static let sample = CalculatorData(
    numbers: [3, 0, 7], result: .expression,
    tape: [TapeEntry(numbers: [1, 2, 3], sum: 6), TapeEntry(numbers: [9, 9], sum: 18)])

  @Test func locationIsThePath() {
    #expect(FileSessionStore(path: "/some/where/state.json").location == "/some/where/state.json")
  }

  @Test(arguments: SessionFileTests.resultStates)
  func roundTrip(state: ResultState) async throws {
    try await withSessionScratchDirectory { directory in
      let store = FileSessionStore(path: "\(directory)/state.json")
      var data = Self.sample
      data.result = state
      if state != .expression { data.numbers = [] }  // only the expression comes with numbers
      try await store.save(data)
      #expect(try await store.load()?.data == data)
      // A second store on the same path (the next start) sees the same.
      #expect(try await FileSessionStore(path: store.path).load()?.data == data)
    }
  }

  @Test func saveReplacesThePreviousSession() async throws {
    try await withSessionScratchDirectory { directory in
      let store = FileSessionStore(path: "\(directory)/state.json")
      try await store.save(Self.sample)
      try await store.save(CalculatorData(result: .noNumbers))
      #expect(try await store.load()?.data == CalculatorData(result: .noNumbers))
      // No temporary files left; the lock is the writer's.
      #expect(SessionDisk.names(in: directory) == ["state.json", "state.json.lock"])
    }
  }

  @Test func missingFileLoadsNothing() async throws {
    try await withSessionScratchDirectory { directory in
      let noFile = try await FileSessionStore(path: "\(directory)/state.json").load()
      let noDirectory = try await FileSessionStore(path: "\(directory)/no/such/dir/state.json").load()
      #expect(noFile == nil)
      #expect(noDirectory == nil)
      // Loading creates no directory and no session, only the writer's lock where the directory is.
      #expect(SessionDisk.names(in: directory) == ["state.json.lock"])
    }
  }

  @Test func pathUnderARegularFileLoadsNothing() async throws {
    try await withSessionScratchDirectory { directory in
      try SessionDisk.write("x", to: "\(directory)/file")
      #expect(try await FileSessionStore(path: "\(directory)/file/state.json").load()?.data == nil)
    }
  }

  @Test(arguments: [
    ("\u{1}\u{2}garbage\u{FF}", SessionProblem.notJSON),
    ("", .notJSON),
    (#"{"version":3,"numbers":[1],"result":{"kind":"prompt"},"tape":[]}"#, .unknownVersion(3)),
    (#"{"version":1,"numbers":"1","result":{"kind":"prompt"},"tape":[]}"#, .wrongContent),
    (#"{"version":1,"numbers":[1],"tape":[]}"#, .wrongContent),
    (#"{"version":1,"numbers":[10],"result":{"kind":"expression"},"tape":[]}"#, .wrongContent),
    (#"{"version":1,"numbers":[],"result":{"kind":"prompt"},"tape":[{"numbers":[2,2],"sum":5}]}"#, .wrongContent),
  ])
  func unreadableContent(text: String, problem: SessionProblem) async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      try SessionDisk.write(text, to: path)
      #expect(await SessionDisk.problem(loading: FileSessionStore(path: path)) == problem)
      #expect(SessionDisk.bytes(path) == Array(text.utf8))  // loading never changes the file
    }
  }

  @Test func garbageBytesAreNotJSON() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      try SessionDisk.write((0..<256).map { UInt8(255 - $0) }, to: path)
      #expect(await SessionDisk.problem(loading: FileSessionStore(path: path)) == .notJSON)
    }
  }

  @Test func directoryAtThePathIsNotAFile() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      #expect(mkdir(path, 0o700) == 0)
      let store = FileSessionStore(path: path)
      #expect(await SessionDisk.problem(loading: store) == .notAFile(.directory))
      // Saving does not replace a directory either, and leaves nothing behind.
      #expect(await SessionDisk.problem(saving: Self.sample, to: store) == .savingOff(.directory))
      #expect(SessionDisk.names(in: directory) == ["state.json"], "not even a lock")
    }
  }

  @Test func fifoAtThePathIsNotAFileAndDoesNotHang() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      #expect(mkfifo(path, 0o600) == 0)
      #expect(await SessionDisk.problem(loading: FileSessionStore(path: path)) == .notAFile(.fifo))
    }
  }

  @Test(.disabled(if: geteuid() == 0, "runs as root, and root reads a chmod 000 file regardless"))
  func unreadableFileIsPermissionDenied() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      let store = FileSessionStore(path: path)
      try await store.save(Self.sample)
      #expect(chmod(path, 0) == 0)
      #expect(await SessionDisk.problem(loading: store) == .permissionDenied)
    }
  }

  @Test func newFileIs0600AndNewDirectoriesAre0700WhateverTheUmask() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/a/b/state.json"
      let store = FileSessionStore(path: path)
      let previous = umask(0)
      defer { umask(previous) }
      try await store.save(Self.sample)
      #expect(SessionDisk.mode(path) == 0o600)
      #expect(SessionDisk.mode("\(directory)/a") == 0o700)
      #expect(SessionDisk.mode("\(directory)/a/b") == 0o700)
      #expect(SessionDisk.mode(directory) == 0o700)  // an existing directory is left alone (mkdtemp)
      // A file someone made readable by all becomes the user's alone on the next save: the session
      // sets its mode (`KeptFile(mode:)`), where an app's file keeps its own.
      #expect(chmod(path, 0o644) == 0)
      try await store.save(CalculatorData())
      #expect(SessionDisk.mode(path) == 0o600)
      #expect(try await store.load()?.data == CalculatorData())
    }
  }

  @Test func crashBetweenWriteAndRenameKeepsTheOldSession() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      let store = FileSessionStore(path: path)
      try await store.save(Self.sample)
      let before = SessionDisk.bytes(path)

      // The save's first step happens, then the "crash": no rename.
      let newer = CalculatorData(result: .sum(6), tape: [TapeEntry(numbers: [1, 2, 3], sum: 6)])
      let temporary = try store.writeTemporary(newer)
      #expect(AtomicFile.directory(of: temporary) == directory)
      #expect(SessionDisk.mode(temporary) == 0o600)
      #expect(SessionDisk.bytes(temporary) == (try SessionFile.encode(newer)))
      #expect(SessionDisk.bytes(path) == before)
      #expect(try await FileSessionStore(path: path).load()?.data == Self.sample)

      // A leftover temporary file does not get in the way of the next save.
      try await store.save(newer)
      #expect(try await store.load()?.data == newer)
      #expect(
        SessionDisk.names(in: directory).count == 3,
        "the session, its lock and the leftover of a process still alive (this one)")
    }
  }

  @Test func commitCompletesTheSave() async throws {
    try await withSessionScratchDirectory { directory in
      let store = FileSessionStore(path: "\(directory)/state.json")
      try await store.save(Self.sample)
      let temporary = try store.writeTemporary(CalculatorData(result: .noNumbers))
      try store.commit(temporary: temporary)
      #expect(try await store.load()?.data == CalculatorData(result: .noNumbers))
      #expect(SessionDisk.names(in: directory) == ["state.json", "state.json.lock"])
    }
  }

  @Test func temporaryFilesHaveUniqueNames() async throws {
    try await withSessionScratchDirectory { directory in
      let store = FileSessionStore(path: "\(directory)/state.json")
      let first = try store.writeTemporary(Self.sample)
      let second = try store.writeTemporary(Self.sample)
      #expect(first != second)
      #expect(SessionDisk.names(in: directory).count == 3, "two temporary files and the lock")
      #expect(!SessionDisk.exists(store.path))
    }
  }

  @Test func saveUnderARegularFileSaysNotADirectory() async throws {
    try await withSessionScratchDirectory { directory in
      // Root ignores a read-only directory's mode, but not a regular file where a directory
      // should be: mkdir fails with ENOTDIR.
      try SessionDisk.write("not a directory", to: "\(directory)/file")
      let store = FileSessionStore(path: "\(directory)/file/sumcalc/state.json")
      #expect(await SessionDisk.problem(saving: Self.sample, to: store) == .system("not a directory"))
      #expect(SessionDisk.names(in: directory) == ["file"])
      #expect(SessionDisk.bytes("\(directory)/file") == Array("not a directory".utf8))
    }
  }

  @Test(.disabled(if: geteuid() == 0, "runs as root, and root writes into a read-only directory"))
  func saveIntoAReadOnlyDirectorySaysPermissionDenied() async throws {
    try await withSessionScratchDirectory { directory in
      let store = FileSessionStore(path: "\(directory)/state.json")
      try await store.save(Self.sample)
      #expect(chmod(directory, 0o500) == 0)
      defer { chmod(directory, 0o700) }
      #expect(await SessionDisk.problem(saving: CalculatorData(), to: store) == .system("permission denied"))
      #expect(try await store.load()?.data == Self.sample)
    }
  }
}
