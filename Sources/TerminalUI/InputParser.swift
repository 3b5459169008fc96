/// Turns the bytes a terminal sends into input events. Pure and incremental: bytes may arrive in
/// any split (one per read, or a burst of many events in one), and the result is the same.
///
/// Every sequence is one event or nothing: keys in normal and application modes, modifier forms,
/// CSI-u and modifyOtherKeys keys, mouse reports in the SGR, urxvt and X10 encodings, bracketed
/// pastes; replies (device attributes, cursor position, OSC colours), focus reports and unknown
/// `CSI`, `SS3`, `OSC`, `DCS`, `APC`, `PM` and `SOS` sequences are consumed whole, per ECMA-48,
/// and give nothing. `ESC` followed at once by a key is Alt plus that key; a lone `ESC` is Esc
/// once the Esc delay has passed.
///
/// A sequence split across reads waits `sequenceGap` for each next part; one given up then is
/// dropped. Its rest may still come later (a slow link holds a segment back for seconds): what
/// arrives first within `lateRestWindow` and can only continue it is taken as that rest and
/// dropped too, never typed. Only digits that never complete it are typed after all — a person
/// typing.
///
/// Time is given, never read: each call says when it happens (any monotonic origin), `deadline`
/// says when `flush(at:)` is next due, so tests replay gaps between reads exactly.
public struct InputParser: Sendable {
  /// How long a lone `ESC` waits for a next byte before it is the Esc key.
  public static let escapeDelay: Duration = .milliseconds(25)
  /// How long a sequence that has begun (`ESC [`, `ESC O`, an `OSC` string…) waits for each next
  /// byte. Much longer than the Esc delay: tmux and slow links deliver a sequence in parts.
  public static let sequenceGap: Duration = .milliseconds(500)
  /// How long after a sequence was given up (or a lone `ESC` became the Esc key) its rest may
  /// still arrive and be dropped rather than typed.
  public static let lateRestWindow: Duration = .seconds(5)
  /// How long a paste may take from its start; one whose end has not come by then ends there.
  public static let pasteTimeout: Duration = .seconds(1)
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
  }

  /// A bracketed paste under way: its text so far and when it began. Kept outside `State` so that
  /// appending to it never copies it (an enum payload is copied when it is rebound).
  struct Paste: Sendable {
    var content: [UInt8] = []
    var started: Duration
  }

  var state = State.ground
  var paste: Paste?
  private var text = UTF8Assembler()
  var lastPressed = MouseButton.left
  /// When the last bytes arrived (during `feed`, these bytes): a sequence's parts must come within
  /// `sequenceGap` of each other.
  var lastByte: Duration = .zero
  /// The sequence last given up at its deadline (a lone `ESC`: taken as the Esc key), and when:
  /// the first byte after it may begin its rest.
  var givenUp: (state: State, at: Duration)?
  /// While a sequence given up is being finished by its late rest: the rest's bytes so far.
  var lateRest: [UInt8]?
  /// Sequences the terminal's terminfo entry names, which take precedence over the defaults.
  private let terminfoKeys: [[UInt8]: Key]

  /// `terminfoKeys` maps sequences (starting with `ESC`) that the terminal's description names to
  /// keys, for terminals that send something other than the xterm defaults for them.
  public init(terminfoKeys: [[UInt8]: Key] = [:]) {
    self.terminfoKeys = terminfoKeys.filter { $0.key.count >= 2 && $0.key.first == 0x1B }
  }

  /// When `flush(at:)` must be called if no byte comes first, or nil when nothing is unfinished.
  public var deadline: Duration? {
    if let paste { return paste.started + Self.pasteTimeout }
    switch state {
    case .ground: return nil
    case .escape: return lastByte + Self.escapeDelay
    default: return lastByte + Self.sequenceGap
    }
  }

  /// The events `bytes`, arriving at `now`, complete, in order.
  public mutating func feed(_ bytes: some Sequence<UInt8>, at now: Duration) -> [InputEvent] {
    var events = flush(at: now)  // what was due before these bytes came ends first
    lastByte = now
    var rest = bytes.makeIterator()
    guard let first = rest.next() else { return events }
    let second = rest.next()
    if givenUp != nil { resumeGivenUp(before: first, readGoesOn: second != nil) }
    for byte in [first, second].compactMap({ $0 }) { feed(byte, into: &events) }
    while let byte = rest.next() { feed(byte, into: &events) }
    return events
  }

  /// Ends whatever is unfinished whose `deadline` is `now` or past: a lone `ESC` is Esc, a paste
  /// ends with what arrived of it, a sequence is dropped whole (never typed).
  public mutating func flush(at now: Duration) -> [InputEvent] {
    guard let deadline, deadline <= now else { return [] }
    if let paste {
      self.paste = nil
      state = .ground
      return [.paste(String(decoding: paste.content, as: UTF8.self))]
    }
    defer { state = .ground }
    guard lateRest == nil else {
      var events: [InputEvent] = []
      abandonLateRest(into: &events)  // its rest did not come whole either: over
      return events
    }
    givenUp = (state, deadline)
    guard case .escape = state else { return [] }
    return [.key(.escape)]
  }

  private mutating func feed(_ byte: UInt8, into events: inout [InputEvent]) {
    step(byte, into: &events)
    if lateRest != nil, lateRest!.count < Self.sequenceLimit { lateRest!.append(byte) }
  }

  private mutating func step(_ byte: UInt8, into events: inout [InputEvent]) {
    switch state {
    case .ground:
      ground(byte, into: &events)
    case .escape:
      afterEscape(byte, into: &events)
    case .alt(var assembler):
      state = .ground
      guard byte & 0xC0 == 0x80 else {
        abandonLateRest(into: &events)
        return ground(byte, into: &events)
      }
      if let scalar = assembler.feed(byte) {
        if !endLateRest(), let key = Self.textKey(scalar) { emit(.key(.modified(key, .alt)), into: &events) }
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
      guard !endLateRest() else { return }
      let (code, x, y) = (Int(bytes[0]) - 32, Int(bytes[1]) - 32, Int(bytes[2]) - 32)
      if let event = MouseReport.event(button: code, x: x, y: y, release: false, lastPressed: &lastPressed) {
        emit(.mouse(event), into: &events)
      }
    case .linuxFunction:
      state = .ground
      if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte) {
        if !endLateRest() { emit(.key(.function(Int(byte - UInt8(ascii: "A")) + 1)), into: &events) }
      } else {
        abandonLateRest(into: &events)
      }
    case .controlString(let introducer, _, let sawEscape):
      controlString(byte, introducer: introducer, sawEscape: sawEscape, into: &events)
    }
  }

  /// An event the bytes completed. Inside a paste only its text counts: a key, a click or a reply
  /// that arrives there is dropped, never pasted as the digits of its parameters.
  mutating func emit(_ event: InputEvent, into events: inout [InputEvent]) {
    guard paste == nil else { return }
    events.append(event)
  }

  private mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) {
    if byte == 0x1B {
      text.reset()
      state = .escape
      return
    }
    if paste != nil { return paste!.content.append(byte) }
    guard let scalar = text.feed(byte), let key = Self.textKey(scalar) else { return }
    events.append(.key(key))
  }

  mutating func afterEscape(_ byte: UInt8, into events: inout [InputEvent]) {
    switch byte {
    case UInt8(ascii: "["):
      state = .control(.csi, body: [])
    case UInt8(ascii: "O"):
      state = .control(.ss3, body: [])
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
      state = .controlString(introducer: byte, hasBody: false, sawEscape: false)
    case 0x1B:
      emit(.key(.escape), into: &events)  // Esc twice: the first one is Esc; the second waits its turn
    case 0x80...:
      var assembler = UTF8Assembler()
      _ = assembler.feed(byte)
      state = assembler.isIdle ? .ground : .alt(assembler)
    default:
      state = .ground
      if let key = Self.textKey(Unicode.Scalar(byte)) { emit(.key(.modified(key, .alt)), into: &events) }
    }
  }

  private mutating func control(
    _ byte: UInt8, introducer: ControlSequence.Introducer, body: inout [UInt8], into events: inout [InputEvent]
  ) {
    let isCSI = introducer == .csi
    switch byte {
    case UInt8(ascii: "M") where isCSI && body.isEmpty:
      state = .x10Mouse([])
    case UInt8(ascii: "[") where isCSI && body.isEmpty:
      state = .linuxFunction
    // rxvt ends Shift-modified editing keys with `$`, which ECMA-48 calls an intermediate.
    case UInt8(ascii: "$") where isCSI && !body.isEmpty && body.allSatisfy({ (0x30...0x39).contains($0) }):
      complete(introducer, body: body, final: byte, into: &events)
    case 0x20...0x3F:
      if body.count < Self.sequenceLimit { body.append(byte) }
      state = .control(introducer, body: body)
    case 0x40...0x7E:
      complete(introducer, body: body, final: byte, into: &events)
    case 0x1B:
      abandonLateRest(into: &events)
      state = .escape  // an interrupted sequence is dropped; a new one starts
    case 0x18, 0x1A:
      abandonLateRest(into: &events)
      state = .ground  // CAN and SUB cancel a sequence
    default:
      abandonLateRest(into: &events)
      state = .ground  // not part of any sequence: drop the sequence, take the byte as typed
      ground(byte, into: &events)
    }
  }

  private mutating func complete(
    _ introducer: ControlSequence.Introducer, body: [UInt8], final: UInt8, into events: inout [InputEvent]
  ) {
    state = .ground
    let isLate = endLateRest()
    let sequence = ControlSequence(introducer: introducer, body: body, final: final)
    // A paste's start or end counts even late: its text must not be typed as keys.
    if introducer == .csi, sequence.privateMarker == nil, final == UInt8(ascii: "~") {
      switch sequence.parameters {
      case [200]:
        // A paste starts, unless one is under way: a nested start is ignored.
        if paste == nil { paste = Paste(started: lastByte) }
        return
      case [201]:
        guard let ended = paste else { return }  // an end with no start: nothing
        paste = nil
        return events.append(.paste(String(decoding: ended.content, as: UTF8.self)))
      default:
        break
      }
    }
    guard !isLate else { return }
    let bytes = [0x1B, introducer == .csi ? UInt8(ascii: "[") : UInt8(ascii: "O")] + body + [final]
    if let key = terminfoKeys[bytes] { return emit(.key(key), into: &events) }
    guard body.count < Self.sequenceLimit else { return }
    if introducer == .csi, let mouse = mouseReport(sequence) {
      mouse.map { emit(.mouse($0), into: &events) }
      return
    }
    sequence.event.map { emit($0, into: &events) }
  }

  /// The key a character typed on its own gives: control characters by their meaning, printable
  /// characters as themselves, nothing for the rest.
  static func textKey(_ scalar: Unicode.Scalar) -> Key? {
    switch scalar.value {
    case 9: return .tab
    case 10, 13: return .enter
    case 8, 127: return .backspace
    case 27: return .escape
    case 1...26: return .control(Character(Unicode.Scalar(scalar.value + 96)!))
    case 0..<32: return nil
    default: return CellWidth.of(scalar) > 0 ? .character(Character(scalar)) : nil
    }
  }
}
