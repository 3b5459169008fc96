/// Turns the bytes a terminal sends into input events. Pure and incremental: bytes may arrive in
/// any split (one per read, or a burst of many events in one), and the result is the same.
///
/// What the terminal defines comes first: a key string of its terminfo entry (`KeyTable`) that
/// arrives whole is that key, before any of its bytes is read alone. Then the standards: keys in
/// normal and application modes (the DEC keypad by its code), modifier forms, CSI-u and
/// modifyOtherKeys keys, mouse reports in the SGR, urxvt and X10 encodings, bracketed pastes,
/// 8-bit `CSI` and `SS3`; replies (device attributes, cursor position, OSC colours), focus reports
/// and unknown `CSI`, `SS3`, `OSC`, `DCS`, `APC`, `PM` and `SOS` sequences are consumed whole, per
/// ECMA-48, and give nothing. `ESC` before a whole key or report is Alt plus that key (rxvt-unicode's
/// `ESC ESC [ A` is Alt+Up), but for a terminal that holds Esc (`holdsEscape`); `ESC` and a
/// character in one read is Esc, then the character (unless `altKeys`); a lone `ESC` is Esc once the
/// Esc delay has passed. Text is keys of a grapheme cluster each (`👍🏽` is one key, `и` + U+0306 is
/// `й`); a UTF-8 lead byte and a continuation byte are a character in every locale, never a C1
/// control.
///
/// Split input follows one model (the toolkit guide, TerminalUI.docc/Guide.md, "Split input"): a
/// terminal's bytes arrive in order, so nothing a person types comes between a sequence's head and
/// its rest. A sequence split across reads waits `sequenceGap` for each next part; one given up
/// then is dropped, and only the next read (within `lateRestWindow`) may be its rest: dropped too
/// where, with the piece given up, it makes a whole sequence this terminal sends (a key of its
/// table, a mouse report, a kitty key, an answer to a query). Anything else, and every read after
/// it, is typed. The rest of a lone `ESC` taken for the Esc key, arriving within `sequenceGap`,
/// makes it that sequence after all: `escapeRetracted` says so, then comes the sequence's key.
///
/// Time is given, never read: each call says when it happens (any monotonic origin), `deadline`
/// says when `flush(at:)` is next due, so tests replay gaps between reads exactly.
public struct InputParser: Sendable {
  /// How long a lone `ESC` waits for a next byte before it is the Esc key.
  public static let escapeDelay: Duration = .milliseconds(25)
  /// How long a sequence that has begun (`ESC [`, `ESC O`, an `OSC` string, a key string of the
  /// table…) waits for each next part. Much longer than the Esc delay: tmux and slow links deliver
  /// a sequence in parts.
  public static let sequenceGap: Duration = .milliseconds(500)
  /// How long after a sequence's last part its rest may still arrive and be dropped rather than typed.
  public static let lateRestWindow: Duration = .seconds(5)
  /// How long a paste waits for its next part; one whose end has not come by then ends there.
  public static let pasteGap: Duration = .seconds(2)
  /// Beyond this many bytes a sequence is still consumed, but its content is not kept.
  static let sequenceLimit = 256

  enum State: Sendable {
    case ground
    /// `ESC` seen.
    case escape
    /// `ESC` plus the first byte(s) of a multi-byte character: Alt plus that character.
    case alt(UTF8Assembler)
    /// Inside `ESC [` or `ESC O`, collecting parameter and intermediate bytes.
    case control(ControlSequence.Introducer, body: [UInt8])
    /// `ESC [ M` (X10/normal mouse): three raw bytes follow.
    case x10Mouse([UInt8])
    /// `ESC [ [` (the Linux console's F1–F5): one byte follows.
    case linuxFunction
    /// The body of `OSC`, `DCS`, `APC`, `PM` or `SOS`, up to `BEL` or `ESC \`.
    case controlString(introducer: UInt8, hasBody: Bool, sawEscape: Bool)
    /// A sequence that ECMA-48 would have ended, going on as a longer key string of the table
    /// (`ESC O P #`): its bytes so far, in the 7-bit form.
    case tableString([UInt8])
  }

