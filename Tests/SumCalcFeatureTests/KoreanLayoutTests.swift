import TerminalUI
import Testing

@testable import SumCalcFeature

/// Hangul takes two cells: the Korean calculator must measure in cells, so its keypad and
/// buttons stand where the cells say, centred, and the focus covers the whole button.
@MainActor
@Suite struct KoreanLayoutTests {
  @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 16)])
  func keypadAndButtonsAreAlignedInCells(size: Size) async throws {
    let korean = await ScreenScenario.calculatorEmpty.harness(language: .ko, size: size).render()
    let english = await ScreenScenario.calculatorEmpty.harness(language: .en, size: size).render()
    // The keypad stands in the same cells as in English: only the words around it changed.
    for row in 0..<size.height where english.lines[row].contains("[ 1 ]") || english.lines[row].contains("[ 0 ]") {
      #expect(korean.lines[row] == english.lines[row])
    }
    let buttonRow = try #require(korean.lines.firstIndex { $0.contains("[ 합계 계산 ]") })
    // `[ 합계 계산 ]` is 13 cells, `[ 초기화 ]` 10, four cells apart: 27 cells, centred.
    let start = (size.width - 27) / 2
    #expect(cells(korean, x: start, y: buttonRow, width: 13) == "[ 합계 계산 ]")
    #expect(cells(korean, x: start + 17, y: buttonRow, width: 10) == "[ 초기화 ]")
    #expect(cells(korean, x: 0, y: buttonRow, width: start).allSatisfy { $0 == " " })
    #expect(cells(korean, x: start + 27, y: buttonRow, width: size.width - start - 27).allSatisfy { $0 == " " })
    // Each syllable is a cell plus a continuation cell.
    #expect(korean[start + 2, buttonRow].text == "합")
    #expect(korean[start + 3, buttonRow].isContinuation)
    // The focus covers the 13 cells of the button, the cursor inside its brackets.
    #expect(
      styleRow(korean, buttonRow)
        == Substring(
          String(repeating: ".", count: start) + String(repeating: "A", count: 13)
            + String(repeating: ".", count: size.width - start - 13)))
    #expect(korean.cursor == Point(x: start + 2, y: buttonRow))
    // Every row is exactly the terminal's width in cells.
    #expect(korean.lines.allSatisfy { $0.cellWidth == size.width })
  }

  @Test func captionAndPromptAreCentredInCells() async throws {
    let buffer = await ScreenScenario.calculatorEmpty.harness(language: .ko, size: Size(width: 80, height: 24)).render()
    let caption = "계산기가 숫자를 더합니다"  // 24 cells
    let row = try #require(buffer.lines.firstIndex { $0.contains(caption) })
    #expect(cells(buffer, x: 28, y: row, width: 24) == caption)
    let prompt = "숫자를 입력하세요"  // 17 cells, centred as the result line does: as if 24 wide
    let promptRow = try #require(buffer.lines.firstIndex { $0.contains(prompt) })
    #expect(cells(buffer, x: 28, y: promptRow, width: 17) == prompt)
  }
}
