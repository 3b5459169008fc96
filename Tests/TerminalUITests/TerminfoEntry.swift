import Foundation
import Testing

/// A terminfo entry's key strings, as `infocmp -1x` prints them (ncurses-term brings ~1,800
/// entries; the test set-up installs it): the tests build `KeyTable`s from real terminals.
struct TerminfoEntry: CustomTestStringConvertible, Sendable {
  var name: String
  /// Every string capability named `k…`, with its bytes.
  var keys: [(name: String, value: [UInt8])]

  var testDescription: String { name }

  /// The entry `name`, or nil where this machine's terminfo does not have it.
  init?(_ name: String) {
    guard let text = Self.run(["-1x", "-q", name]) else { return nil }
    self.name = name
    keys = text.split(separator: "\n").compactMap { line in
      let field = line.trimmingCharacters(in: .whitespaces)
      guard field.hasPrefix("k"), field.hasSuffix(","), let equals = field.firstIndex(of: "=") else { return nil }
      return (String(field[..<equals]), Self.unescape(field[field.index(after: equals)...].dropLast()))
    }
  }

  /// Every entry this machine's terminfo holds (`toe -a`), by its first name.
  static func all() -> [String] {
    guard let text = run(["-a"], tool: "/usr/bin/toe") else { return [] }
    return Set(text.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) }).sorted()
  }

  private static func run(_ arguments: [String], tool: String = "/usr/bin/infocmp") -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
  }

  /// terminfo's string syntax (terminfo(5)): `\E`, `^X`, `\r`…, octal `\nnn`, `\0` for 0x80.
  static func unescape(_ text: Substring) -> [UInt8] {
    var bytes: [UInt8] = []
    var rest = Array(text.utf8)[...]
    while let byte = rest.popFirst() {
      switch byte {
      case UInt8(ascii: "^"):
        guard let next = rest.popFirst() else { return bytes + [byte] }
        bytes.append(next == UInt8(ascii: "?") ? 0x7F : next & 0x1F)
      case UInt8(ascii: "\\"):
        guard let next = rest.popFirst() else { return bytes + [byte] }
        switch next {
        case UInt8(ascii: "E"), UInt8(ascii: "e"): bytes.append(0x1B)
        case UInt8(ascii: "n"), UInt8(ascii: "l"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "s"): bytes.append(0x20)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
          var value = Int(next - 48)
          var digits = 1
          while digits < 3, let digit = rest.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) {
            value = value * 8 + Int(digit - 48)
            rest.removeFirst()
            digits += 1
          }
          bytes.append(value == 0 ? 0x80 : UInt8(value & 0xFF))
        default: bytes.append(next)  // \\ \^ \, \:
        }
      default:
        bytes.append(byte)
      }
    }
    return bytes
  }
}
