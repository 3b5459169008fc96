import TerminalUI
import Testing

/// What real terminals send, and the event each sequence must give (or nothing). Sources: xterm's
/// ctlseqs, the terminfo entries Debian ships, and the documentation of each terminal named.
struct CorpusRow: CustomTestStringConvertible, Sendable {
  var terminal: String
  var what: String
  var bytes: [UInt8]
  var events: [InputEvent]
  /// The row ends in something only the Esc delay can finish (a lone Esc): it cannot be followed
  /// at once by another row.
  var needsPause = false

  var testDescription: String { "\(terminal): \(what)" }
}

private let esc = "\u{1B}"

private func row(_ terminal: String, _ what: String, _ text: String, _ events: [InputEvent], pause: Bool = false)
  -> CorpusRow
{
  CorpusRow(terminal: terminal, what: what, bytes: Array(text.utf8), events: events, needsPause: pause)
}

private func row(_ terminal: String, _ what: String, bytes: [UInt8], _ events: [InputEvent]) -> CorpusRow {
  CorpusRow(terminal: terminal, what: what, bytes: bytes, events: events)
}

private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
  .key(modifiers.isEmpty ? key : .modified(key, modifiers))
}

private func character(_ character: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
  key(.character(character), modifiers)
}

/// A mouse event at the 1-based column and row the report carries.
private func mouse(_ button: MouseButton, _ action: MouseEvent.Action, _ column: Int, _ row: Int) -> InputEvent {
  .mouse(MouseEvent(button: button, action: action, position: Point(x: column - 1, y: row - 1)))
}

enum TerminalInputCorpus {
  static let rows: [CorpusRow] =
    typing + xtermKeys + keypad + modifiedKeys + replies + pastes + mice + otherTerminals + malformed

  static let typing: [CorpusRow] = [
    row("any", "digits", "123", [character("1"), character("2"), character("3")]),
    row("any", "Return (CR)", "\r", [key(.enter)]),
    row("any", "Ctrl-J (LF)", "\n", [key(.enter)]),
    row("any", "Backspace (DEL)", "\u{7F}", [key(.backspace)]),
    row("any", "Backspace (^H)", "\u{08}", [key(.backspace)]),
    row("any", "Tab", "\t", [key(.tab)]),
    row("any", "Ctrl-L", "\u{0C}", [key(.control("l"))]),
    row("any", "Ctrl-C as a byte (signals off)", "\u{03}", [key(.control("c"))]),
    row("any", "Cyrillic and Hangul letters", "йㅂ", [character("й"), character("ㅂ")]),
    row("any", "Esc on its own", esc, [key(.escape)], pause: true),
    row("any", "Esc twice", esc + esc, [key(.escape), key(.escape)], pause: true),
  ]

  static let xtermKeys: [CorpusRow] = [
    row("xterm", "Up, normal cursor mode", "\(esc)[A", [key(.up)]),
    row("xterm", "Down, normal cursor mode", "\(esc)[B", [key(.down)]),
    row("xterm", "Right, normal cursor mode", "\(esc)[C", [key(.right)]),
    row("xterm", "Left, normal cursor mode", "\(esc)[D", [key(.left)]),
    row("xterm", "Up, application cursor mode", "\(esc)OA", [key(.up)]),
    row("xterm", "Left, application cursor mode", "\(esc)OD", [key(.left)]),
    row("xterm", "Home and End", "\(esc)[H\(esc)[F", [key(.home), key(.end)]),
    row("xterm", "Home and End, application mode", "\(esc)OH\(esc)OF", [key(.home), key(.end)]),
    row("xterm", "Shift-Tab", "\(esc)[Z", [key(.backTab)]),
    row(
      "xterm", "Insert, Delete, PgUp, PgDn", "\(esc)[2~\(esc)[3~\(esc)[5~\(esc)[6~",
      [
        key(.insert), key(.delete), key(.pageUp), key(.pageDown),
      ]),
    row("xterm", "F1–F4", "\(esc)OP\(esc)OQ\(esc)OR\(esc)OS", (1...4).map { key(.function($0)) }),
    row("xterm", "F5 and F12", "\(esc)[15~\(esc)[24~", [key(.function(5)), key(.function(12))]),
    row("xterm", "F13", "\(esc)[25~", [key(.function(13))]),
  ]

