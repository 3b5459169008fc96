import Foundation
import TerminalUITesting
import Testing
import ToolkitTestSupport

@testable import TerminalUI

/// The split-input model as a property (the toolkit guide, "Split input"): a person types one to
/// four keys a read (fast typing over ssh), presses Esc and types `[`, `O`, `]`, `P`, `X` after it;
/// a terminal writes reports whole, which a slow link splits at random — in pieces on time, the
/// last of them late by 0.6 to 5 s; now and then a report is cut short for good. What comes out is
/// the person's keys, exactly, in order, and their Esc presses — but for the model's one guess,
/// which the oracle here states on its own: the read right after a sequence cut short is its rest
/// where, up to its first final byte, it completes one of the reports, a kitty key or reply, or a
/// keypad key (`ESC O q`). Seeds vary by run (`SPLIT_SEED` replays one).
@Suite("Input parser: the split-input model as a property")
struct SplitInputPropertyTests {
  static let personKeys: [UInt8] = Array("0123456789=qrhus? \r".utf8)
  /// What a person may type right after Esc: no sequence opens.
  static let afterEscape: [UInt8] = Array("[O]PX^_".utf8)

  /// Reports a terminal writes whole, which type nothing: clicks, replies, function keys.
  static let reports: [[UInt8]] = [
    "\u{1B}[<0;40;8M", "\u{1B}[<0;40;8m", "\u{1B}[<64;3;12M", "\u{1B}[12;40R", "\u{1B}[?64;1;2;6;22c",
    "\u{1B}[15~", "\u{1B}[1;5A", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\",
    "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}", "\u{1B}[?2004;1$y", "\u{1B}OP", "\u{1B}[24;2~", "\u{1B}[?1u",
  ].map { Array($0.utf8) }

  /// A scenario: its reads and when, and what must come of them.
  struct Scenario {
    var reads: [String] = []
    var expected: [InputEvent] = []
    var events: [InputEvent] = []
  }

