import AppFiles
import Glibc
import Testing

/// One file an app keeps, on the real file system: what it refuses to write over, and how two
/// instances share it.
@Suite("App files: a kept file")
struct KeptFileTests {
  func text(_ file: KeptFile) throws -> String? { try file.read().map { String(decoding: $0, as: UTF8.self) } }

  @Test("nothing there: read is nil, and the first write makes the folders and the file")
  func firstWrite() throws {
    try withScratchDirectory { directory in
      let file = KeptFile(path: "\(directory)/a/b/notes.json", limit: 1 << 20)
      #expect(try file.read() == nil)
      try file.write(Array("[]".utf8))
      #expect(try text(file) == "[]")
    }
  }

  @Test("a directory where the file should be: never written, said in words")
  func notAFile() throws {
    try withScratchDirectory { directory in
      #expect(mkdir("\(directory)/notes.json", 0o700) == 0)
      let file = KeptFile(path: "\(directory)/notes.json", limit: 1 << 20)
      #expect(throws: KeptFile.Problem.notAFile(.directory)) { try file.read() }
      #expect(throws: KeptFile.Problem.notAFile(.directory)) { try file.write([1]) }
      #expect(KeptFile.Problem.notAFile(.directory).words == "a directory is where the file should be")
      #expect(!file.holdsRegularFile)
    }
  }

  @Test(
    "a file the user may not write is never replaced, though the folder would let it be",
    .enabled(if: geteuid() != 0, "root may write anything; SumCalc's end-to-end test runs this as nobody"))
  func readOnlyFile() throws {
    try withScratchDirectory { directory in
      let path = "\(directory)/notes.json"
      try AtomicFile.write(Array("kept".utf8), to: path)
      #expect(chmod(path, 0o444) == 0)
      let file = KeptFile(path: path, limit: 1 << 20)
      #expect(throws: KeptFile.Problem.readOnlyFile) { try file.write(Array("new".utf8)) }
      #expect(try text(file) == "kept")
    }
  }

  @Test("a folder that must be there first (an app's home) is never made; the save says so")
  func missingBase() throws {
    try withScratchDirectory { directory in
      let file = KeptFile(path: "\(directory)/home/.notes.json", base: "\(directory)/home", limit: 1 << 20)
      #expect(file.isMissingBase)
      #expect(throws: KeptFile.Problem.missingDirectory("\(directory)/home")) { try file.write([1]) }
      #expect(access("\(directory)/home", F_OK) != 0)
    }
  }

  @Test("two instances: the second only reads while the first runs, then sets aside what it left and writes")
  func twoInstances() throws {
    try withScratchDirectory { directory in
      let path = "\(directory)/notes.json"
      let second = KeptFile(path: path, limit: 1 << 20)
      do {
        let first = KeptFile(path: path, limit: 1 << 20)
        #expect(try first.read() == nil)
        try first.write(Array("first".utf8))
        #expect(try text(second) == "first")
        #expect(second.isAnotherInstanceWriting)
        #expect(throws: KeptFile.Problem.anotherInstance) { try second.write(Array("second".utf8)) }
        try first.write(Array("first, later".utf8))
      }  // the first instance ends
      try second.write(Array("second".utf8))
      let aside = try #require(second.otherAside)
      #expect(aside.hasPrefix("\(path).other-"))
      #expect(try RegularFile.read(aside, limit: 100).map { String(decoding: $0, as: UTF8.self) } == "first, later")
      #expect(try text(second) == "second")
    }
  }

  @Test("a crash between the temporary and the rename leaves the old file; the next start clears the temporary")
  func crashBetweenSteps() throws {
    try withScratchDirectory { directory in
      let path = "\(directory)/notes.json"
      let file = KeptFile(path: path, limit: 1 << 20)
      try file.write(Array("old".utf8))
      let temporary = try file.writeTemporary(Array("new".utf8))
      #expect(try text(file) == "old", "read as it was: the rename never came")
      try file.commit(temporary: temporary)
      #expect(try text(file) == "new")
    }
  }

  @Test("an unreadable file set aside under the app's name for it; nothing there, nothing moved")
  func setAside() throws {
    try withScratchDirectory { directory in
      let path = "\(directory)/notes.json"
      let file = KeptFile(path: path, limit: 1 << 20)
      #expect(try file.setAside(as: "corrupt", at: 0) == nil)
      try file.write(Array("{broken".utf8))
      #expect(try file.setAside(as: "corrupt", at: 0) == "\(path).corrupt-19700101T000000Z")
      #expect(try file.read() == nil)
    }
  }
}
