import Testing

@testable import SumCalcCommandLine

@Suite("The default state file")
struct DefaultStateFileTests {
  private func path(_ environment: [String: String]) -> String? {
    DefaultStateFile(environment: { environment[$0] })?.path
  }

  @Test("the directory that must exist: the home, or where XDG_STATE_HOME lies (its parent outside the home)")
  func theBaseIsTheHomeOrTheStateHomesParent() {
    func base(_ environment: [String: String]) -> String? {
      DefaultStateFile(environment: { environment[$0] })?.base
    }
    #expect(base(["HOME": "/home/u/"]) == "/home/u")
    #expect(base(["XDG_STATE_HOME": "/home/u/.local/state", "HOME": "/home/u"]) == "/home/u")
    #expect(base(["XDG_STATE_HOME": "/x/state/", "HOME": "/home/u"]) == "/x")
    #expect(base(["XDG_STATE_HOME": "/home/user2/state", "HOME": "/home/u"]) == "/home/user2")
    #expect(base(["XDG_STATE_HOME": "/state"]) == "/")
    // Paths compare as bytes, as the file system compares them: a combining mark after a slash is
    // a name in the home, and `é` written two ways is two directories.
    #expect(base(["XDG_STATE_HOME": "/home/u/\u{301}x", "HOME": "/home/u"]) == "/home/u")
    #expect(base(["XDG_STATE_HOME": "/home/e\u{301}/s", "HOME": "/home/\u{E9}"]) == "/home/e\u{301}")
    #expect(path(["HOME": "/\u{301}x"]) == "/\u{301}x/.local/state/sumcalc/state.json")
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
