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

    @Test(
      "Readable on light and dark terminals: 3:1 on the terminal's background, 4.5:1 on a set one",
      arguments: ["xterm-256color", "xterm"])
    func contrast(term: String) async throws {
      let session = try TmuxSession(Calculator.arguments(), term: term)
      defer { session.close() }
      try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      try session.type("1")
      try session.press("Enter")
      try await session.waitForResult(Calc.sum(1))
      try session.type("h")  // History: its title is in the accent too
      try await session.waitFor(text: "History")
      try session.type("h")
      // The cells' colours as tmux holds them: `capture-pane -e` writes each row with its SGR. The
      // calculator is back once both texts are drawn, in a frame that has settled.
      var rows: [String] = []
      try await session.waitFor("the sum and Calculate sum, with their colours") { screen in
        rows =
          (try? session.tmux(["capture-pane", "-p", "-e", "-t", "0"]))?.split(separator: "\n").map(String.init) ?? []
        return screen.resultLine() == Calc.sum(1) && screen.contains("[ Calculate sum ]")
          && [Calc.sum(1), "[ Calculate sum ]"].allSatisfy { text in
            rows.contains { SGR.colours(at: text, inRow: $0) != nil }
          }
      }
      for text in [Calc.sum(1), "[ Calculate sum ]"] {
        let colours = try #require(rows.lazy.compactMap { SGR.colours(at: text, inRow: $0) }.first, "\(text) drawn")
        let ratios = SGR.contrasts(colours)
        let needed = colours.background == nil ? 3.0 : 4.5
        #expect(colours.foreground != nil || colours.background != nil, "\(text) is coloured: \(colours)")
        #expect(ratios.allSatisfy { $0 >= needed }, "\(text): \(colours), contrasts \(ratios)")
      }
    }
  }
}

extension SGR {
  /// The colours (palette indices; nil for the terminal's own) in effect where `text` starts in a
  /// row of `capture-pane -e` output, reverse video applied.
  static func colours(at text: String, inRow row: String) -> (foreground: Int?, background: Int?)? {
    var foreground: Int?
    var background: Int?
    var reverse = false
    var rest = Substring(row)
    while !rest.isEmpty {
      if rest.hasPrefix(text) { return reverse ? (background, foreground) : (foreground, background) }
      guard rest.hasPrefix("\u{1B}["), let end = rest.firstIndex(of: "m") else {
        rest = rest.dropFirst()
        continue
      }
      let codes = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";").map { Int($0) ?? 0 }
      var index = 0
      while index < codes.count {
        switch codes[index] {
        case 0: (foreground, background, reverse) = (nil, nil, false)
        case 7: reverse = true
        case 27: reverse = false
        case 30...37: foreground = codes[index] - 30
        case 39: foreground = nil
        case 40...47: background = codes[index] - 40
        case 49: background = nil
        case 90...97: foreground = codes[index] - 90 + 8
        case 100...107: background = codes[index] - 100 + 8
        case 38 where index + 2 < codes.count && codes[index + 1] == 5:
          foreground = codes[index + 2]
          index += 2
        case 48 where index + 2 < codes.count && codes[index + 1] == 5:
          background = codes[index + 2]
          index += 2
        default: break
        }
        index += 1
      }
      rest = rest[rest.index(after: end)...]
    }
    return nil
  }

  /// xterm's default palette, colours 0–15.
  static let xterm: [(Double, Double, Double)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
    (255, 255, 255),
  ]

  /// WCAG's relative luminance of a palette colour.
  static func luminance(_ index: Int) -> Double {
    let (r, g, b) = xterm[index]
    func linear(_ c: Double) -> Double {
      let s = c / 255
      return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }

  /// The contrast ratios of text in `colours`: against the set background, or, where the
  /// terminal's own shows through, against white and black both (a light and a dark terminal).
  static func contrasts(_ colours: (foreground: Int?, background: Int?)) -> [Double] {
    func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
    let defaults = [1.0, 0.0]  // white, black
    let foregrounds = colours.foreground.map { [luminance($0)] } ?? defaults
    let backgrounds = colours.background.map { [luminance($0)] } ?? defaults
    return foregrounds.flatMap { f in
      backgrounds.compactMap { b in f == b && colours.foreground == nil ? nil : ratio(f, b) }
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