  static let keypad: [CorpusRow] =
    (0...9).map { digit in
      let letter = Character(Unicode.Scalar(UInt8(ascii: "p") + UInt8(digit)))
      return row(
        "xterm, tmux", "keypad \(digit), application keypad", "\(esc)O\(letter)",
        [
          character(Character(String(digit)))
        ])
    } + [
      row("xterm, tmux, screen", "keypad Enter, application keypad", "\(esc)OM", [key(.enter)]),
      row("xterm", "keypad =", "\(esc)OX", [character("=")]),
      row(
        "xterm", "keypad + - * / .", "\(esc)Ok\(esc)Om\(esc)Oj\(esc)Oo\(esc)On",
        [
          character("+"), character("-"), character("*"), character("/"), character("."),
        ]),
      row("xterm", "keypad 5 without Num Lock", "\(esc)[E", [key(.unknown)]),
      row(
        "kitty", "keypad 7 and Enter, disambiguated", "\(esc)[57406u\(esc)[57414u",
        [
          character("7"), key(.enter),
        ]),
    ]

  static let modifiedKeys: [CorpusRow] = [
    row("xterm", "Ctrl+Up", "\(esc)[1;5A", [key(.up, .control)]),
    row("xterm", "Shift+Down", "\(esc)[1;2B", [key(.down, .shift)]),
    row("Alacritty", "Alt+Right", "\(esc)[1;3C", [key(.right, .alt)]),
    row("xterm", "Ctrl+Delete", "\(esc)[3;5~", [key(.delete, .control)]),
    row("xterm", "Shift+F12", "\(esc)[24;2~", [key(.function(12), .shift)]),
    row("xterm", "Ctrl+F1", "\(esc)[1;5P", [key(.function(1), .control)]),
    row("xterm", "Ctrl+1, modifyOtherKeys", "\(esc)[27;5;49~", [character("1", .control)]),
    row("foot", "Shift+Enter, modifyOtherKeys", "\(esc)[27;2;13~", [key(.enter, .shift)]),
    row("kitty", "Ctrl+1, CSI u", "\(esc)[49;5u", [character("1", .control)]),
    row(
      "kitty", "Enter, Esc, Tab, Backspace as CSI u", "\(esc)[13u\(esc)[27u\(esc)[9u\(esc)[127u",
      [
        key(.enter), key(.escape), key(.tab), key(.backspace),
      ]),
    row("kitty", "Shift+a with an alternate key", "\(esc)[97:65;2u", [character("a", .shift)]),
    // Event types (kitty's flag 2, which the toolkit never asks for): a press acts, nothing else does.
    row("kitty", "5 pressed, its event type given", "\(esc)[53;1:1u", [character("5")]),
    row("kitty", "5 repeated, then released", "\(esc)[53;1:2u\(esc)[53;1:3u", []),
    row("kitty", "Esc and Ctrl-C released", "\(esc)[27;1:3u\(esc)[99;5:3u", []),
    row("kitty", "Up and F5 released", "\(esc)[1;1:3A\(esc)[15;1:3~", []),
    row(
      "kitty", "Hyper+5, Meta+5: modified, as Alt+5 is", "\(esc)[53;17u\(esc)[53;33u",
      [character("5", .meta), character("5", .meta)]),
    row(
      "kitty", "5 with Caps Lock and Num Lock on: a 5", "\(esc)[53;65u\(esc)[53;129u", [character("5"), character("5")]),
    // `ESC` and a key in one read: Esc, then the key (GNU screen and tmux send a person's Esc and the
    // next key so; a terminal's Alt+key is the same bytes). `InputParser(altKeys: true)` reads Alt.
    row("screen", "Esc, then 5", "\(esc)5", [key(.escape), character("5")]),
    row("screen", "Esc, then Enter", "\(esc)\r", [key(.escape), key(.enter)]),
    row("screen", "Esc, then q", "\(esc)q", [key(.escape), character("q")]),
    row("iTerm2", "Option+Left as Esc b", "\(esc)b", [key(.escape), character("b")]),
    row("screen", "Esc, then й", "\(esc)й", [key(.escape), character("й")]),
    // Indistinguishable from the start of a sequence whose rest is late: dropped once it is overdue.
    row("any", "Alt+[ (Esc and [ with nothing after)", "\(esc)[", [], pause: true),
    row("any", "Alt+O (Esc and O with nothing after)", "\(esc)O", [], pause: true),
  ]

