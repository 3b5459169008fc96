import Testing

@testable import SumCalcFeature

/// Bad usage: one clear line that names the problem, in the user's language.
@Suite struct LaunchOptionsUsageErrorTests {
  private func failure(_ arguments: [String], _ environment: [String: String] = [:]) -> UsageError? {
    guard case .failure(let error) = LaunchOptions.parse(arguments, environment: environment) else { return nil }
    return error
  }

  @Test(arguments: [
    (["--frobnicate"], "unknown option '--frobnicate'"),
    (["--startup-delay=1", "extra"], "sumcalc takes no operands, not 'extra'"),
    (["--", "extra"], "sumcalc takes no operands, not 'extra'"),
    (["--no-color", "--", "--lang"], "sumcalc takes no operands, not '--lang'"),
    (["-"], "sumcalc takes no operands, not '-'"),
    (["--startup-delay", "86400.5"], "--startup-delay: 86400.5 is more than 86400 seconds"),
    (["-x"], "unknown option '-x'"),
    (["--lang"], "option '--lang' needs a value"),
    (["--startup-delay"], "option '--startup-delay' needs a value"),
    (["--no-color", "--calc-delay"], "option '--calc-delay' needs a value"),
    (["--state-file"], "option '--state-file' needs a value"),
    (["--state-file="], "option '--state-file' needs a value"),
    (["--startup-delay", "-1"], "option '--startup-delay' takes seconds as a number that is 0 or more, not '-1'"),
    (["--calc-delay=-0.5"], "option '--calc-delay' takes seconds as a number that is 0 or more, not '-0.5'"),
    (["--calc-delay", "abc"], "option '--calc-delay' takes seconds as a number that is 0 or more, not 'abc'"),
    (["--calc-delay", "3s"], "option '--calc-delay' takes seconds as a number that is 0 or more, not '3s'"),
    (["--startup-delay", "nan"], "option '--startup-delay' takes seconds as a number that is 0 or more, not 'nan'"),
    (["--startup-delay", "inf"], "option '--startup-delay' takes seconds as a number that is 0 or more, not 'inf'"),
    (["--calc-delay="], "option '--calc-delay' takes seconds as a number that is 0 or more, not ''"),
    (["--calc-delay", "0x10"], "option '--calc-delay' takes seconds as a number that is 0 or more, not '0x10'"),
    (["--calc-delay", "1e2"], "option '--calc-delay' takes seconds as a number that is 0 or more, not '1e2'"),
    (["--calc-delay", "."], "option '--calc-delay' takes seconds as a number that is 0 or more, not '.'"),
    (["--calc-delay", "1.2.3"], "option '--calc-delay' takes seconds as a number that is 0 or more, not '1.2.3'"),
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
    #expect(failure(["--calc-delay", "86401"])?.message == "--calc-delay: 86401 is more than 86400 seconds")
    #expect(failure(["--calc-delay", "1e300"])?.message.contains("'1e300'") == true)
  }

  @Test func theFirstProblemIsReported() {
    #expect(failure(["--bogus", "--lang", "fr"])?.message == "unknown option '--bogus'")
  }

  @Test func theMessageIsInTheUsersLanguage() {
    let russian = failure(["--frobnicate"], ["LANG": "ru_RU.UTF-8"])
    #expect(russian?.message == "неизвестный параметр «--frobnicate»")
    #expect(russian?.language == .ru)
    let korean = failure(["--lang", "ko", "--calc-delay", "x"])
    #expect(korean?.message == "옵션 '--calc-delay'에는 0 이상의 초 단위 숫자가 필요합니다: 'x'")
    #expect(korean?.language == .ko)
  }

  @Test(arguments: Language.allCases)
  func theHelpHintNamesHelp(language: Language) {
    #expect(Localizer(language).seeHelp.contains("sumcalc --help"))
  }
}
