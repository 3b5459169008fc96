import AppFiles
import Glibc
import Testing

/// The file rules, once, on the real file system: what SumCalc's session and any app's file rely
/// on. Each test in a scratch directory of its own.
@Suite("App files: the rules")
struct FileRulesTests {
  func mode(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
  }

  func text(_ path: String) throws -> String? {
    try RegularFile.read(path, limit: 1 << 20).map { String(decoding: $0, as: UTF8.self) }
  }

  func names(in directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = LeftoverTemporaries.name(of: entry)
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  @Test("a new file is the user's alone (0600) and new directories 0700, whatever the umask")
  func newFileIsPrivate() throws {
    try withScratchDirectory { directory in
      let previous = umask(0)
      defer { umask(previous) }
      try AtomicFile.write(Array("one".utf8), to: "\(directory)/a/notes.json")
      #expect(mode("\(directory)/a/notes.json") == 0o600)
      #expect(mode("\(directory)/a") == 0o700)
      #expect(try text("\(directory)/a/notes.json") == "one")
    }
  }

  @Test("a file replaced keeps its mode: 0600 stays private, 0644 stays readable, 0640 stays the group's")
  func modeKept() throws {
    try withScratchDirectory { directory in
      let path = "\(directory)/notes.json"
      for kept: mode_t in [0o600, 0o644, 0o640] {
        try AtomicFile.write(Array("before".utf8), to: path)
        #expect(chmod(path, kept) == 0)
        try AtomicFile.write(Array("after".utf8), to: path)
        #expect(mode(path) == kept)
        #expect(try text(path) == "after")
      }
      #expect(names(in: directory) == ["notes.json"], "no temporary left")
    }
  }

  @Test("a mode the app sets is every write's: a file made readable by all is private again")
  func modeSet() throws {
    try withScratchDirectory { directory in
      let path = "\(directory)/state.json"
      try AtomicFile.write(Array("before".utf8), to: path, mode: 0o600)
      #expect(chmod(path, 0o644) == 0)
      try AtomicFile.write(Array("after".utf8), to: path, mode: 0o600)
      #expect(mode(path) == 0o600)
    }
  }

  @Test(
    "a file replaced keeps its owner and group where the process may give them (root here)",
    .enabled(if: getuid() == 0, "only root may give a file away; the tests run as root"))
  func ownerKept() throws {
    try withScratchDirectory { directory in
      let path = "\(directory)/notes.json"
      try AtomicFile.write(Array("before".utf8), to: path)
      #expect(chown(path, 65534, 65534) == 0)
      try AtomicFile.write(Array("after".utf8), to: path)
      var status = stat()
      #expect(stat(path, &status) == 0 && status.st_uid == 65534 && status.st_gid == 65534)
    }
  }

  @Test("a link is followed to its file, relative links from the link's directory; the link stays a link")
  func linksFollowed() throws {
    try withScratchDirectory { directory in
      #expect(mkdir("\(directory)/real", 0o700) == 0)
      try AtomicFile.write(Array("old".utf8), to: "\(directory)/real/notes.json")
      #expect(symlink("real/notes.json", "\(directory)/link.json") == 0)
      #expect(symlink("\(directory)/link.json", "\(directory)/second.json") == 0)
      let resolved = try ResolvedPath.resolve("\(directory)/second.json")
      #expect(resolved.target == "\(directory)/real/notes.json" && resolved.content == .regularFile)
      try AtomicFile.write(Array("new".utf8), to: resolved.target)
      #expect(try text("\(directory)/second.json") == "new")
      var status = stat()
      #expect(lstat("\(directory)/link.json", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
      // A dangling link names the file a save creates; a loop is an error, never a file.
      #expect(symlink("gone.json", "\(directory)/dangling.json") == 0)
      #expect(try ResolvedPath.resolve("\(directory)/dangling.json").content == .nothing)
      #expect(symlink("loop2", "\(directory)/loop1") == 0 && symlink("loop1", "\(directory)/loop2") == 0)
      #expect(throws: SystemError(ELOOP)) { try ResolvedPath.resolve("\(directory)/loop1") }
    }
  }

  @Test("what is not a regular file is named for what it is and never read")
  func notAFile() throws {
    try withScratchDirectory { directory in
      #expect(mkdir("\(directory)/dir", 0o700) == 0)
      #expect(mkfifo("\(directory)/fifo", 0o600) == 0)
      #expect(try ResolvedPath.resolve("\(directory)/dir").content == .notAFile(.directory))
      #expect(try ResolvedPath.resolve("\(directory)/fifo").content == .notAFile(.fifo))
      #expect(try ResolvedPath.resolve("\(directory)/new/").content == .notAFile(.directoryName))
      #expect(throws: RegularFile.ReadError.notAFile(.directory)) {
        try RegularFile.read("\(directory)/dir", limit: 10)
      }
      #expect(throws: RegularFile.ReadError.notAFile(.fifo)) { try RegularFile.read("\(directory)/fifo", limit: 10) }
      #expect(try RegularFile.read("\(directory)/missing", limit: 10) == nil)
      try AtomicFile.write(Array("0123456789A".utf8), to: "\(directory)/big")
      #expect(throws: RegularFile.ReadError.tooLarge) { try RegularFile.read("\(directory)/big", limit: 10) }
    }
  }