  /// A bracketed paste under way: its text so far. Kept outside `State` so that appending to it
  /// never copies it (an enum payload is copied when it is rebound).
  struct Paste: Sendable {
    var content: [UInt8] = []
    /// Where the content's UTF-8 stands, to tell an 8-bit control from a character's own bytes.
    var text = UTF8Assembler()
  }

  var state = State.ground
  var paste: Paste?
  var text = UTF8Assembler()
  /// Where a control string's UTF-8 stands, to tell its 8-bit `ST` (`9C`, `C2 9C`) from a
  /// character's own bytes.
  var stringText = UTF8Assembler()
  /// Printable text of this read not yet made into keys: a key is a whole grapheme cluster.
  var run = String.UnicodeScalarView()
  var lastPressed = MouseButton.left
  /// When the last bytes arrived (during `feed`, these bytes): a sequence's parts must come within
  /// `sequenceGap` of each other.
  var lastByte: Duration = .zero
  /// The bytes of the sequence under way (up to `sequenceLimit`), for the rest that may follow it
  /// once it is given up.
  var sequence: [UInt8] = []
  /// The sequence given up last (or the lone `ESC` taken for the Esc key): the next read may be its
  /// rest (`InputParser+LateRest.swift`).
  var broken: Broken?
  /// `ESC ESC`: the sequence or key that follows is Alt plus that key.
  var altPrefix = false
  /// Bytes are being read again without the table (`replay`).
  var replaying = false
  /// A late rest is being read for what it does besides giving an event (a paste's start, a
  /// reply): it gives none.
  var muted = false
  /// The start of a key string of the table that a read ended in: the next read may finish it.
  var held: [UInt8] = []
  /// Replies the terminal sent to a query (`TerminalReply`), for the backend to take.
  private var replyQueue: [TerminalReply] = []
  let keys: KeyTable
  let utf8: Bool
  /// Whether `ESC` before a key in one read is Alt plus that key (`altKeys`), or Esc, then the key.
  let altKeys: Bool
  /// Whether the terminal holds a person's Esc and sends it glued to the next key or report, whole
  /// ones too (GNU screen): `ESC` before anything is Esc, then what follows.
  let holdsEscape: Bool

  /// A parser for a terminal whose own key strings are `keys` (its terminfo entry's) and whose
  /// character set is UTF-8 (`utf8`) or not (then `CSI` and `SS3` may come as the 8-bit bytes
  /// 0x9B and 0x8F; in UTF-8, as `C2 9B` and `C2 8F`).
  ///
  /// `ESC` and a key in one read (`ESC 5`) is Esc, then the key, unless `altKeys`: GNU screen and
  /// tmux hold a lone Esc until the next key and send both in one read, which a program that binds
  /// no Alt key must read as the Esc the person pressed. With `altKeys` it is Alt plus the key, as a
  /// terminal that sends Alt as an `ESC` prefix means it. The kitty keyboard protocol's keys are
  /// what they say either way.
  ///
  /// `holdsEscape`: the terminal holds a lone Esc until the next key and sends both in one read,
  /// whole keys and mouse reports too (GNU screen): `ESC ESC O A` is then Esc, then Up — not Alt+Up,
  /// as rxvt-unicode means it elsewhere.
  public init(keys: KeyTable = KeyTable(), utf8: Bool = true, altKeys: Bool = false, holdsEscape: Bool = false) {
    self.keys = keys
    self.utf8 = utf8
    self.altKeys = altKeys
    self.holdsEscape = holdsEscape
  }

  /// The replies to queries that arrived since the last call (they give no input event).
  public mutating func takeReplies() -> [TerminalReply] {
    defer { replyQueue = [] }
    return replyQueue
  }

  mutating func replies(_ reply: TerminalReply) { replyQueue.append(reply) }

