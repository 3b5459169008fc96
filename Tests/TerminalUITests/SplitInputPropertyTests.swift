import Foundation
import Testing
import ToolkitTestSupport

@testable import TerminalUI

/// The split-input model as a property (the toolkit guide, "Split input"): a person types a key or
/// two a read, presses Esc and types `[`, `O`, `]`, `P`, `X` after it; a terminal writes reports
/// whole, which a slow link splits at random — on time, or late by 0.6 to 5 s, each late piece but
/// the last more than two keys, the last of any length (one byte too); now and then a report is
/// cut short for good. What comes out is the person's keys, exactly, in order, and their Esc presses
/// — but for the model's one guess, which the oracle here states in ECMA-48's terms: a read that
/// ends a sequence cut short (parameter bytes, then a final byte), within 5.5 s of its last piece,
/// is that sequence's rest. Seeds vary by run (`SPLIT_SEED` replays one).
@Suite("Input parser: the split-input model as a property")
struct SplitInputPropertyTests {
  static let personKeys: [UInt8] = Array("0123456789=qrhus? \r".utf8)
  /// What a person may type right after Esc: no sequence opens.
  static let afterEscape: [UInt8] = Array("[O]PX^_".utf8)

  /// Reports a terminal writes whole, which type nothing: clicks, replies, focus, function keys.
  static let reports: [[UInt8]] = [
    "\u{1B}[<0;40;8M", "\u{1B}[<0;40;8m", "\u{1B}[<64;3;12M", "\u{1B}[12;40R", "\u{1B}[?64;1;2;6;22c",
    "\u{1B}[I", "\u{1B}[O", "\u{1B}[15~", "\u{1B}[1;5A", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\",
    "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}", "\u{1B}[?2004;1$y", "\u{1B}OP", "\u{1B}[24;2~", "\u{1B}[?1u",
  ].map { Array($0.utf8) }

  /// A scenario: its reads and when, and what must come of them.
  struct Scenario {
    var reads: [String] = []
    var expected: [InputEvent] = []
    var events: [InputEvent] = []
  }

  /// A sequence cut short for good: whether it is `CSI` or `SS3` (a person's read may end it) or a
  /// control string (only `BEL` or `ST` end it, which no person types), and when its last piece came.
  struct CutShort {
    var endsByFinal: Bool
    var at: Duration
  }

  static func scenario(seed: UInt64) -> Scenario {
    var random = SeededGenerator(seed: seed)
    var parser = InputParser()
    var result = Scenario()
    var now = Duration.zero
    var cutShort: CutShort?
    var escapedJustNow = false
    func read(_ bytes: [UInt8]) {
      result.reads.append("\(now): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
      result.events += parser.feed(bytes, at: now)
    }
    /// A person's read: what it types, by the oracle.
    func type(_ bytes: [UInt8]) {
      var kept = bytes[...]
      if let open = cutShort, now - open.at <= InputParser.lateRestWindow + InputParser.sequenceGap {
        let parameters = bytes.prefix { (0x20...0x3F).contains($0) }
        if open.endsByFinal, parameters.count < bytes.count, (0x40...0x7E).contains(bytes[parameters.count]) {
          kept = bytes.dropFirst(parameters.count + 1)
          cutShort = nil
        }
      }
      result.expected += kept.map { InputParser.textKey(Unicode.Scalar($0)).map(InputEvent.key)! }
      read(bytes)
    }
    for _ in 0..<Int.random(in: 3...14, using: &random) {
      now += .milliseconds(Int.random(in: 80...400, using: &random))
      let openOnTime = if case .ground = parser.state { false } else { parser.lateRest == nil }
      if openOnTime { now = max(now, parser.deadline ?? now) + .milliseconds(1) }  // never into a sequence open on time
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:  // a key, or two in one read (not an introducer and more right after Esc)
        let first = (escapedJustNow ? personKeys + afterEscape : personKeys).randomElement(using: &random)!
        let two = !afterEscape.contains(first) && Bool.random(using: &random)
        type(two ? [first, personKeys.randomElement(using: &random)!] : [first])
        escapedJustNow = false
      case 4:
        result.expected.append(.key(.escape))
        read([0x1B])
        escapedJustNow = true
      case 5:
        let report = reports.filter { $0.count > 3 }.randomElement(using: &random)!
        let minimum = report[1] == UInt8(ascii: "[") ? 3 : 2  // `ESC [` alone would read `[` as a Linux key
        let cut = Int.random(in: minimum..<report.count, using: &random)
        read(Array(report.prefix(cut)))
        cutShort = CutShort(endsByFinal: report[1] != UInt8(ascii: "]"), at: now)
        escapedJustNow = false
      default:
        let (pieces, escapeStands) = Self.pieces(of: reports.randomElement(using: &random)!, using: &random)
        for (delay, bytes) in pieces {
          now += .milliseconds(delay)
          read(bytes)
        }
        // Its `ESC` came alone and its rest late: the Esc stands.
        if escapeStands { result.expected.append(.key(.escape)) }
        if cutShort?.endsByFinal == false { cutShort = nil }  // a control string ends at the next `ESC`
        // The parser keeps one sequence given up, the last: a report given up on the way replaced it.
        if let open = cutShort, parser.givenUp?.lastPart != open.at { cutShort = nil }
        escapedJustNow = false
      }
    }
    while let deadline = parser.deadline { result.events += parser.flush(at: deadline) }
    return result
  }

