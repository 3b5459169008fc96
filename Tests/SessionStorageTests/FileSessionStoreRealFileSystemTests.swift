import Foundation
import SumCalcFeature
import SumCalcModel
import Testing

import struct AppFiles.SystemError

@testable import SessionStorage

/// The session store against the file layouts people have: things that are not files at the
/// path, symbolic links, read-only files, a missing home, the largest session (the lock and
/// crashes' leftovers: FileSessionStoreLockTests).
@Suite("File session store: real file systems")
struct FileSessionStoreRealFileSystemTests {
  static let sample = CalculatorData(numbers: [4, 2], result: .expression, tape: [TapeEntry(numbers: [1, 2], sum: 3)])

  /// The device number, inode and mode of what is at `path` (not following a link): if these are
  /// the same before and after, nothing was moved or replaced.
  static func identity(_ path: String) -> [UInt64]? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return [UInt64(status.st_dev), UInt64(status.st_ino), UInt64(status.st_mode)]
  }

  /// Makes something that is not a file at `path`.
  static func make(_ kind: FileKind, at path: String) throws {
    switch kind {
    case .directory: #expect(mkdir(path, 0o700) == 0)
    case .fifo: #expect(mkfifo(path, 0o600) == 0)
    case .device: #expect(mknod(path, S_IFCHR | 0o600, dev_t(1 << 8 | 3)) == 0)  // like /dev/null
    case .socket:
      let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(fd) }
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
      }
      #expect(bound == 0)
    case .other, .directoryName: Issue.record("no way to make \(kind)")
    }
  }

  /// Kinds this run can make: a device only as root.
  static let kinds: [FileKind] = [.directory, .fifo, .socket] + (geteuid() == 0 ? [.device] : [])

  @Test("something that is not a file at the path is never opened for writing, moved or replaced", arguments: kinds)
  func notAFileIsLeftAlone(kind: FileKind) async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      try Self.make(kind, at: path)
      let before = Self.identity(path)
      let store = FileSessionStore(path: path)
      #expect(await SessionDisk.problem(loading: store) == .notAFile(kind))
      #expect(await SessionDisk.problem(saving: Self.sample, to: store) == .savingOff(kind))
      #expect(throws: SessionSaveError(.savingOff(kind))) { try store.setAside(at: 0) }
      #expect(Self.identity(path) == before, "the \(kind) is where it was, unchanged")
      #expect(SessionDisk.names(in: directory).filter { $0.contains("corrupt") || $0.hasSuffix(".tmp") }.isEmpty)
    }
  }

  @Test("a link to something that is not a file is refused the same way, and the link stays")
  func linkToADirectory() async throws {
    try await withSessionScratchDirectory { directory in
      #expect(mkdir("\(directory)/real", 0o700) == 0)
      #expect(symlink("real", "\(directory)/state.json") == 0)
      let store = FileSessionStore(path: "\(directory)/state.json")
      #expect(await SessionDisk.problem(loading: store) == .notAFile(.directory))
      #expect(await SessionDisk.problem(saving: Self.sample, to: store) == .savingOff(.directory))
      #expect(Self.linkTarget("\(directory)/state.json") == "real")
    }
  }

  static func linkTarget(_ path: String) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: path)
  }

  @Test("a symlinked state file: the target is read and replaced atomically; the link stays")
  func symlinkIsFollowed() async throws {
    try await withSessionScratchDirectory { directory in
      #expect(mkdir("\(directory)/dotfiles", 0o700) == 0)
      let target = "\(directory)/dotfiles/state.json"
      let link = "\(directory)/state.json"
      // Written as a file, not by a store of its own: a store holds the session's lock until it
      // goes, which a loaded machine delays, and the store on the link would then find it taken.
      try SessionDisk.write(SessionFile.encode(Self.sample), to: target)
      #expect(symlink("dotfiles/state.json", link) == 0)

      let store = FileSessionStore(path: link)
      #expect(try await store.load()?.data == Self.sample)
      let newer = CalculatorData(numbers: [9], result: .expression)
      try await store.save(newer)
      #expect(Self.linkTarget(link) == "dotfiles/state.json", "still the same link")
      #expect(try await FileSessionStore(path: target).load()?.data == newer, "the target holds the new session")
      #expect(SessionDisk.mode(target) == 0o600)
      // The temporary file went to the target's directory and was renamed there.
      #expect(SessionDisk.names(in: "\(directory)/dotfiles") == ["state.json", "state.json.lock"])
    }
  }

  @Test("a dangling link: saving creates its target and keeps the link")
  func danglingLinkCreatesTheTarget() async throws {
    try await withSessionScratchDirectory { directory in
      #expect(mkdir("\(directory)/dotfiles", 0o700) == 0)
      let link = "\(directory)/state.json"
      #expect(symlink("\(directory)/dotfiles/state.json", link) == 0)
      let store = FileSessionStore(path: link)
      #expect(try await store.load()?.data == nil)
      try await store.save(Self.sample)
      #expect(Self.linkTarget(link) == "\(directory)/dotfiles/state.json")
      #expect(try await FileSessionStore(path: "\(directory)/dotfiles/state.json").load()?.data == Self.sample)
    }
  }

  @Test("a loop of links is an error, not a hang")
  func linkLoop() async throws {
    try await withSessionScratchDirectory { directory in
      #expect(symlink("b", "\(directory)/a") == 0)
      #expect(symlink("a", "\(directory)/b") == 0)
      let store = FileSessionStore(path: "\(directory)/a")
      let error = await SessionDisk.error(loading: store)
      #expect(error == SessionLoadError(.other(SystemError(ELOOP).words), canSetAside: false), "no Start fresh")
    }
  }

  @Test("a home that does not exist is never made: nothing saved, and the notice says so from the start")
  func missingHomeIsNotCreated() async throws {
    try await withSessionScratchDirectory { directory in
      let home = "\(directory)/typo/deeper"
      let store = FileSessionStore(path: "\(home)/.local/state/sumcalc/state.json", base: home)
      #expect(try await store.load()?.data == nil)
      #expect(await store.standingProblem() == .missingDirectory(home))
      #expect(await SessionDisk.problem(saving: Self.sample, to: store) == .missingDirectory(home))
      #expect(access("\(directory)/typo", F_OK) != 0, "nothing made above the home")
      // Once the home is there, SumCalc makes its own directories in it.
      #expect(mkdir("\(directory)/typo", 0o700) == 0 && mkdir(home, 0o700) == 0)
      try await store.save(Self.sample)
      #expect(try await FileSessionStore(path: "\(home)/.local/state/sumcalc/state.json").load()?.data == Self.sample)
    }
  }

  @Test(
    "a state path ending in / names a directory (one that is not there: its name): nothing is made for it",
    arguments: ["newdir/", "newdir/.", "newdir/..", "./", "."])
  func trailingSlashMakesNothing(name: String) async throws {
    try await withSessionScratchDirectory { directory in
      let store = FileSessionStore(path: "\(directory)/\(name)")
      let kind: FileKind = name.hasPrefix("newdir") ? .directoryName : .directory
      #expect(await SessionDisk.problem(loading: store) == .notAFile(kind))
      #expect(await SessionDisk.problem(saving: Self.sample, to: store) == .savingOff(kind))
      let made = try FileManager.default.contentsOfDirectory(atPath: directory)
      #expect(made == [], "no directory, no lock")
    }
  }

  @Test("a file only too large is said to be too large, and can be kept aside")
  func tooLargeFile() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      let fd = open(path, O_WRONLY | O_CREAT, 0o600)
      #expect(ftruncate(fd, off_t(SessionFile.maximumSize + 1)) == 0)
      close(fd)
      let error = await SessionDisk.error(loading: FileSessionStore(path: path))
      #expect(error == SessionLoadError(.tooLarge, canSetAside: true))
    }
  }

  @Test("an unreadable regular file can be kept aside; a path that cannot be reached cannot")
  func whatCanBeSetAside() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      #expect(FileManager.default.createFile(atPath: path, contents: Data("not json".utf8)))
      #expect(await SessionDisk.error(loading: FileSessionStore(path: path))?.canSetAside == true)
      #expect(symlink("state.json", "\(directory)/link") == 0)
      #expect(await SessionDisk.error(loading: FileSessionStore(path: "\(directory)/link"))?.canSetAside == true)
    }
  }

  @Test(
    "a read-only state file is never replaced: same bytes, same mode, a warning",
    .enabled(if: geteuid() != 0, "root may write anything; the end-to-end test runs this as nobody"))
  func readOnlyFileIsKept() async throws {
    try await withSessionScratchDirectory { directory in
      let path = "\(directory)/state.json"
      try SessionDisk.write(SessionFile.encode(Self.sample), to: path)  // no store holding the lock
      #expect(chmod(path, 0o400) == 0)
      let before = SessionDisk.bytes(path)
      let store = FileSessionStore(path: path)
      #expect(try await store.load()?.data == Self.sample)
      #expect(await SessionDisk.problem(saving: CalculatorData(), to: store) == .readOnlyFile)
      #expect(SessionDisk.bytes(path) == before)
      #expect(SessionDisk.mode(path) == 0o400)
    }
  }

  @Test("the largest session the calculator allows saves and loads back")
  func largestSessionRoundTrips() async throws {
    try await withSessionScratchDirectory { directory in
      let full = [Int](repeating: 9, count: CalculatorData.numberLimit)
      let perSum = TapeEntry.numberLimit
      let tape = (0..<CalculatorData.tapeLimit).map { index in
        // Every other sum too large to keep its numbers: its count and sum are kept.
        let count = index.isMultiple(of: 2) ? perSum : CalculatorData.numberLimit
        return TapeEntry(numbers: Array(full.prefix(count)), sum: 9 * count)
      }
      let largest = CalculatorData(numbers: full, result: .expression, tape: tape)
      let bytes = try SessionFile.encode(largest)
      #expect(bytes.count <= SessionFile.maximumSize)
      let store = FileSessionStore(path: "\(directory)/state.json")
      try await store.save(largest)
      #expect(try await store.load()?.data == largest)

      // One more number than the calculator accepts is not a session.
      let tooLong = SessionFile(SavedSession(data: largest))
      var oneMore = tooLong
      oneMore.numbers.append(1)
      #expect(throws: SessionLoadError(.wrongContent)) { try oneMore.calculatorData() }
    }
  }
}
