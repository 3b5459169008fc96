import CNcurses
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// The key strings of the terminal's own terminfo entry, for the input parser: every string
/// capability named `k…`, the entry's extended ones too (`kUP5`, `kDC3`), so that keys the terminal
/// defines are matched whole (`KeyTable`).
enum TerminfoKeys {
  /// The current entry's key capabilities (after `setupterm` or `newterm`), standard ones first, in
  /// the order the entry holds them: `KeyTable(capabilities:utf8:)` is made of them.
  static func capabilities() -> [(name: String, value: [UInt8])] {
    var found: [(name: String, value: [UInt8])] = []
    var index: Int32 = 0
    var name: UnsafePointer<CChar>?
    var value: UnsafePointer<CChar>?
    while tui_string_capability(index, &name, &value) == 1 {
      index += 1
      guard let name, name[0] == CChar(UInt8(ascii: "k")), let value, Int(bitPattern: value) != -1 else { continue }
      found.append((String(cString: name), Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))))
    }
    return found
  }
}