  /// `report` in pieces, each with its delay in milliseconds: on time or late; once late (or after
  /// an `ESC` alone), each piece but the last is more than two bytes. Whether its `ESC` came alone
  /// and its sequence did not follow on time.
  static func pieces(of report: [UInt8], using random: inout SeededGenerator) -> ([(Int, [UInt8])], Bool) {
    var pieces: [(Int, [UInt8])] = []
    var rest = report[...]
    var late = false
    var escapeAlone = false
    while !rest.isEmpty {
      let first = pieces.isEmpty
      var (delay, least) = (0, 1)
      if !first {
        let isLate = Int.random(in: 0..<3, using: &random) == 0
        late = late || isLate
        delay = isLate ? Int.random(in: 600...5_000, using: &random) : Int.random(in: 0...400, using: &random)
        if pieces.count == 1, delay < 25 { escapeAlone = false }  // within the Esc delay: the sequence goes on, no Esc
        if late || escapeAlone { least = min(3, rest.count) }
      }
      var size = Int.random(in: least...rest.count, using: &random)
      if !first, late || escapeAlone, rest.count - size < 3 { size = rest.count }
      if first, size == 1 { escapeAlone = true }
      pieces.append((delay, Array(rest.prefix(size))))
      rest = rest.dropFirst(size)
    }
    return (pieces, escapeAlone && late)
  }

  /// The keys a person's typing gives and the Esc key, net of Esc presses taken back.
  static func personsEvents(_ events: [InputEvent]) -> [InputEvent] {
    var kept: [InputEvent] = []
    for event in events {
      switch event {
      case .key(.character), .key(.enter), .key(.escape): kept.append(event)
      case .escapeRetracted:
        if let last = kept.lastIndex(of: .key(.escape)) { kept.remove(at: last) }
      default: break
      }
    }
    return kept
  }

  @Test("10,000 random scenarios: the person's keys and Esc presses, exactly")
  func personsKeysExactly() {
    let base = Environment.seed ?? UInt64.random(in: 0...UInt64.max)
    var failures: [String] = []
    for offset in 0..<UInt64(10_000) {
      let seed = base &+ offset
      let scenario = Self.scenario(seed: seed)
      let got = Self.personsEvents(scenario.events)
      if got != scenario.expected {
        failures.append(
          "seed \(seed): reads \(scenario.reads), got \(got), expected \(scenario.expected); all: \(scenario.events)")
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
