import SumCalcModel
import Testing

@testable import SumCalcCommandLine

/// What SumCalc does with no options, from the environment, and with each option.
@Suite struct LaunchOptionsDefaultTests {
  /// The options a command line runs with; records an issue when it does not run.
  private func run(
    _ arguments: [String], _ environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) -> LaunchOptions? {
    guard case .success(.run(let options)) = LaunchOptions.parse(arguments, environment: { environment[$0] }) else {
      Issue.record(
        "\(arguments) did not run: \(LaunchOptions.parse(arguments, environment: { environment[$0] }))",
        sourceLocation: sourceLocation)
      return nil
    }
    return options
  }

  @Test func defaultsWithAnEmptyEnvironment() {
    let options = run([])
    #expect(options?.startupDelay == .seconds(3))
    #expect(options?.overrides == SettingsOverrides(), "nothing set for this run: the settings hold")
    #expect(options?.language == .en)
    #expect(options?.colorWanted == true)
    #expect(options?.stateFile == nil)  // no home to keep it in
    #expect(options?.stateHasNoHome == true)  // and the calculator will say so
  }

  @Test func withoutAUsableHomeThePasswordDatabaseGivesIt() {
    for environment in [[:], ["HOME": "relative/home"], ["XDG_STATE_HOME": "relative", "HOME": ""]] {
      let parsed = LaunchOptions.parse([], environment: { environment[$0] }, passwordHome: { "/home/pw" })
      guard case .success(.run(let options)) = parsed else {
        Issue.record("\(parsed)")
        continue
      }
      #expect(options.stateFile == "/home/pw/.local/state/sumcalc/state.json", "\(environment)")
      #expect(!options.stateHasNoHome)
    }
  }

  @Test func thePasswordDatabaseIsAskedOnlyWhenHomeIsNotUsable() {
    var asked = false
    _ = LaunchOptions.parse(
      [], environment: { ["HOME": "/home/u"][$0] },
      passwordHome: {
        asked = true
        return "/elsewhere"
      })
    #expect(!asked)
  }

  @Test func doubleDashEndsTheOptions() {
    #expect(run(["--no-color", "--"])?.colorWanted == false)
    #expect(run(["--"]) != nil)
    #expect(run(["--startup-delay", "86400"])?.startupDelay == .seconds(86400))
  }

  @Test func anExplicitChoiceIsNotAMissingHome() {
    #expect(run(["--no-state"])?.stateHasNoHome == false)
    #expect(run(["--state-file", "/tmp/s.json"])?.stateHasNoHome == false)
    #expect(run(["--state-file", "/tmp/s.json"])?.stateFile == "/tmp/s.json")
  }

  @Test(arguments: [
    (["LC_ALL": "ru_RU.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], Language.ru),
    (["LC_MESSAGES": "ko_KR.UTF-8", "LANG": "ru_RU.UTF-8"], .ko),
    (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ru_RU.UTF-8"], .ru),
    (["LANG": "ko"], .ko),
    // The first variable that is set decides, even for a language SumCalc lacks.
    (["LC_ALL": "fr_FR.UTF-8", "LANG": "ru_RU.UTF-8"], .en),
    (["LANG": "C.UTF-8"], .en),
    ([:], .en),
  ])
  func languageComesFromTheFirstLocaleVariableSet(environment: [String: String], language: Language) {
    #expect(run([], environment)?.language == language)
  }

  @Test func noColorInTheEnvironmentTurnsColourOff() {
    #expect(run([], ["NO_COLOR": "1"])?.colorWanted == false)
    #expect(run([], ["NO_COLOR": "anything"])?.colorWanted == false)
    #expect(run([], ["NO_COLOR": ""])?.colorWanted == true)
  }

  @Test func stateFileFollowsXDGThenHome() {
    #expect(run([], ["XDG_STATE_HOME": "/xdg", "HOME": "/home/u"])?.stateFile == "/xdg/sumcalc/state.json")
    #expect(run([], ["HOME": "/home/u"])?.stateFile == "/home/u/.local/state/sumcalc/state.json")
    #expect(run([], ["XDG_STATE_HOME": "", "HOME": "/home/u"])?.stateFile == "/home/u/.local/state/sumcalc/state.json")
    // XDG: a relative path is invalid and ignored.
    #expect(
      run([], ["XDG_STATE_HOME": "state", "HOME": "/home/u"])?.stateFile == "/home/u/.local/state/sumcalc/state.json")
  }

  @Test(arguments: [
    ("0", Duration.zero), ("1.5", .milliseconds(1500)), ("0.25", .milliseconds(250)), ("10", .seconds(10)),
    (".25", .milliseconds(250)), ("2.", .seconds(2)),
    ("3.", .seconds(3)), ("86400", .seconds(86_400)),
  ])
  func delaysTakeDecimalSeconds(text: String, delay: Duration) {
    let separate = run(["--startup-delay", text, "--calc-delay", text])
    #expect(separate?.startupDelay == delay)
    #expect(separate?.overrides.calculationDelay == delay)
    let inline = run(["--startup-delay=\(text)", "--calc-delay=\(text)"])
    #expect(inline?.startupDelay == delay)
    #expect(inline?.overrides.calculationDelay == delay)
  }

  @Test func eachDelayIsItsOwn() {
    let options = run(["--calc-delay", "0.5"])
    #expect(options?.startupDelay == .seconds(3))
    #expect(options?.overrides.calculationDelay == .milliseconds(500))
  }

  @Test func languageOptionOverridesTheEnvironment() {
    let korean = run(["--lang", "ko"], ["LANG": "ru_RU.UTF-8"])
    #expect(korean?.language == .ko && korean?.overrides.language == .ko && korean?.localeLanguage == .ru)
    #expect(run([], ["LANG": "ru_RU.UTF-8"])?.overrides.language == nil, "the locale is no override of a choice")
    #expect(run(["--lang=ru"])?.language == .ru)
    #expect(run(["--lang", "en"], ["LC_ALL": "ru_RU.UTF-8"])?.language == .en)
  }

  @Test func colourAndStateOptions() {
    #expect(run(["--no-color"])?.colorWanted == false)
    #expect(run(["--state-file", "/tmp/s.json"], ["HOME": "/home/u"])?.stateFile == "/tmp/s.json")
    #expect(run(["--state-file=/tmp/t.json"])?.stateFile == "/tmp/t.json")
    #expect(run(["--no-state"], ["HOME": "/home/u"])?.stateFile == nil)
  }

  @Test func optionsCombine() {
    let options = run(["--no-color", "--lang=ko", "--startup-delay", "0", "--calc-delay=0.1", "--state-file", "s.json"])
    #expect(options?.colorWanted == false)
    #expect(options?.language == .ko)
    #expect(options?.startupDelay == .zero)
    #expect(options?.overrides.calculationDelay == .milliseconds(100))
    #expect(options?.stateFile == "s.json")
  }

  @Test func helpAndVersion() {
    #expect(LaunchOptions.parse(["--help"], environment: { _ in nil }) == .success(.help(.en)))
    #expect(LaunchOptions.parse(["-h"], environment: { ["LANG": "ru_RU.UTF-8"][$0] }) == .success(.help(.ru)))
    #expect(LaunchOptions.parse(["--lang", "ko", "--help"], environment: { _ in nil }) == .success(.help(.ko)))
    #expect(LaunchOptions.parse(["--version"], environment: { _ in nil }) == .success(.version))
    #expect(LaunchOptions.parse(["--no-color", "--version"], environment: { _ in nil }) == .success(.version))
    #expect(SumCalcVersion.current == "sumcalc 1.0.0")
  }
}
