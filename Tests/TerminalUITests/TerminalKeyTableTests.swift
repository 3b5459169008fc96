import Testing

@testable import TerminalUI

/// The parser against the key tables of real terminfo entries: every key string alone, whole and
/// split at every byte, is one key — the one the entry names, or the one the DEC standard names —
/// never Enter, digits, Esc or loose characters.
@Suite("Input parser: real terminals' key tables")
struct TerminalKeyTableTests {
  /// The entries the issue names, and the families whose key strings are unusual.
  static let named = [
    "xterm", "xterm-256color", "tmux-256color", "screen", "rxvt-unicode", "linux", "vte-256color", "alacritty",
    "kitty", "putty", "putty-256color", "teraterm", "nsterm", "vt100", "vt102", "vt220", "xterm-8bit",
    "iTerm2.app", "iTerm.app", "mlterm", "linux-m1", "wy50", "wy60", "adm36", "hp2621", "interix", "dg200", "minitel1",
    "c100", "ms-vt-utf8",
  ]

  /// What `reads`, `gap` apart, give with `table`, once every delay has passed.
  static func parse(_ reads: [[UInt8]], table: KeyTable, utf8: Bool = true, gap: Duration = .milliseconds(100))
    -> [InputEvent]
  {
    var parser = InputParser(keys: table, utf8: utf8)
    var events: [InputEvent] = []
    var now = Duration.zero
    for read in reads {
      events += parser.feed(read, at: now)
      now += gap
    }
    if let deadline = parser.deadline { events += parser.flush(at: deadline) }
    return events
  }

  /// The keys a string may be: what the entry's capabilities of that string name, or what the
  /// standard names (what a parser with no table makes of it).
  static func allowed(_ value: [UInt8], in entry: TerminfoEntry) -> Set<Key> {
    var keys = Set(entry.keys.filter { $0.value == value }.compactMap { KeyTable.key(named: $0.name) })
    for case .key(let key) in parse([value], table: KeyTable(), utf8: false) { keys.insert(key) }
    return keys
  }

  /// The key strings worth sending alone: two bytes or more, not beginning with a printable character
  /// (a person types those), not the mouse's prefix.
  static func keyStrings(of entry: TerminfoEntry) -> [(name: String, value: [UInt8])] {
    entry.keys.filter { key in
      key.value.count >= 2 && !(0x20...0x7E).contains(key.value[0]) && KeyTable.key(named: key.name) != nil
    }
  }

  /// Checks every key string of `entry`; returns the failures, described.
  static func failures(of entry: TerminfoEntry, splits: Bool) -> [String] {
    // The entry's own character set: an 8-bit entry's strings come as raw bytes.
    let table = KeyTable(capabilities: entry.keys, utf8: false)
    var found: [String] = []
    for (name, value) in keyStrings(of: entry) {
      let allowed = allowed(value, in: entry)
      let whole = parse([value], table: table, utf8: false)
      guard whole.count == 1, case .key(let key) = whole[0], allowed.contains(key) else {
        found.append("\(entry.name) \(name) \(value) whole: \(whole), allowed \(allowed)")
        continue
      }
      guard splits else { continue }
      for cut in 1..<value.count {
        let events = parse([Array(value[..<cut]), Array(value[cut...])], table: table, utf8: false)
        let expected: [InputEvent] =
          cut == 1 && value[0] == 0x1B ? [.key(.escape), .escapeRetracted, .key(key)] : [.key(key)]
        if events != expected { found.append("\(entry.name) \(name) \(value) split at \(cut): \(events)") }
      }
    }
    return found
  }

  @Test("every key string of the named entries, whole and split at every byte 100 ms apart", arguments: named)
  func namedEntries(_ name: String) throws {
    let entry = try #require(TerminfoEntry(name), "terminfo has \(name) (ncurses-term)")
    #expect(!Self.keyStrings(of: entry).isEmpty)
    let failures = Self.failures(of: entry, splits: true)
    #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
  }

  @Test("every key string of every entry this machine has (ncurses-term: ~1,800), whole and split")
  func everyEntry() {
    let names = TerminfoEntry.all()
    #expect(names.count > 1_500, "ncurses-term is installed")
    var failures: [String] = []
    for name in names {
      guard let entry = TerminfoEntry(name) else { continue }
      failures += Self.failures(of: entry, splits: true)
    }
    #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(400).joined(separator: "\n"))")
  }
}