  static let replies: [CorpusRow] = [
    row("xterm", "focus in and out", "\(esc)[I\(esc)[O", []),
    row("xterm", "primary device attributes", "\(esc)[?64;1;2;6;9;15;18;21;22;28c", []),
    row("Windows Terminal", "primary device attributes", "\(esc)[?61;6;7;22;23;24;28;32;42c", []),
    row("xterm", "secondary device attributes", "\(esc)[>41;388;0c", []),
    row("any", "cursor position", "\(esc)[12;40R", []),
    row("xterm", "mode report (DECRPM)", "\(esc)[?2004;1$y", []),
    row("xterm", "background colour, ended by ST", "\(esc)]11;rgb:0000/0000/0000\(esc)\\", []),
    row("rxvt-unicode", "background colour, ended by BEL", "\(esc)]11;rgb:ffff/ffff/ffff\u{07}", []),
    row("xterm", "DECRQSS reply (DCS)", "\(esc)P1$r0m\(esc)\\", []),
    row("xterm", "XTVERSION reply (DCS)", "\(esc)P>|XTerm(388)\(esc)\\", []),
    row("kitty", "graphics reply (APC)", "\(esc)_Gi=1;OK\(esc)\\", []),
    row("any", "privacy message (PM)", "\(esc)^secret\(esc)\\", []),
    row("any", "start of string (SOS)", "\(esc)Xtext\(esc)\\", []),
    row("Windows Terminal", "win32-input-mode key", "\(esc)[65;30;97;1;0;1_", []),
  ]

  static let pastes: [CorpusRow] = [
    row("xterm", "bracketed paste of 45", "\(esc)[200~45\(esc)[201~", [.paste("45")]),
    row("tmux", "a pasted list with spaces", "\(esc)[200~1 2 3\(esc)[201~", [.paste("1 2 3")]),
    row("xterm", "a pasted list with newlines", "\(esc)[200~1\r2\r3\r\(esc)[201~", [.paste("1\r2\r3\r")]),
    // The sequences inside are dropped: never pasted as the digits of their parameters.
    row(
      "xterm", "a paste holding escape sequences", "\(esc)[200~7\(esc)[A\(esc)OM8\(esc)[1;5C9\(esc)[201~",
      [.paste("789")]),
    row("any", "a nested paste start", "\(esc)[200~1\(esc)[200~2\(esc)[201~", [.paste("12")]),
    row("xterm", "an empty paste", "\(esc)[200~\(esc)[201~", [.paste("")]),
    row("xterm", "a paste in Korean", "\(esc)[200~숫자 12\(esc)[201~", [.paste("숫자 12")]),
    row("any", "a stray paste end", "\(esc)[201~", []),
  ]

