import Foundation
import Testing

extension EndToEnd {
  @Suite("Languages")
  struct LanguageTests {
    @Test("--lang ru: Введите числа; 1, 2, Enter gives Сумма чисел: 3")
    func russian() async throws {
      let caption = "Калькулятор считает сумму чисел"
      let session = try TmuxSession(Calculator.arguments(["--lang", "ru"]))
      defer { session.close() }
      try await session.waitFor("Введите числа and both buttons", timeout: 15) {
        $0.resultLine(caption: caption) == "Введите числа" && $0.contains("[ Посчитать сумму ]")
          && $0.contains("[ Сброс ]")
      }
      try session.type("1")
      try session.type("2")
      try await session.waitFor("1 + 2") { $0.resultLine(caption: caption) == "1 + 2" }
      try session.press("Enter")
      try await session.waitFor("Сумма чисел: 3") { $0.resultLine(caption: caption) == "Сумма чисел: 3" }
    }

    @Test("LANG=ko_KR.UTF-8: the Korean screen, keypad in the English columns, buttons centred")
    func koreanFromLANG() async throws {
      let english = try await Calculator.start()
      let englishScreen = try english.capture()
      english.close()

      let caption = "계산기가 숫자를 더합니다"
      let session = try TmuxSession(Calculator.arguments(), extraEnvironment: ["LANG": "ko_KR.UTF-8"])
      defer { session.close() }
      let calculate = "[ 합계 계산 ]"
      let reset = "[ 초기화 ]"
      // The whole screen: the result line, every key, both buttons and the hint's last words.
      let korean = try await session.waitFor("the whole Korean calculator", timeout: 15) { screen in
        screen.resultLine(caption: caption) == "숫자를 입력하세요" && screen.hasLine(caption)
          && (0...9).allSatisfy { screen.contains(Calc.key($0)) } && screen.contains(calculate)
          && screen.contains(reset) && screen.nonEmptyLines.last?.hasSuffix("q 종료") == true
      }

      // Every key where the English screen has it, so 1 4 7, 2 5 8 0 and 3 6 9 share columns.
      for digit in 0...9 {
        let here = try #require(korean.find(Calc.key(digit)), "\(korean)")
        let there = try #require(englishScreen.find(Calc.key(digit)), "\(englishScreen)")
        #expect(here.column == there.column, "[ \(digit) ] at \(here), in English at \(there)")
      }
      let zero = try #require(korean.find(Calc.key(0)))
      let eight = try #require(korean.find(Calc.key(8)))
      #expect(zero.column == eight.column && zero.row > eight.row, "[ 0 ] under [ 8 ]:\(korean)")

      // The caption and the button row are centred, in cells (Hangul takes two).
      for text in [caption, calculate] {
        let row = try #require(korean.rows(containing: text).first)
        let line = korean.lines[row]
        let left = line.prefix { $0 == " " }.count
        let right = 80 - line.cellWidth
        #expect(abs(left - right) <= 1, "\(line.trimmed.debugDescription): \(left) cells left, \(right) right")
      }
      #expect(korean.rows(containing: calculate) == korean.rows(containing: reset), "the buttons share a row")
    }
  }
}