  /// The oracle: what of a person's `read` right after `cut` (a report cut short for good) is
  /// typed. Only `CSI` and `SS3` end at a final byte a person types; up to it, the read is the
  /// rest where the whole is something a terminal sends.
  static func typed(_ read: [UInt8], after cut: [UInt8]) -> ArraySlice<UInt8> {
    guard cut[1] != UInt8(ascii: "]"), let end = read.firstIndex(where: { !(0x20...0x3F).contains($0) }),
      (0x40...0x7E).contains(read[end])
    else { return read[...] }
    let whole = cut + read[...end]
    let body = whole.dropFirst(2).dropLast()
    let digits = body.allSatisfy { (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") }
    let code = Int(String(decoding: body.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self))
    let isSent =
      reports.contains(whole)
      || (cut[1] == UInt8(ascii: "O") && digits && "pqrstuvwxyMXjklmnoABCDHFPQRSEabcd".utf8.contains(whole.last!))
      || (cut[1] == UInt8(ascii: "[") && whole.last == UInt8(ascii: "u")
        && (body.first == UInt8(ascii: "?") && body.count > 1
          && body.dropFirst().allSatisfy { (0x30...0x39).contains($0) }
          || digits && Self.isKittyKey(code ?? 0)))
    return isSent ? read[(end + 1)...] : read[...]
  }

  /// A code a kitty key reports: Enter, Esc, Tab, Backspace, or a character that takes a cell.
  static func isKittyKey(_ code: Int) -> Bool {
    guard ![8, 9, 13, 27, 127].contains(code) else { return true }
    guard code > 32, let scalar = Unicode.Scalar(UInt32(clamping: code)) else { return false }
    return CellWidth.of(scalar) > 0
  }

  static func scenario(seed: UInt64) -> Scenario {
    var random = SeededGenerator(seed: seed)
    var parser = InputParser()
    var result = Scenario()
    var now = Duration.zero
    var cut: [UInt8]?
    var escapedJustNow = false
    func read(_ bytes: [UInt8]) {
      result.reads.append("\(now): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
      result.events += parser.feed(bytes, at: now)
      cut = nil  // only the next read may be its rest
    }
    /// A person's read: what it types, by the oracle.
    func type(_ bytes: [UInt8]) {
      let kept = cut.map { Self.typed(bytes, after: $0) } ?? bytes[...]
      result.expected += kept.map { InputParser.textKey(Unicode.Scalar($0)).map(InputEvent.key)! }
      read(bytes)
    }
    for _ in 0..<Int.random(in: 3...14, using: &random) {
      now += .milliseconds(Int.random(in: 80...400, using: &random))
      // Never into a sequence open on time: a person's keys come after it was given up.
      if case .ground = parser.state {} else { now = max(now, parser.deadline ?? now) + .milliseconds(1) }
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:  // one to four keys in one read (a single introducer right after Esc)
        let first = (escapedJustNow ? personKeys + afterEscape : personKeys).randomElement(using: &random)!
        let count = afterEscape.contains(first) ? 1 : Int.random(in: 1...4, using: &random)
        type([first] + (1..<count).map { _ in personKeys.randomElement(using: &random)! })
        escapedJustNow = false
      case 4:
        result.expected.append(.key(.escape))
        read([0x1B])
        escapedJustNow = true
      case 5:
        let report = reports.filter { $0.count > 3 }.randomElement(using: &random)!
        let minimum = report[1] == UInt8(ascii: "[") ? 3 : 2  // `ESC [` alone would read `[` as a Linux key
        let prefix = Array(report.prefix(Int.random(in: minimum..<report.count, using: &random)))
        read(prefix)
        cut = prefix
        escapedJustNow = false
      default:
        let (pieces, escapeStands) = Self.pieces(of: reports.randomElement(using: &random)!, using: &random)
        for (delay, bytes) in pieces {
          now += .milliseconds(delay)
          read(bytes)
        }
        // Its `ESC` came alone and its rest late: the Esc stands.
        if escapeStands { result.expected.append(.key(.escape)) }
        escapedJustNow = false
      }
    }
    while let deadline = parser.deadline { result.events += parser.flush(at: deadline) }
    return result
  }

  /// `report` in pieces, each with its delay in milliseconds: on time, but for the last, which may
  /// be late (then whole, in one read). After an `ESC` alone, a piece on time that does not end
  /// the report is more than two bytes (a person types one or two). Whether its `ESC` came alone
  /// and its rest late: the Esc stands.
  static func pieces(of report: [UInt8], using random: inout SeededGenerator) -> ([(Int, [UInt8])], Bool) {
    let escapeAlone = Bool.random(using: &random)
    var pieces: [(Int, [UInt8])] = [
      (0, escapeAlone ? [0x1B] : Array(report.prefix(Int.random(in: 2...report.count, using: &random))))
    ]
    var rest = report.dropFirst(pieces[0].1.count)
    let lateEnd = !rest.isEmpty && Int.random(in: 0..<3, using: &random) == 0
    while !rest.isEmpty {
      // A late end comes whole; after a lone `ESC` it comes alone, for a piece on time before it
      // would be a piece that broke off (typed).
      if lateEnd && (escapeAlone || Bool.random(using: &random)) {
        pieces.append((Int.random(in: 600...5_000, using: &random), Array(rest)))
        break
      }
      var size = Int.random(in: 1...rest.count, using: &random)
      if escapeAlone, rest.count - size > 0 { size = min(rest.count, max(size, 3)) }
      // Past the Esc delay (25 ms), so the `ESC` alone was taken for the Esc key, and taken back.
      pieces.append((Int.random(in: escapeAlone ? 30...400 : 0...400, using: &random), Array(rest.prefix(size))))
      rest = rest.dropFirst(size)
    }
    return (pieces, escapeAlone && lateEnd)
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

  /// Events as short text: a character as itself, others by name.
  static func brief(_ events: [InputEvent]) -> String {
    events.map { event in
      if case .key(.character(let character)) = event { return String(character) }
      return "<\(event)>".replacingOccurrences(of: "TerminalUI.", with: "")
    }.joined(separator: " ")
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
          "seed \(seed): reads \(scenario.reads), got \(Self.brief(got)), expected \(Self.brief(scenario.expected)); "
            + "all: \(Self.brief(scenario.events))")
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
