import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// The texts SPEC fixes, the seed's own Russian, and values filled in where they belong. (That every
/// language has every text with the right values is checked by the compiler: `Strings`.)
@Suite struct LocalizationTests {
  @Test func englishStringsAreTheSpecs() {
    let strings = Localizer(.en)
    #expect(strings.loading == "Please wait, the calculator is turning on...")
    #expect(strings.enterNumbers == "Enter numbers")
    #expect(strings.caption == "The calculator adds up numbers")
    #expect(strings.calculateSum == "Calculate sum")
    #expect(strings.reset == "Reset")
    #expect(strings.noNumbers == "No numbers were entered")
    #expect(strings.sumOfNumbers(6) == "Sum of numbers: 6")
    #expect(strings.retry == "Retry")
    #expect(strings.startFresh == "Start fresh")
  }

  @Test func russianUsesTheSeedsOwnStrings() {
    let strings = Localizer(.ru)
    #expect(strings.loading == "Пожалуйста, подождите, калькулятор включается...")
    #expect(strings.enterNumbers == "Введите числа")
    #expect(strings.calculateSum == "Посчитать сумму")
    #expect(strings.reset == "Сброс")
    #expect(strings.noNumbers == "Числа не вводились")
    #expect(strings.sumOfNumbers(6) == "Сумма чисел: 6")
    #expect(strings.caption == "Калькулятор считает сумму чисел")
  }

  @Test func argumentsAreFilledInInOrder() {
    #expect(Localizer(.ko).sumOfNumbers(36) == "숫자의 합: 36")
    #expect(
      Localizer(.en).tooSmallBody("30×8", "20×6")
        == "SumCalc needs at least 30×8; the terminal is 20×6. Enlarge the window: SumCalc comes back as it was."
    )
    #expect(
      Localizer(.ru).secondsOutOfRange("--calc-delay", "abc", 86400)
        == "параметр «--calc-delay» принимает секунды от 0 до 86400, а не «abc»")
  }

  @Test(arguments: Language.allCases)
  func everySessionProblemIsDescribed(language: Language) {
    let strings = Localizer(language)
    let problems: [SessionProblem] = [
      .notJSON, .unknownVersion(9), .wrongContent, .notAFile(.directory), .notAFile(.fifo), .permissionDenied,
    ]
    let descriptions = problems.map(strings.describe)
    #expect(descriptions.allSatisfy { !$0.isEmpty })
    #expect(Set(descriptions).count == problems.count)
    #expect(descriptions[1].contains("9"))
    #expect(strings.describe(.other("disk full")) == "disk full")
  }

  /// A title is one line: at 80 columns the error screen's text column is 53 wide.
  @Test(arguments: Language.allCases)
  func errorTitlesFitOneLineAt80Columns(language: Language) {
    let strings = Localizer(language)
    let column = SumCalcContext.readableColumn(in: Rect(origin: .zero, size: Size(width: 80, height: 24))).width
    let titles = [strings.sessionUnreadableTitle, strings.sessionStillUnreadableTitle(99), strings.stateNotAFileTitle]
    for title in titles { #expect(title.cellWidth <= column, "\(title) is \(title.cellWidth) wide") }
  }

  @Test(arguments: [
    ("ru_RU.UTF-8", Language.ru), ("ko_KR.UTF-8", .ko), ("en_GB.UTF-8", .en), ("ru", .ru), ("RU_ru", .ru),
  ])
  func localeNamesPickTheirLanguage(name: String, language: Language) {
    #expect(Language(localeName: name) == language)
  }

  @Test(arguments: ["C", "C.UTF-8", "POSIX", "fr_FR.UTF-8", "", "rus"])
  func localeNamesWithoutOurLanguagePickNothing(name: String) {
    #expect(Language(localeName: name) == nil)
  }
}

extension LocalizationTests {
  @Test(
    "--help says the language and the delay it names are Settings' where nothing is given",
    arguments: [(Language.en, "Settings"), (.ru, "настройках"), (.ko, "설정")])
  func helpNamesSettingsDefaults(language: Language, settings: String) {
    let help = Localizer(language).helpText
    let options = help.split(separator: "\n").drop { !$0.contains("--calc-delay") }.prefix(4).joined(separator: "\n")
    #expect(options.components(separatedBy: settings).count == 3, "both options name Settings:\n\(options)")
  }
}
