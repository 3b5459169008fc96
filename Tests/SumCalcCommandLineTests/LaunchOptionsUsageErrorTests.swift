import SumCalcFeature
import SumCalcModel
import Testing

@testable import SumCalcCommandLine

/// Bad usage: one clear line that names the problem, in the user's language.
@Suite struct LaunchOptionsUsageErrorTests {
  private func failure(_ arguments: [String], _ environment: [String: String] = [:]) -> UsageError? {
    guard case .failure(let error) = LaunchOptions.parse(arguments, environment: { environment[$0] }) else {
      return nil
    }
    return error
  }

  @Test(arguments: [
    (["--frobnicate"], "unknown option '--frobnicate'"),
    (["--startup-delay=1", "extra"], "unexpected operand 'extra' (only options are taken)"),
    (["--", "extra"], "unexpected operand 'extra' (only options are taken)"),
    (["--no-color", "--", "--lang"], "unexpected operand '--lang' (only options are taken)"),
    (["-"], "unexpected operand '-' (only options are taken)"),
    (["--startup-delay", "86400.5"], "option '--startup-delay' takes seconds from 0 to 86400, not '86400.5'"),
    (["-x"], "unknown option '-x'"),
    (["-\u{301}"], "unknown option '-\u{301}'"),  // an option by its first byte, as getopt tells one
    (["--lang"], "option '--lang' needs a value"),
    (["--startup-delay"], "option '--startup-delay' needs a value"),
    (["--no-color", "--calc-delay"], "option '--calc-delay' needs a value"),
    (["--state-file"], "option '--state-file' needs a value"),
    (["--state-file="], "option '--state-file' needs a value"),
    (["--startup-delay", "-1"], "option '--startup-delay' takes seconds from 0 to 86400, not '-1'"),
    (["--calc-delay=-0.5"], "option '--calc-delay' takes seconds from 0 to 86400, not '-0.5'"),
    (["--calc-delay", "abc"], "option '--calc-delay' takes seconds from 0 to 86400, not 'abc'"),
    (["--calc-delay", "3s"], "option '--calc-delay' takes seconds from 0 to 86400, not '3s'"),
    (["--startup-delay", "nan"], "option '--startup-delay' takes seconds from 0 to 86400, not 'nan'"),
    (["--startup-delay", "inf"], "option '--startup-delay' takes seconds from 0 to 86400, not 'inf'"),
    (["--calc-delay="], "option '--calc-delay' takes seconds from 0 to 86400, not ''"),
    (["--calc-delay", "0x10"], "option '--calc-delay' takes seconds from 0 to 86400, not '0x10'"),
    (["--calc-delay", "1e2"], "option '--calc-delay' takes seconds from 0 to 86400, not '1e2'"),
    (["--calc-delay", "."], "option '--calc-delay' takes seconds from 0 to 86400, not '.'"),
    (["--calc-delay", "1.2.3"], "option '--calc-delay' takes seconds from 0 to 86400, not '1.2.3'"),
    (["--lang", "fr"], "unknown language 'fr' (choose en, ru or ko)"),
    (["--lang=EN"], "unknown language 'EN' (choose en, ru or ko)"),
  ])
  func badUsageNamesTheProblem(arguments: [String], message: String) {
    let error = failure(arguments)
    #expect(error?.message == message)
    #expect(error?.language == .en)
    #expect(error.map { !$0.message.contains("\n") } == true)  // one line
  }

  @Test func anAbsurdlyLongDelayIsRefused() {
    #expect(
      failure(["--calc-delay", "86401"])?.message == "option '--calc-delay' takes seconds from 0 to 86400, not '86401'")
    #expect(failure(["--calc-delay", "1e300"])?.message.contains("'1e300'") == true)
  }

  @Test func theFirstProblemIsReported() {
    #expect(failure(["--bogus", "--lang", "fr"])?.message == "unknown option '--bogus'")
    #expect(
      failure(["--calc-delay", "-1", "--bogus"])?.message
        == "option '--calc-delay' takes seconds from 0 to 86400, not '-1'")
  }

  @Test("where the character set is not UTF-8, help and messages are English; the run keeps the language asked for")
  func englishWhereNotUTF8() {
    #expect(
      LaunchOptions.parse(["--lang", "ru", "--help"], environment: { _ in nil }, characterSetIsUTF8: false)
        == .success(.help(.en)))
    let error = LaunchOptions.parse(
      ["--bogus"], environment: { ["LANG": "ru_RU.KOI8-R"][$0] }, characterSetIsUTF8: false)
    #expect(error == .failure(UsageError(message: "unknown option '--bogus'", language: .en)))
    guard
      case .success(.run(let options)) = LaunchOptions.parse(
        ["--lang", "ko"], environment: { _ in nil }, characterSetIsUTF8: false)
    else {
      Issue.record("runs")
      return
    }
    #expect(options.language == .ko, "the program says at exit that it spoke English")
  }

  @Test("the order of the options never matters: --lang counts wherever it stands, --help waits for all")
  func orderDoesNotMatter() {
    for arguments in [["--help", "--lang", "ru"], ["--lang", "ru", "--help"], ["-h", "--lang=ru", "--no-color"]] {
      #expect(LaunchOptions.parse(arguments, environment: { _ in nil }) == .success(.help(.ru)), "\(arguments)")
    }
    #expect(LaunchOptions.parse(["--version", "--help"], environment: { _ in nil }) == .success(.help(.en)))
    #expect(LaunchOptions.parse(["--help", "--version"], environment: { _ in nil }) == .success(.help(.en)))
    #expect(failure(["--help", "--bogus"])?.message == "unknown option '--bogus'", "help after checking every option")
    #expect(failure(["--bogus", "--help"])?.message == "unknown option '--bogus'")
    let russian = failure(["--frobnicate", "--lang", "ru"])
    #expect(russian?.message == "неизвестный параметр «--frobnicate»" && russian?.language == .ru)
  }

  @Test func theMessageIsInTheUsersLanguage() {
    let russian = failure(["--frobnicate"], ["LANG": "ru_RU.UTF-8"])
    #expect(russian?.message == "неизвестный параметр «--frobnicate»")
    #expect(russian?.language == .ru)
    let korean = failure(["--lang", "ko", "--calc-delay", "x"])
    #expect(korean?.message == "옵션 '--calc-delay'에는 0부터 86400까지의 초가 필요합니다: 'x'")
    #expect(korean?.language == .ko)
  }

  @Test(arguments: Language.allCases)
  func theHelpHintNamesHelp(language: Language) {
    #expect(Localizer(language).seeHelp.contains("sumcalc --help"))
  }
}
