import Foundation
import TerminalUI
import Testing

@testable import NcursesBackend

#if canImport(Glibc)
  import Glibc
#endif

/// The input side on a pipe, with the main queue's real timing: what a terminal's reads become.
/// (A stall — bytes that waited while SumCalc could not run — is the end-to-end
/// `BurstInputTests.reportRestWhileStopped`: holding this process's main queue would hold every
/// other test's too.)
@MainActor
@Suite("Input reader: reads, deadlines, pauses, end of file")
final class InputReaderTests {
  private let readEnd: Int32
  private var writeEnd: Int32
  private var delivered: [TerminalEvent] = []
  private var reader: InputReader?

  init() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    (readEnd, writeEnd) = (ends[0], ends[1])
    reader = InputReader(descriptor: readEnd) { [weak self] in self?.delivered += $0 }
  }

  deinit {
    MainActor.assumeIsolated {
      reader?.stop()
      _ = close(readEnd)
      if writeEnd >= 0 { _ = close(writeEnd) }
    }
  }

  private struct TimedOut: Error {
    let what: String
    init(_ what: String) { self.what = what }
  }

  private static let click = "\u{1B}[<0;5;5M\u{1B}[<0;5;5m"
  /// What the parser makes of `text` read in one go.
  private static func events(_ text: String) -> [TerminalEvent] {
    var parser = InputParser()
    return (parser.feed(Array(text.utf8), at: .zero) + parser.flush(at: .seconds(9))).map(TerminalEvent.input)
  }

  private func send(_ text: String) {
    let bytes = Array(text.utf8)
    #expect(write(writeEnd, bytes, bytes.count) == bytes.count)
  }

  /// Lets the main queue run until the reader has taken everything written.
  private func waitUntilRead() async throws {
    try await waitUntil("the reader read what was written") { !TerminalInput.isWaiting(readEnd) }
  }

  private func waitFor(_ count: Int) async throws {
    try await waitUntil("\(count) events") { delivered.count >= count }
  }

  /// Lets the main queue run until `condition` holds, for up to 30 s. The test shares the main
  /// queue with every other main-actor test running beside it: after a long stall its own wake-up
  /// may come before the reader's, so the condition gets one more turn before the time is up.
  private func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(30)
    while !condition() {
      guard Date() < deadline else {
        try await Task.sleep(for: .milliseconds(100))
        if condition() { return }
        throw TimedOut("no \(what) in 30 s (\(delivered.count) events)")
      }
      try await Task.sleep(for: .milliseconds(5))
    }
  }

  @Test("a report split across reads 60 ms apart is one click")
  func splitReport() async throws {
    // The gap is measured from before the first part is written: the reader may read it at once
    // and this test resume long after (other tests hold the main queue), or the task start late.
    let start = ContinuousClock.now
    send("\u{1B}[")
    try await waitUntilRead()
    // Written from another thread, as a terminal writes: on time even while other tests hold the
    // main queue (the reader then finds the bytes waiting).
    let (descriptor, rest) = (writeEnd, Array((String(Self.click.dropFirst(2)) + "7").utf8))
    let gap = await Task.detached {
      try? await Task.sleep(for: .milliseconds(60))
      _ = write(descriptor, rest, rest.count)
      return ContinuousClock.now - start
    }.value
    try await waitUntilRead()
    // When the reader took the rest: by then at the latest (this test may see it later still).
    let readBy = ContinuousClock.now - start
    let settled = ContinuousClock.now + .seconds(2)
    while delivered.count < 3, ContinuousClock.now < settled { try await Task.sleep(for: .milliseconds(5)) }
    // Only a machine too loaded to write, or to let the reader read, within the sequence's 500 ms
    // makes the rest truly late (then it is dropped as a late rest: no click). Measured, not hoped.
    if gap < .milliseconds(400), readBy < .milliseconds(400) {
      #expect(delivered == Self.events(Self.click + "7"))
    }
  }

  @Test("a lone Esc is the Esc key once nothing follows; paused, nothing is read or flushed")
  func loneEscapeAndPause() async throws {
    send("\u{1B}")
    try await waitFor(1)
    #expect(delivered == [.input(.key(.escape))])
    reader?.pause()
    send("12")
    try await Task.sleep(for: .milliseconds(100))
    #expect(delivered.count == 1 && TerminalInput.isWaiting(readEnd), "nothing read while paused")
    reader?.resume()
    try await waitFor(3)
    #expect(delivered == [.input(.key(.escape))] + Self.events("12"))
  }

  @Test("end of file is one hang-up, and nothing after it")
  func endOfFile() async throws {
    send("\u{1B}[")  // unfinished: its flush must not deliver after the hang-up
    try await waitUntilRead()
    _ = close(writeEnd)
    writeEnd = -1
    try await waitFor(1)
    try await Task.sleep(for: .milliseconds(600))
    #expect(delivered == [.hangUp])
  }
}
