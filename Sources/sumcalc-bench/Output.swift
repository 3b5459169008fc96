#if canImport(Glibc)
  import Glibc
#endif

/// The figures as JSON: `{"unit": "microseconds", "figures": [{"name", "description",
/// "median", "p99", "iterations"}], "keystroke_scaling": …,
/// "keystroke_scaling_full_line": …}`. Written by hand: the benchmark
/// imports no Foundation, like the program it measures.
enum Output {
  static func json(_ figures: [Figure], iterations: Iterations) -> String {
    let rows = figures.map { figure in
      """
          {"name": \(quoted(figure.name)), "description": \(quoted(figure.description)), \
      "median": \(number(figure.timing.median)), "p99": \(number(figure.timing.p99)), \
      "iterations": \(figure.timing.samples.count)}
      """
    }
    func median(_ name: String) -> Double { figures.first { $0.name == name }?.timing.median ?? 0 }
    func ratio(_ long: Double, _ short: Double) -> Double { short > 0 ? long / short : 0 }
    let scaling = ratio(median("keystroke_100k"), median("keystroke_10"))
    let fullLineScaling = ratio(median("keystroke_100k"), median("keystroke_40"))
    return """
      {
        "unit": "microseconds",
        "warm_up": \(iterations.warmUp),
        "figures": [
      \(rows.joined(separator: ",\n"))
        ],
        "keystroke_scaling": \(number(scaling)),
        "keystroke_scaling_full_line": \(number(fullLineScaling))
      }

      """
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default:
        if scalar.value < 0x20 {
          result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Three decimals: nanosecond resolution for microsecond figures.
  static func number(_ value: Double) -> String {
    let thousandths = Int64((value * 1000).rounded())
    let whole = thousandths / 1000
    let fraction = String(thousandths % 1000)
    return "\(whole).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }

  /// Writes `text` to `path`, or to standard output when `path` is nil. Returns false on failure.
  static func write(_ text: String, to path: String?) -> Bool {
    guard let path else {
      print(text, terminator: "")
      return true
    }
    guard let file = fopen(path, "w") else { return false }
    let written = fputs(text, file) >= 0
    return fclose(file) == 0 && written
  }
}

/// Writes a line to standard error.
func printError(_ line: String) {
  var text = line + "\n"
  text.withUTF8 { bytes in _ = Glibc.write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
}