  static let mice: [CorpusRow] = [
    row(
      "xterm", "SGR press and release in one read", "\(esc)[<0;32;10M\(esc)[<0;32;10m",
      [
        mouse(.left, .press, 32, 10), mouse(.left, .release, 32, 10),
      ]),
    row(
      "xterm", "SGR double click", "\(esc)[<0;5;6M\(esc)[<0;5;6m\(esc)[<0;5;6M\(esc)[<0;5;6m",
      [
        mouse(.left, .press, 5, 6), mouse(.left, .release, 5, 6), mouse(.left, .press, 5, 6),
        mouse(.left, .release, 5, 6),
      ]),
    row(
      "xterm", "SGR middle and right", "\(esc)[<1;2;3M\(esc)[<2;2;3M",
      [
        mouse(.middle, .press, 2, 3), mouse(.right, .press, 2, 3),
      ]),
    row(
      "xterm", "SGR wheel", "\(esc)[<64;5;5M\(esc)[<65;5;5M",
      [
        mouse(.wheelUp, .press, 5, 5), mouse(.wheelDown, .press, 5, 5),
      ]),
    row(
      "xterm", "SGR Ctrl+click", "\(esc)[<16;1;1M\(esc)[<16;1;1m",
      [
        mouse(.left, .press, 1, 1), mouse(.left, .release, 1, 1),
      ]),
    row("xterm", "SGR motion", "\(esc)[<32;7;7M\(esc)[<35;8;8M", []),
    row("xterm", "SGR beyond column 223", "\(esc)[<0;300;100M", [mouse(.left, .press, 300, 100)]),
    row(
      "tmux, screen", "X10 press and release",
      bytes: [27, 91, 77, 32, 33 + 31, 33 + 9, 27, 91, 77, 35, 33 + 31, 33 + 9],
      [
        mouse(.left, .press, 32, 10), mouse(.left, .release, 32, 10),
      ]),
    row(
      "tmux, screen", "X10 right button: its release", bytes: [27, 91, 77, 34, 40, 40, 27, 91, 77, 35, 40, 40],
      [
        mouse(.right, .press, 8, 8), mouse(.right, .release, 8, 8),
      ]),
    row("tmux, screen", "X10 wheel", bytes: [27, 91, 77, 96, 40, 40], [mouse(.wheelUp, .press, 8, 8)]),
    row("xterm", "X10 at column 223", bytes: [27, 91, 77, 32, 255, 33], [mouse(.left, .press, 223, 1)]),
    row(
      "rxvt-unicode", "1015 press and release", "\(esc)[32;10;5M\(esc)[35;10;5M",
      [
        mouse(.left, .press, 10, 5), mouse(.left, .release, 10, 5),
      ]),
  ]

  static let otherTerminals: [CorpusRow] = [
    row("linux", "F1 and F5", "\(esc)[[A\(esc)[[E", [key(.function(1)), key(.function(5))]),
    row("linux, screen", "Home and End", "\(esc)[1~\(esc)[4~", [key(.home), key(.end)]),
    row("rxvt-unicode", "Home and End", "\(esc)[7~\(esc)[8~", [key(.home), key(.end)]),
    row("rxvt-unicode", "Shift+Up and Ctrl+Up", "\(esc)[a\(esc)Oa", [key(.up, .shift), key(.up, .control)]),
    row(
      "rxvt-unicode", "Shift+Insert, Ctrl+Delete, Ctrl+Shift+Home", "\(esc)[2$\(esc)[3^\(esc)[7@",
      [
        key(.insert, .shift), key(.delete, .control), key(.home, [.control, .shift]),
      ]),
    row("rxvt-unicode", "F1", "\(esc)[11~", [key(.function(1))]),
  ]

  static let malformed: [CorpusRow] = [
    row("any", "a stray UTF-8 continuation byte", bytes: [0x80, 0x31], [character("1")]),
    row("any", "CAN cancels a sequence", "\(esc)[12\u{18}5", [character("5")]),
    row("any", "Esc interrupts a sequence", "\(esc)[1;\(esc)[A", [key(.up)]),
    row("any", "an unknown CSI", "\(esc)[?1;2;3z\(esc)[5;5w", []),
    row("any", "an unknown SS3", "\(esc)Oz", []),
    row("any", "an over-long sequence", "\(esc)[" + String(repeating: "1", count: 300) + "~", []),
  ]
}
