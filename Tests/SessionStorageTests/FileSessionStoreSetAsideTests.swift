import AppFiles
import Glibc
import SumCalcFeature
import SumCalcModel
import Testing

@testable import SessionStorage

@Suite("File session store: setting an unreadable session aside")
struct FileSessionStoreSetAsideTests {
  /// 2026-11-29 19:15:00 UTC.
  static let moment: time_t = 1_795_979_700
  static let garbage: [UInt8] = Array("{not json".utf8) + [0, 0xFF]

  @Test("a file of a newer version is kept aside under its version's name: it is not corrupt")
  func newerVersionKeptAsideAsItsVersion() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      let newer = Array(#"{"version":3,"numbers":[],"result":{"kind":"prompt"},"tape":[]}"#.utf8)
      try SessionDisk.write(newer, to: path)
      let store = FileSessionStore(path: path)
      let aside = try store.setAside(at: Self.moment)
      #expect(aside == "\(path).version-3-20261129T191500Z")
      #expect(SessionDisk.bytes(try #require(aside)) == newer)
    }
  }

  @Test func keepsTheBytesUnderTheCorruptName() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      try SessionDisk.write(Self.garbage, to: path)
      let store = FileSessionStore(path: path)
      let aside = try store.setAside(at: Self.moment)
      #expect(aside == "\(path).corrupt-20261129T191500Z")
      #expect(SessionDisk.bytes(try #require(aside)) == Self.garbage)
      #expect(!SessionDisk.exists(path))
      #expect(SessionDisk.names(in: directory) == ["state.json.corrupt-20261129T191500Z"])
      // Starting fresh: nothing to load, and saving works again.
      #expect(try await store.load()?.data == nil)
      try await store.save(CalculatorData(numbers: [1], result: .expression))
      #expect(try await store.load()?.data == CalculatorData(numbers: [1], result: .expression))
    }
  }

  @Test func usesTheCurrentTime() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      try SessionDisk.write(Self.garbage, to: path)
      let before = time(nil)
      let aside = try #require(try await FileSessionStore(path: path).setAside())
      let after = time(nil)
      let candidates = (before...after).map { "\(path).corrupt-\(SetAside.timestamp($0))" }
      #expect(candidates.contains(aside))
      #expect(SessionDisk.bytes(aside) == Self.garbage)
    }
  }

  @Test func nothingToSetAside() async throws {
    try await withSessionScratchDirectory { directory in
      let noFile = try await FileSessionStore(path: "\(directory)/state.json").setAside()
      let noDirectory = try await FileSessionStore(path: "\(directory)/none/state.json").setAside()
      #expect(noFile == nil)
      #expect(noDirectory == nil)
      #expect(SessionDisk.names(in: directory).isEmpty)
    }
  }

  @Test func neverOverwritesAnEarlierCorruptFile() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      let store = FileSessionStore(path: path)
      let taken = "\(path).corrupt-20261129T191500Z"
      try SessionDisk.write("earlier", to: taken)
      try SessionDisk.write("second", to: "\(taken)-2")

      try SessionDisk.write(Self.garbage, to: path)
      #expect(try store.setAside(at: Self.moment) == "\(taken)-3")
      try SessionDisk.write("again", to: path)
      #expect(try store.setAside(at: Self.moment) == "\(taken)-4")

      #expect(SessionDisk.bytes(taken) == Array("earlier".utf8))
      #expect(SessionDisk.bytes("\(taken)-2") == Array("second".utf8))
      #expect(SessionDisk.bytes("\(taken)-3") == Self.garbage)
      #expect(SessionDisk.bytes("\(taken)-4") == Array("again".utf8))
      #expect(!SessionDisk.exists(path))
    }
  }

  @Test func keepsTheModeOfTheFile() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      try SessionDisk.write(Self.garbage, to: path)
      #expect(chmod(path, 0o600) == 0)
      let aside = try #require(try FileSessionStore(path: path).setAside(at: Self.moment))
      #expect(SessionDisk.mode(aside) == 0o600)
    }
  }

  @Test func neverSetsADirectoryAside() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      #expect(mkdir(path, 0o700) == 0)
      try SessionDisk.write("inside", to: "\(path)/keep.txt")
      let store = FileSessionStore(path: path)
      #expect(await SessionDisk.problem(loading: store) == .notAFile(.directory))
      #expect(throws: SessionSaveError(.savingOff(.directory))) { try store.setAside(at: Self.moment) }
      #expect(SessionDisk.bytes("\(path)/keep.txt") == Array("inside".utf8), "the directory is where it was")
      #expect(!SessionDisk.exists("\(path).corrupt-20261129T191500Z"))
    }
  }
}