  @Test("a save that cannot be made leaves nothing behind and says why in words")
  func failedSave() throws {
    #expect(throws: SystemError.self) { try AtomicFile.write([1], to: "/proc/self/nowhere/notes.json") }
    try withScratchDirectory { directory in
      #expect(throws: SystemError.self) { try AtomicFile.write([1], to: "/proc/1/notes.json") }
      #expect(names(in: directory).isEmpty)
    }
    #expect(SystemError(ENOSPC).words == "no space left on device")
    #expect(SystemError(EROFS).words == "read-only file system")
  }

  @Test("a file set aside keeps its bytes under a dated name; a name taken gets a counter")
  func setAside() throws {
    try withScratchDirectory { directory in
      let path = "\(directory)/notes.json"
      try AtomicFile.write(Array("{broken".utf8), to: path)
      let first = try #require(try SetAside.move(path, as: "corrupt", at: 1_795_979_700))
      #expect(first == "\(path).corrupt-20261129T191500Z")
      try AtomicFile.write(Array("{again".utf8), to: path)
      let second = try #require(try SetAside.move(path, as: "corrupt", at: 1_795_979_700))
      #expect(second == "\(path).corrupt-20261129T191500Z-2")
      #expect(try text(first) == "{broken" && text(second) == "{again")
      #expect(try SetAside.move(path, at: 0) == nil, "nothing there: nothing moved")
    }
  }

  @Test(
    "a set-aside name's time is compact UTC",
    arguments: [
      (time_t(1_795_979_700), "20261129T191500Z"), (0, "19700101T000000Z"), (951_782_400, "20000229T000000Z"),
      (1_704_067_199, "20231231T235959Z"),
    ])
  func timestampIsCompactUTC(time: time_t, text: String) {
    #expect(SetAside.timestamp(time) == text)
  }

  @Test("leftover temporaries: only the rules' own pattern names a writer, and only a dead one's are removed")
  func leftovers() throws {
    let prefix = ".notes.json."
    #expect(LeftoverTemporaries.writer(of: ".notes.json.123-x9.tmp", prefix: prefix) == 123)
    #expect(LeftoverTemporaries.writer(of: ".notes.json.123-.tmp", prefix: prefix) == nil)
    #expect(LeftoverTemporaries.writer(of: ".notes.json.abc-x9.tmp", prefix: prefix) == nil)
    #expect(LeftoverTemporaries.writer(of: "notes.json.123-x9.tmp", prefix: prefix) == nil)
    try withScratchDirectory { directory in
      let path = "\(directory)/notes.json"
      let mine = try AtomicFile.writeTemporary([1], beside: path)  // this process is alive: kept
      try AtomicFile.write([2], to: "\(directory)/.notes.json.999999999-dead.tmp")  // no such pid
      #expect(LeftoverTemporaries.removeOrphans(of: path) == 1)
      #expect(names(in: directory) == [String(mine.split(separator: "/").last!)])
    }
  }

  @Test("one writer a file: a second claim is a reader until the first lets go, then takes over once")
  func oneWriter() throws {
    try withScratchDirectory { directory in
      let path = "\(directory)/notes.json"
      let second = WriterClaim()
      do {
        let first = WriterClaim()
        first.claim(path)
        #expect(!first.isAnotherWriting)
        if case .acquired = FileLock.acquire(for: path) { Issue.record("the first claim holds the lock") }
        second.claim(path)
        #expect(second.isAnotherWriting)
        #expect(!second.takeOver())
      }  // the first instance ends: the kernel lets its lock go
      second.claim(path)
      #expect(!second.isAnotherWriting)
      #expect(second.takeOver(), "what the first left is to be kept aside")
      #expect(!second.takeOver(), "once")
    }
  }

  @Test("the directory of a path")
  func directoryOfAPath() {
    #expect(AtomicFile.directory(of: "notes.json") == ".")
    #expect(AtomicFile.directory(of: "/notes.json") == "/")
    #expect(AtomicFile.directory(of: "/a/b/notes.json") == "/a/b")
    #expect(AtomicFile.directory(of: "a/notes.json") == "a")
  }
}
