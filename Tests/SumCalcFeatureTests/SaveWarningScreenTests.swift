import Foundation
import SumCalcModel
import TerminalUI
import TerminalUITesting
import Testing

@testable import SumCalcFeature

/// A save that fails shows one line in the error colour under the buttons; the calculator stays.
@MainActor
@Suite struct SaveWarningScreenTests {
  private func failingSave(size: Size) async -> ScreenHarness {
    let store = MemorySessionStore()
    await store.failSaves(with: "read-only file system")
    let harness = ScreenHarness(size: size, store: store)
    await harness.finishLoading()
    harness.type("12")
    #expect(await until { harness.calculator.state.changesNotSaved })
    return harness
  }

  @Test func theWarningIsOneLineInTheErrorColour() async throws {
    let harness = await failingSave(size: Size(width: 80, height: 24))
    let buffer = harness.render()
    let warning = "Not saved: /state/sumcalc/state.json: read-only file system"
    let row = try #require(buffer.lines.firstIndex { $0.contains(warning) })
    let buttons = try #require(buffer.lines.firstIndex { $0.contains("[ Calculate sum ]") })
    #expect(row > buttons)
    #expect(styleRow(buffer, row).filter { $0 == "e" }.count == warning.count)
    #expect(buffer.text.contains("1 + 2"))
  }

  @Test func onANarrowTerminalThePathGivesWayFirst() async throws {
    let harness = await failingSave(size: Size(width: 40, height: 16))
    let buffer = harness.render()
    // One row for the notice here: the path goes, the reason shows whole.
    let row = try #require(buffer.lines.firstIndex { $0.contains("Not saved:") })
    #expect(buffer.lines[row].trimmingCharacters(in: .whitespaces) == "Not saved: …: read-only file system")
    #expect(!buffer.lines[row + 1].contains("read-only"))
  }

  @Test func withRoomTheWarningTakesTwoLinesAndTheTapeOneFewer() async throws {
    let harness = await failingSave(size: Size(width: 40, height: 24))
    let buffer = harness.render()
    let row = try #require(buffer.lines.firstIndex { $0.contains("Not saved:") })
    #expect(buffer.lines[row].trimmingCharacters(in: .whitespaces) == "Not saved: /state/sumcalc/state.json:")
    #expect(buffer.lines[row + 1].trimmingCharacters(in: .whitespaces) == "read-only file system")
  }
}
