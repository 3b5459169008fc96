import SumCalcFeature
import SumCalcModel

/// How the user started SumCalc, from the command line and the environment.
public struct LaunchOptions: Hashable, Sendable {
  public var startupDelay: Duration = .seconds(3)
  /// The language messages and help are in: `--lang`'s, else the locale's.
  public var language: Language = .en
  /// The locale's language (`LC_ALL`, `LC_MESSAGES`, `LANG`), where no other is named.
  public var localeLanguage: Language = .en
  /// What `--lang` and `--calc-delay` set: for this run, over the saved settings, never saved.
  public var overrides = SettingsOverrides()
  public var colorWanted = true
  /// Where the session is kept; nil keeps nothing (`--no-state`, or no home to keep it in).
  public var stateFile: String?
  /// The directory that must exist for the default state file (the home, or `XDG_STATE_HOME`):
  /// SumCalc makes its own directories in it, never it. Nil for a `--state-file`.
  public var stateBase: String?
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
  /// Delays longer than a day are surely a typo (and a huge number would overflow `Duration`).
  static let longestDelay = 86_400

  /// Reads `arguments` (without the program name) against `environment`. `passwordHome` gives the
  /// home directory from the password database, asked only where `HOME` is unset or relative.
  /// The order of the options never matters: every one is read before `--help` or `--version` is
  /// answered, and the language of a message or of the help is the one `--lang` names, wherever it
  /// stands. The first problem is the one reported. Where the character set is not UTF-8
  /// (`characterSetIsUTF8` false), help and messages are in English, as the screens are.
  public static func parse(
    _ arguments: [String], environment: (String) -> String?, characterSetIsUTF8: Bool = true,
    passwordHome: () -> String? = { nil }
  ) -> Result<LaunchCommand, UsageError> {
    var options = LaunchOptions()
    options.localeLanguage = Language.preferred(environment: environment)
    options.language = options.localeLanguage
    options.colorWanted = (environment("NO_COLOR") ?? "").isEmpty
    let defaultState = DefaultStateFile(environment: environment, passwordHome: passwordHome)
    options.stateFile = defaultState?.path
    options.stateBase = defaultState?.base
    options.stateHasNoHome = options.stateFile == nil
    var asked: LaunchCommand?
    var problem: ((Localizer) -> String)?
    var remaining = arguments[...]

    func fail(_ message: @escaping (Localizer) -> String) {
      if problem == nil { problem = message }
    }

    while let argument = remaining.popFirst() {
      // `--` ends the options; SumCalc takes no operands, before it or after.
      if argument == "--" {
        if let operand = remaining.first { fail { $0.unexpectedOperand(operand) } }
        break
      }
      // An option is told by its first byte, as getopt tells it (`-` and a combining mark is one).
      if argument.utf8.first != UInt8(ascii: "-") || argument == "-" {
        fail { $0.unexpectedOperand(argument) }
        continue
      }
      // `--name=value` is the same as `--name value`.
      let equals = argument.utf8.firstIndex(of: UInt8(ascii: "="))
      let name = equals.map { String(decoding: argument.utf8[..<$0], as: UTF8.self) } ?? argument
      let inline = equals.map { String(decoding: argument.utf8[argument.utf8.index(after: $0)...], as: UTF8.self) }
      func value() -> String? { inline ?? remaining.popFirst() }

      if inline != nil, ["--help", "-h", "--version", "--no-color", "--no-state"].contains(name) {
        fail { $0.unexpectedValue(name) }
        continue
      }
      switch name {
      case "--help", "-h": asked = .help(.en)
      case "--version": if asked == nil { asked = .version }
      case "--no-color": options.colorWanted = false
      case "--no-state":
        options.stateFile = nil
        options.stateBase = nil
        options.stateHasNoHome = false
      case "--state-file":
        guard let path = value(), !path.isEmpty else {
          fail { $0.missingValue(name) }
          continue
        }
        options.stateFile = path
        options.stateBase = nil
        options.stateHasNoHome = false
      case "--lang":
        guard let code = value() else {
          fail { $0.missingValue(name) }
          continue
        }
        guard let language = Language(rawValue: code) else {
          fail { $0.badLanguage(code) }
          continue
        }
        options.language = language
        options.overrides.language = language
      case "--startup-delay", "--calc-delay":
        guard let text = value() else {
          fail { $0.missingValue(name) }
          continue
        }
        guard let seconds = DecimalSeconds(text),
          seconds.whole < longestDelay || (seconds.whole == longestDelay && !seconds.hasFraction)
        else {
          fail { $0.secondsOutOfRange(name, text, longestDelay) }
          continue
        }
        let delay = Duration.milliseconds(seconds.milliseconds)
        if name == "--startup-delay" {
          options.startupDelay = delay
        } else {
          options.overrides.calculationDelay = delay
        }
      default:
        fail { $0.badOption(argument) }
      }
    }
    let written = options.language.shown(characterSetIsUTF8: characterSetIsUTF8)
    if let problem {
      return .failure(UsageError(message: problem(Localizer(written)), language: written))
    }
    switch asked {
    case .help: return .success(.help(written))
    case .version: return .success(.version)
    default: return .success(.run(options))
    }
  }
}
