import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// Every screen in every language at 80×24 and 40×16, compared in full with the files in
/// `Snapshots/` (`SNAPSHOT_RECORD=1` rewrites them), plus the too-small error at a size that causes
/// it. Read a file to see a screen: `Snapshots/en-80x24-sumWithTape.txt`.
@MainActor
@Suite struct ScreenSnapshotTests {
  static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 16)]

  @Test(arguments: Language.allCases, ScreenScenario.allCases)
  func everyScreen(language: Language, scenario: ScreenScenario) async {
    for size in Self.sizes {
      let harness = await scenario.harness(language: language, size: size)
      let buffer = harness.render()
      SnapshotFile.expect(buffer, named: "\(language.rawValue)-\(size.width)x\(size.height)-\(scenario)")
      // Every row is exactly the terminal's width in cells: no wide character cut or doubled.
      #expect(buffer.lines.allSatisfy { $0.cellWidth == size.width }, "\(language) \(scenario) at \(size)")
    }
  }

  @Test(arguments: Language.allCases)
  func terminalTooSmall(language: Language) async {
    let harness = await ScreenScenario.expression123.harness(language: language, size: Size(width: 80, height: 24))
    harness.resize(Size(width: 22, height: 12))
    #expect(harness.route == .calculator(harness.calculator), "too small is the view's business: the route stays")
    SnapshotFile.expect(harness.render(), named: "\(language.rawValue)-22x12-terminalTooSmall")
  }
}
