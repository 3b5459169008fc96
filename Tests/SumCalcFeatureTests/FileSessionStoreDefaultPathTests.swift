import Testing

@testable import SumCalcFeature

@Suite("File session store: default path")
struct FileSessionStoreDefaultPathTests {
  private func path(_ environment: [String: String]) -> String? {
    FileSessionStore.defaultPath(environment: environment)?.path
  }

  @Test func theBaseIsTheHomeOrTheStateHome() {
    #expect(FileSessionStore.defaultPath(environment: ["HOME": "/home/u"])?.base == "/home/u")
    #expect(
      FileSessionStore.defaultPath(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"])?.base == "/x/state")
  }

  @Test func xdgStateHomeWins() {
    #expect(path(["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]) == "/x/state/sumcalc/state.json")
    #expect(path(["XDG_STATE_HOME": "/x/state/"]) == "/x/state/sumcalc/state.json")
    #expect(path(["XDG_STATE_HOME": "/"]) == "/sumcalc/state.json")
  }

  @Test(arguments: ["", "relative/state", "~/state", "./state"])
  func unusableXDGStateHomeFallsBackToHome(value: String) {
    #expect(path(["XDG_STATE_HOME": value, "HOME": "/home/u"]) == "/home/u/.local/state/sumcalc/state.json")
  }

  @Test func homeWithoutXDGStateHome() {
    #expect(path(["HOME": "/home/u"]) == "/home/u/.local/state/sumcalc/state.json")
    #expect(path(["HOME": "/home/u/"]) == "/home/u/.local/state/sumcalc/state.json")
    #expect(path(["HOME": "/"]) == "/.local/state/sumcalc/state.json")
  }

  @Test func nothingUsable() {
    #expect(path([:]) == nil)
    #expect(path(["HOME": ""]) == nil)
    #expect(path(["HOME": "relative"]) == nil)
    #expect(path(["XDG_STATE_HOME": "relative", "HOME": ""]) == nil)
    #expect(path(["XDG_CONFIG_HOME": "/x"]) == nil)
  }
}
