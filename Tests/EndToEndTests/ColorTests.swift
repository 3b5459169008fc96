import Foundation
import Testing

extension EndToEnd {
  /// What SumCalc writes to the terminal, byte for byte (`pipe-pane` from before it starts).
  @Suite("Colour")
  struct ColorTests {
    @Test(
      "NO_COLOR=1 and --no-color write no colour sequence; the same run without them does",
      arguments: [
        (["NO_COLOR": "1"], [], false),
        ([:], ["--no-color"], false),
        ([:], [], true),
      ] as [([String: String], [String], Bool)])
    func colourSequences(environment: [String: String], options: [String], colourExpected: Bool) async throws {
      let session = try TmuxSession(Calculator.arguments(options), extraEnvironment: environment, launch: .held)
      defer { session.close() }
      try session.recordOutput()
      try await session.launch()
      try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      try session.type("1")
      try await session.waitForResult("1")
      try session.press("Enter")
      try await session.waitForResult(Calc.sum(1))
      try session.type("q")
      #expect(try await session.waitForExit().status == 0)

      let written = try await session.recordedOutput(containing: "EXIT=")
      let sequences = SGR.sequences(in: written)
      #expect(sequences.count > 0, "SumCalc draws with attributes (reverse, bold, reset) in any case")
      let colours = sequences.filter(SGR.setsColour)
      if colourExpected {
        #expect(!colours.isEmpty, "the control run shows colour: \(sequences.prefix(20))")
      } else {
        #expect(colours.isEmpty, "colour sequences: \(colours.prefix(20))")
      }
    }
  }
}

/// Select Graphic Rendition sequences (`ESC [ params m`) in raw terminal output.
enum SGR {
  /// The parameter strings of every SGR sequence in `bytes`, such as `"0"`, `"1;7"`, `"38;5;208"`.
  static func sequences(in bytes: [UInt8]) -> [String] {
    var found: [String] = []
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else {
        index += 1
        continue
      }
      var end = index + 2
      // Parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, then the final byte.
      while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
      if end < bytes.count, bytes[end] == UInt8(ascii: "m") {
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        if parameters.allSatisfy({ $0.isNumber || $0 == ";" || $0 == ":" }) { found.append(parameters) }
      }
      index = end
    }
    return found
  }

  /// True when the parameters set a foreground or background colour: 30–37, 39, 40–47, 49,
  /// 90–97, 100–107, or extended 38/48 (`38;5;n`, `38;2;r;g;b`, `38:5:n`), and 58 (underline colour).
  static func setsColour(_ parameters: String) -> Bool {
    parameters.split(separator: ";", omittingEmptySubsequences: false).contains { parameter in
      guard let code = Int(parameter.prefix { $0 != ":" }) else { return false }
      switch code {
      case 30...39, 40...49, 58, 90...97, 100...107: return true
      default: return false
      }
    }
  }
}
