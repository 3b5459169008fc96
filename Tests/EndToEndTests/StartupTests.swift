import Foundation
import Testing

extension EndToEnd {
  @Suite("Start-up")
  struct StartupTests {
    @Test("The loading screen shows for the start-up delay, ignores digits, then the calculator shows")
    func loadingThenCalculator() async throws {
      let startupDelay = 2.5
      let launched = Date()
      let session = try TmuxSession(Calculator.arguments(startupDelay: startupDelay))
      defer { session.close() }

      let loading = try await session.waitFor(text: Calc.loading, settled: false)  // its spinner turns
      #expect(loading.hasLine(Calc.loading))
      #expect(!loading.contains(Calc.enterNumbers), "\(loading)")
      #expect(!loading.contains(Calc.key(7)), "\(loading)")
      // Keys other than quit are ignored on the loading screen (checked only when there is time
      // left for the key to arrive while it still shows).
      let typedWhileLoading = Date().timeIntervalSince(launched) < startupDelay - 1
      if typedWhileLoading { try session.type("5") }

      let calculator = try await session.waitForCalculator(result: Calc.enterNumbers, timeout: 15)
      let elapsed = Date().timeIntervalSince(launched)
      #expect(elapsed >= startupDelay, "the calculator came after \(elapsed) s, before the start-up delay")
      #expect(!calculator.contains(Calc.loading), "\(calculator)")
      #expect(calculator.hasLine(Calc.caption), "\(calculator)")
      // The 5 typed while loading did not count: a 6 typed now is the list's first number.
      try session.type("6")
      try await session.waitForResult("6")
    }

    @Test("The pane is in SGR 1006 mouse mode on the alternate screen while SumCalc runs")
    func terminalModesWhileRunning() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      #expect(try session.format("#{alternate_on}") == "1")
      #expect(try session.format("#{mouse_sgr_flag}") == "1")
    }

    @Test("The installed build loads no C++ runtime or ncurses, and nothing from beside itself")
    func whatTheProgramLoads() throws {
      let binary = try SumCalcBinary.path()
      guard !SumCalcBinary.isDebugBuild else { return }
      let dynamic = try ProcessRunner.run("/usr/bin/readelf", ["-d", binary])
      #expect(dynamic.status == 0)
      #expect(dynamic.stdout.contains("libc.so"))
      for library in ["libstdc++.so", "libgcc_s.so", "libncursesw.so", "libtinfo.so"] {
        #expect(!dynamic.stdout.contains(library), "\(library) is linked in (Makefile, RELEASE)")
      }
      #expect(!dynamic.stdout.contains("RUNPATH"), "nothing is loaded from beside the binary")
    }
  }
}
