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
  static let longestDelay = 86_400

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
      let equals = argument.utf8.firstIndex(of: UInt8(ascii: "="))
      let name = equals.map { String(decoding: argument.utf8[..<$0], as: UTF8.self) } ?? argument
      let inline = equals.map { String(decoding: argument.utf8[argument.utf8.index(after: $0)...], as: UTF8.self) }
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
        guard let seconds = DecimalSeconds(text) else { return fail { $0.badSeconds(name, text) } }
        guard seconds.whole < longestDelay || (seconds.whole == longestDelay && !seconds.hasFraction) else {
          return fail { $0.secondsTooLarge(name, text, longestDelay) }
        }
        let delay = Duration.milliseconds(seconds.milliseconds)
        if name == "--startup-delay" { options.startupDelay = delay } else { options.calculationDelay = delay }
      default:
        return fail { $0.badOption(argument) }
      }
    }
    return .success(.run(options))
  }
}
