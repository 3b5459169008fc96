import Foundation
import Testing
import ToolkitTestSupport

@testable import TerminalUI

/// The split-input model as a property: a person's keys, typed one a read at human speed, between
/// and among the pieces of reports a slow link splits at random (on time, given up, late, in
/// several pieces) — what is typed is the person's keys, exactly, in order. Seeds vary by run
/// (`SPLIT_SEED` replays one); each scenario's seed is in the failure.
@Suite("Input parser: the split-input model as a property")
struct SplitInputPropertyTests {
  /// What a person types here, a key a read (no `[` or `O`, which after a lone `ESC` within half a
  /// second continue a sequence: the model's one timing rule).
  static let personKeys: [UInt8] = Array("0123456789=qrhus? \r".utf8)

  /// Reports a terminal writes whole, which type nothing: clicks, replies, focus, function keys.
  static let reports: [[UInt8]] = [
    "\u{1B}[<0;40;8M", "\u{1B}[<0;40;8m", "\u{1B}[<64;3;12M", "\u{1B}[12;40R", "\u{1B}[?64;1;2;6;22c",
    "\u{1B}[I", "\u{1B}[O", "\u{1B}[15~", "\u{1B}[1;5A", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\",
    "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}", "\u{1B}[?2004;1$y", "\u{1B}OP", "\u{1B}[24;2~",
  ].map { Array($0.utf8) }

  /// One scenario: its reads and when, and the keys the person typed.
  static func scenario(seed: UInt64) -> (reads: [String], typed: [UInt8], events: [InputEvent]) {
    var random = SeededGenerator(seed: seed)
    var parser = InputParser()
    var events: [InputEvent] = []
    var typed: [UInt8] = []
    var now = Duration.zero
    var reads: [String] = []
    func read(_ bytes: [UInt8]) {
      reads.append("\(now): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
      events += parser.feed(bytes, at: now)
    }
    /// Whether a sequence is open, on time (a person's key now would be read as its part).
    func sequenceOpen() -> Bool {
      if case .ground = parser.state { return false }
      return parser.lateRest == nil
    }
    for _ in 0..<Int.random(in: 3...12, using: &random) {
      if Bool.random(using: &random) {
        let report = reports.randomElement(using: &random)!
        // Pieces: on time (within the gap) or late (given up first); once the sequence has been
        // given up, each piece holds two bytes or more: a one-byte read is a person's key.
        var rest = report[...]
        var first = true
        while !rest.isEmpty {
          if !first {
            let late = Int.random(in: 0..<3, using: &random) == 0
            now += .milliseconds(
              late ? Int.random(in: 600...3_000, using: &random) : Int.random(in: 0...400, using: &random))
          }
          let givenUp = !first && (parser.lateRest != nil || parser.deadline.map { now >= $0 } ?? true)
          let least = givenUp ? min(2, rest.count) : 1
          var size = Int.random(in: least...rest.count, using: &random)
          if rest.count - size == 1 { size = rest.count }
          read(Array(rest.prefix(size)))
          rest = rest.dropFirst(size)
          first = false
          // A person may type between late pieces (never into a sequence open on time).
          if !rest.isEmpty, Int.random(in: 0..<3, using: &random) == 0, !sequenceOpen() {
            now += .milliseconds(Int.random(in: 80...300, using: &random))
            let key = personKeys.randomElement(using: &random)!
            typed.append(key)
            read([key])
          }
        }
      } else {
        now += .milliseconds(Int.random(in: 80...400, using: &random))
        if sequenceOpen() { now = max(now, parser.deadline ?? now) + .milliseconds(1) }
        let key = personKeys.randomElement(using: &random)!
        typed.append(key)
        read([key])
      }
    }
    while let deadline = parser.deadline { events += parser.flush(at: deadline) }
    return (reads, typed, events)
  }

  /// The keys a person's typing gives (Esc, the retraction and the reports' keys aside).
  static func typedKeys(_ events: [InputEvent]) -> [InputEvent] {
    events.filter { event in
      switch event {
      case .key(.character), .key(.enter): true
      default: false
      }
    }
  }

  @Test("10,000 random scenarios: the person's keys, exactly")
  func personsKeysExactly() {
    let base = Environment.seed ?? UInt64.random(in: 0...UInt64.max)
    var failures: [String] = []
    for offset in 0..<UInt64(10_000) {
      let seed = base &+ offset
      let (reads, typed, events) = Self.scenario(seed: seed)
      let expected = typed.map { InputParser.textKey(Unicode.Scalar($0)).map(InputEvent.key)! }
      if Self.typedKeys(events) != expected {
        failures.append("seed \(seed): reads \(reads), got \(Self.typedKeys(events))")
      }
      if failures.count >= 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}

private enum Environment {
  /// `SPLIT_SEED`, to replay a scenario.
  static var seed: UInt64? {
    guard let text = ProcessInfo.processInfo.environment["SPLIT_SEED"] else { return nil }
    return UInt64(text)
  }
}
