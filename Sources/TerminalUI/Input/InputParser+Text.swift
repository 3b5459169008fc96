/// Text as a person types it: UTF-8 assembled into grapheme clusters, a key each; control
/// characters by their meaning; 8-bit controls raw, and in UTF-8 in their own form too.
extension InputParser {
  mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) {
    if byte == 0x1B {
      endText(into: &events)
      text.reset()
      state = .escape
      return
    }
    // An 8-bit control begins a sequence, inside a paste too (its end may be `CSI 201 ~`): raw where
    // no character is under way (a terminal in 8-bit mode, xterm-8bit, sends them so), and in its
    // UTF-8 form (`C2 9B`). After a UTF-8 lead byte it is the character's own, in every locale:
    // `П` is `D0 9F`, no `APC`, where ssh brought no locale.
    if paste != nil { return pasted(byte, into: &events) }
    if (0x80...0x9F).contains(byte), text.isIdle {
      endText(into: &events)
      return eightBitControl(byte, into: &events)
    }
    guard let scalar = text.feed(byte) else { return }
    switch scalar.value {
    case 0x80...0x9F:
      endText(into: &events)
      eightBitControl(UInt8(scalar.value), into: &events)
    case 0..<0x20, 0x7F:
      endText(into: &events)
      if let key = Self.textKey(scalar) { events.append(.key(key)) }
    default:
      run.append(scalar)
    }
  }

  /// A byte of a bracketed paste: its text, unless it begins an 8-bit control in either form (the
  /// paste's end may be `CSI 201 ~` written so); a character's own bytes are never one.
  private mutating func pasted(_ byte: UInt8, into events: inout [InputEvent]) {
    let idle = paste!.text.isIdle
    let scalar = paste!.text.feed(byte)
    if (0x80...0x9F).contains(byte), idle {
      paste!.text.reset()
      return eightBitControl(byte, into: &events)
    }
    if let scalar, (0x80...0x9F).contains(scalar.value), paste!.content.last == 0xC2 {
      paste!.content.removeLast()  // `C2 9B`: the control's UTF-8 form, no text
      return eightBitControl(UInt8(scalar.value), into: &events)
    }
    paste!.content.append(byte)
  }

  /// The text of this read so far, as keys: one a grapheme cluster. A cluster that takes no cell
  /// (a combining mark, a conjoining vowel, a ZWJ or a variation selector that came in a read of
  /// its own) is a key too: a text field joins it to the cluster before its cursor.
  mutating func endText(into events: inout [InputEvent]) {
    guard !run.isEmpty else { return }
    guard !muted else { return run.removeAll(keepingCapacity: true) }
    for character in String(run) {
      events.append(.key(.character(character)))
    }
    run.removeAll(keepingCapacity: true)
  }

  /// An 8-bit control: `CSI`, `SS3` and the string introducers begin their sequences as their
  /// `ESC` forms do; the rest mean nothing here.
  private mutating func eightBitControl(_ byte: UInt8, into events: inout [InputEvent]) {
    switch byte {
    case 0x9B: state = .control(.csi, body: [])
    case 0x8F: state = .control(.ss3, body: [])
    case 0x9D, 0x90, 0x9F, 0x9E, 0x98:
      let introducer: [UInt8: UInt8] = [0x9D: 0x5D, 0x90: 0x50, 0x9F: 0x5F, 0x9E: 0x5E, 0x98: 0x58]
      state = .controlString(introducer: introducer[byte]!, hasBody: false, sawEscape: false)
    default: break
    }
  }

  /// The key a character typed on its own gives: control characters by their meaning, other
  /// characters (zero-width ones too) as themselves, nothing for the rest.
  static func textKey(_ scalar: Unicode.Scalar) -> Key? {
    switch scalar.value {
    case 9: return .tab
    case 10, 13: return .enter
    case 8, 127: return .backspace
    case 27: return .escape
    case 1...26: return .control(Character(Unicode.Scalar(scalar.value + 96)!))
    case 0..<32: return nil
    case 0x7F...0x9F: return nil
    default: return .character(Character(scalar))
    }
  }
}
