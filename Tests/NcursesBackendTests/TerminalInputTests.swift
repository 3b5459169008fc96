import CPseudoTerminal
import Testing

@testable import NcursesBackend

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Terminal input: one non-blocking read")
struct TerminalInputTests {
  @Test("bytes written in one go come back in one read; then nothing, without blocking")
  func burstThenNothing() throws {
    let (reader, writer) = try Self.pipe()
    defer { _ = close(reader) }
    let burst: [UInt8] = Array("\u{1B}[<0;5;5M\u{1B}[<0;5;5m12".utf8)
    #expect(write(writer, burst, burst.count) == burst.count)
    #expect(TerminalInput.read(reader) == .bytes(burst))
    #expect(TerminalInput.read(reader) == .nothing)
    _ = close(writer)
  }

  @Test("end of file is the end of the terminal")
  func endOfFile() throws {
    let (reader, writer) = try Self.pipe()
    defer { _ = close(reader) }
    _ = close(writer)
    #expect(TerminalInput.read(reader) == .closed)
  }

  @Test("a pseudo-terminal whose other end closed reads as closed (EIO or end of file)")
  func hungUpPseudoTerminal() throws {
    var (master, slave): (Int32, Int32) = (-1, -1)
    var name = [CChar](repeating: 0, count: 64)
    try #require(sumcalc_open_pty(&master, &slave, 24, 80, &name, name.count) == 0)
    defer { _ = close(slave) }
    _ = close(master)
    #expect(TerminalInput.read(slave) == .closed)
  }

  private static func pipe() throws -> (Int32, Int32) {
    var ends: [Int32] = [-1, -1]
    try #require(Glibc.pipe(&ends) == 0)
    return (ends[0], ends[1])
  }
}
