import Testing

@testable import TerminalUI

/// Feeds `chunks` one after another, as separate reads arriving within the Esc delay, then lets
/// the delay pass once.
private func parse(_ chunks: [[UInt8]], terminfo: [[UInt8]: Key] = [:]) -> [InputEvent] {
  var parser = InputParser(terminfoKeys: terminfo)
  var events: [InputEvent] = []
  for chunk in chunks { events += parser.feed(chunk) }
  if parser.pendingTimeout != nil { events += parser.flush() }
  #expect(parser.pendingTimeout == nil, "nothing left unfinished after the delay")
  return events
}

@Suite("Input parser: what real terminals send, table by table")
struct InputParserCorpusTests {
  @Test("in one read", arguments: TerminalInputCorpus.rows)
  func whole(_ row: CorpusRow) {
    #expect(parse([row.bytes]) == row.events)
  }

  @Test("split at every byte boundary", arguments: TerminalInputCorpus.rows)
  func splitEverywhere(_ row: CorpusRow) {
    for cut in 1..<max(1, row.bytes.count) {
      let events = parse([Array(row.bytes[..<cut]), Array(row.bytes[cut...])])
      #expect(events == row.events, "split after byte \(cut)")
    }
    #expect(parse(row.bytes.map { [$0] }) == row.events, "one byte per read")
  }

  @Test("concatenated with its neighbours in one read", arguments: TerminalInputCorpus.rows.indices)
  func withNeighbours(_ index: Int) {
    let rows = TerminalInputCorpus.rows
    let row = rows[index]
    // The row before ends cleanly, or its lone Esc would join this row's bytes.
    let before = rows[..<index].last { !$0.needsPause }
    let after = rows[(index + 1)...].first { _ in true }
    guard !row.needsPause else {
      if let before { #expect(parse([before.bytes + row.bytes]) == before.events + row.events) }
      return
    }
    var bytes = row.bytes
    var events = row.events
    if let before {
      bytes = before.bytes + bytes
      events = before.events + events
    }
    if let after {
      bytes += after.bytes
      events += after.events
    }
    #expect(parse([bytes]) == events)
  }

  @Test("the corpus covers every terminal the issue names")
  func coverage() {
    let named = Set(TerminalInputCorpus.rows.flatMap { $0.terminal.split(separator: ", ").map(String.init) })
    for terminal in [
      "xterm", "tmux", "screen", "linux", "rxvt-unicode", "kitty", "foot", "Alacritty", "iTerm2", "Windows Terminal",
    ] {
      #expect(named.contains(terminal), "\(terminal) has rows")
    }
  }
}

@Suite("Input parser: behaviour")
struct InputParserTests {
  @Test("a lone Esc waits for the delay; a key right after it is Alt plus that key")
  func escapeDelay() {
    var parser = InputParser()
    #expect(parser.feed([0x1B]) == [])
    #expect(parser.pendingTimeout == InputParser.escapeDelay)
    #expect(parser.flush() == [.key(.escape)])
    #expect(parser.pendingTimeout == nil)
    #expect(parser.feed(Array("1".utf8)) == [.key(.character("1"))], "after the delay a digit is a digit")
  }

  @Test("an unfinished paste waits longer, then counts as the whole paste")
  func pasteTimeout() {
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}[200~12".utf8)) == [])
    #expect(parser.pendingTimeout == InputParser.pasteTimeout)
    #expect(parser.flush() == [.paste("12")])
    #expect(parser.feed(Array("3".utf8)) == [.key(.character("3"))])
  }

  @Test("a sequence cut off by the delay gives nothing, and typing goes on")
  func cutOff() {
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}[12;4".utf8)) == [])
    #expect(parser.flush() == [])
    #expect(parser.feed(Array("5".utf8)) == [.key(.character("5"))])
  }

  @Test("an OSC reply cut off by the delay gives nothing; what follows is typed")
  func oscCutOff() {
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}]11;rgb:00".utf8)) == [])
    #expect(parser.flush() == [])
    #expect(parser.feed(Array("7".utf8)) == [.key(.character("7"))])
  }

  @Test("terminfo's own sequences take precedence over the defaults")
  func terminfoFirst() {
    let sequence = Array("\u{1B}[1~".utf8)
    #expect(parse([sequence]) == [.key(.home)])
    #expect(parse([sequence], terminfo: [sequence: .function(20)]) == [.key(.function(20))])
    #expect(parse([Array("\u{1B}Ox".utf8)], terminfo: [Array("\u{1B}Ox".utf8): .up]) == [.key(.up)])
  }

  @Test("X10 releases name the button that was pressed last")
  func x10Release() {
    let middlePress: [UInt8] = [27, 91, 77, 33, 40, 40]
    let release: [UInt8] = [27, 91, 77, 35, 40, 40]
    let at = Point(x: 7, y: 7)
    #expect(
      parse([middlePress + release]) == [
        .mouse(MouseEvent(button: .middle, action: .press, position: at)),
        .mouse(MouseEvent(button: .middle, action: .release, position: at)),
      ])
  }

  @Test("a long paste arrives whole, however it is split")
  func longPaste() {
    let digits = String((0..<10_000).map { Character(String($0 % 10)) })
    let bytes = Array("\u{1B}[200~\(digits)\u{1B}[201~".utf8)
    let chunks = stride(from: 0, to: bytes.count, by: 997).map { Array(bytes[$0..<min($0 + 997, bytes.count)]) }
    #expect(parse(chunks) == [.paste(digits)])
  }
}