  /// The events `bytes`, arriving at `now`, complete, in order.
  public mutating func feed(_ bytes: some Sequence<UInt8>, at now: Duration) -> [InputEvent] {
    var events = flush(at: now)  // what was due before these bytes came ends first
    lastByte = now
    var input = held + Array(bytes)
    held = []
    guard !input.isEmpty else { return events }
    if let broken {
      self.broken = nil  // only this read may be its rest
      input = rest(of: broken, in: input, into: &events)
    }
    read(input, into: &events)
    return events
  }

  /// Reads `input` from where the parser stands: the table's keys first, then byte by byte.
  mutating func read(_ input: [UInt8], into events: inout [InputEvent]) {
    var index = 0
    while index < input.count {
      if let length = matchTable(input, at: index, into: &events) {
        index += length
        continue
      }
      feed(input[index], into: &events)
      index += 1
    }
    endText(into: &events)
  }

  /// Reads one byte, keeping the bytes of a sequence under way.
  mutating func feed(_ byte: UInt8, into events: inout [InputEvent]) {
    // Two flags, not a copy of the state: a paste's bytes pass here by the hundred thousand.
    let fromGround = if case .ground = state { true } else { false }
    let fromStringEnd = if case .controlString(_, _, sawEscape: true) = state { true } else { false }
    step(byte, into: &events)
    if case .ground = state {
      altPrefix = false
    } else {
      track(byte, fromGround: fromGround, fromStringEnd: fromStringEnd)
    }
  }

  /// Keeps the bytes of the sequence under way, for its rest to be weighed against should it break
  /// off: a sequence begins from ground, and anew at an `ESC` that cuts one short or ends a string.
  private mutating func track(_ byte: UInt8, fromGround: Bool, fromStringEnd: Bool) {
    let restarts = if case .escape = state { byte == 0x1B } else { false }
    if fromGround || restarts {
      sequence = [byte]
    } else if fromStringEnd {
      sequence = [0x1B, byte]
    } else if sequence.count < Self.sequenceLimit {
      sequence.append(byte)
    }
  }

  mutating func step(_ byte: UInt8, into events: inout [InputEvent]) {
    switch state {
    case .ground:
      ground(byte, into: &events)
    case .escape:
      afterEscape(byte, into: &events)
    case .alt(var assembler):
      state = .ground
      guard byte & 0xC0 == 0x80 else { return ground(byte, into: &events) }
      if let scalar = assembler.feed(byte) {
        if let key = Self.textKey(scalar) { emitEscaped(key, into: &events) }
      } else if !assembler.isIdle {
        state = .alt(assembler)
      }
    case .control(let introducer, var body):
      control(byte, introducer: introducer, body: &body, into: &events)
    case .x10Mouse(var bytes):
      bytes.append(byte)
      guard bytes.count == 3 else {
        state = .x10Mouse(bytes)
        return
      }
      state = .ground
      let (code, x, y) = (Int(bytes[0]) - 32, Int(bytes[1]) - 32, Int(bytes[2]) - 32)
      if let event = MouseReport.event(button: code, x: x, y: y, release: false, lastPressed: &lastPressed) {
        emit(.mouse(event), into: &events)
      }
    case .linuxFunction:
      state = .ground
      if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte) {
        emit(.key(.function(Int(byte - UInt8(ascii: "A")) + 1)), into: &events)
      }
    case .controlString(let introducer, let hasBody, let sawEscape):
      if !hasBody { stringText.reset() }
      controlString(byte, introducer: introducer, sawEscape: sawEscape, into: &events)
    case .tableString(var bytes):
      bytes.append(byte)
      switch keys.follow(bytes) {
      case .key(let key, _):
        state = .ground
        emit(.key(key), into: &events)
      case .unfinished:
        state = .tableString(bytes)
      case .none:
        replay(bytes, into: &events)
      }
    }
  }

  /// Reads `bytes` again as the standards read them, the table aside: a longer key string of the
  /// table did not come after all.
  mutating func replay(_ bytes: [UInt8], into events: inout [InputEvent]) {
    state = .ground
    replaying = true
    defer { replaying = false }
    for byte in bytes { step(byte, into: &events) }
  }
}
