import CNcurses
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// The key sequences the terminal's terminfo entry names, for the input parser: terminals that
/// send something other than xterm's sequences (the Linux console, rxvt, screen) keep working.
enum TerminfoKeys {
  private static let capabilities: [(String, Key)] = [
    ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right),
    ("khome", .home), ("kend", .end), ("kich1", .insert), ("kdch1", .delete),
    ("kpp", .pageUp), ("knp", .pageDown), ("kcbt", .backTab), ("kent", .enter),
    // The keypad's corners and centre (ka1 = 7 … kc3 = 3).
    ("ka1", .character("7")), ("ka3", .character("9")), ("kb2", .character("5")),
    ("kc1", .character("1")), ("kc3", .character("3")),
  ]

  /// Reads the current terminal's entry (after `setupterm` or `newterm`).
  static func current() -> [[UInt8]: Key] {
    var keys: [[UInt8]: Key] = [:]
    let functionKeys = (1...12).map { ("kf\($0)", Key.function($0)) }
    for (name, key) in capabilities + functionKeys {
      guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { continue }
      let bytes = Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
      if keys[bytes] == nil { keys[bytes] = key }
    }
    return keys
  }
}
