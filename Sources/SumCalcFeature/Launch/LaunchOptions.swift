/// How the user started SumCalc, from the command line and the environment.
public struct LaunchOptions: Hashable, Sendable {
  public var startupDelay: Duration = .seconds(3)
  public var calculationDelay: Duration = .seconds(3)
  public var language: Language = .en
  public var colorWanted = true
  /// Where the session is kept; nil keeps nothing (`--no-state`, or no home to keep it in).
  public var stateFile: String?
  /// No `--state-file` and no home to keep the session in: nothing is saved, and the calculator
  /// says so.
  public var stateHasNoHome = false

  public init() {}
}

/// What the command line asks for.
public enum LaunchCommand: Hashable, Sendable {
  case run(LaunchOptions)
  case help(Language)
  case version
}

/// Bad usage: one line naming the problem, in the user's language.
public struct UsageError: Error, Hashable, Sendable {
  public var message: String
  public var language: Language
}

extension LaunchOptions {
  public static let version = "sumcalc 1.0.0"
  /// Delays longer than a day are surely a typo (and a huge number would overflow `Duration`).
  static let longestDelay = 86_400.0

  /// Reads `arguments` (without the program name) against `environment`. `passwordHome` gives the
  /// home directory from the password database, asked only where `HOME` is unset or relative.
  public static func parse(
    _ arguments: [String], environment: [String: String], passwordHome: () -> String? = { nil }
  ) -> Result<LaunchCommand, UsageError> {
    var options = LaunchOptions()
    options.language = Language.preferred(environment: environment)
    options.colorWanted = (environment["NO_COLOR"] ?? "").isEmpty
    options.stateFile = FileSessionStore.defaultPath(environment: environment, passwordHome: passwordHome)
    options.stateHasNoHome = options.stateFile == nil
    var remaining = arguments[...]

    func fail(_ message: (Localizer) -> String) -> Result<LaunchCommand, UsageError> {
      .failure(UsageError(message: message(Localizer(options.language)), language: options.language))
    }

    while let argument = remaining.popFirst() {
      // `--` ends the options; SumCalc takes no operands, before it or after.
      if argument == "--" {
        guard let operand = remaining.first else { break }
        return fail { $0.unexpectedOperand(operand) }
      }
      if !argument.hasPrefix("-") || argument == "-" { return fail { $0.unexpectedOperand(argument) } }
      // `--name=value` is the same as `--name value`.
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      let inline = parts.count == 2 ? String(parts[1]) : nil
      func value() -> String? { inline ?? remaining.popFirst() }

      if inline != nil, ["--help", "-h", "--version", "--no-color", "--no-state"].contains(name) {
        return fail { $0.unexpectedValue(name) }
      }
      switch name {
      case "--help", "-h": return .success(.help(options.language))
      case "--version": return .success(.version)
      case "--no-color": options.colorWanted = false
      case "--no-state":
        options.stateFile = nil
        options.stateHasNoHome = false
      case "--state-file":
        guard let path = value(), !path.isEmpty else { return fail { $0.missingValue(name) } }
        options.stateFile = path
        options.stateHasNoHome = false
      case "--lang":
        guard let code = value() else { return fail { $0.missingValue(name) } }
        guard let language = Language(rawValue: code) else { return fail { $0.badLanguage(code) } }
        options.language = language
      case "--startup-delay", "--calc-delay":
        guard let text = value() else { return fail { $0.missingValue(name) } }
        guard isDecimal(text), let seconds = Double(text) else { return fail { $0.badSeconds(name, text) } }
        guard seconds <= longestDelay else { return fail { $0.secondsTooLarge(name, text, Int(longestDelay)) } }
        let delay = Duration.milliseconds(Int64((seconds * 1000).rounded()))
        if name == "--startup-delay" { options.startupDelay = delay } else { options.calculationDelay = delay }
      default:
        return fail { $0.badOption(argument) }
      }
    }
    return .success(.run(options))
  }

  /// Plain decimal seconds, as `1`, `0.5` or `.25`: not `-1`, `1e3`, `0x10`, `inf` or `nan`,
  /// which `Double` would read.
  /// Read byte by byte: Character's Unicode properties would be the only use of their tables
  /// before the first frame.
  static func isDecimal(_ text: String) -> Bool {
    var digits = 0
    var points = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: "."): points += 1
      default: return false
      }
    }
    return digits > 0 && points <= 1
  }
}
