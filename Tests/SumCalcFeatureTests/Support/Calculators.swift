import SumCalcModel
import TerminalUITesting

@testable import SumCalcFeature

/// A calculator over a session of its own holding `data` in `store` (and `problem`, why it is not
/// saved, if so), a calculation taking `delay` on `clock`: for tests that draw or drive one
/// calculator without a router.
@MainActor
func calculatorViewModel(
  _ data: CalculatorData = CalculatorData(), problem: SaveProblem? = nil, store: any SessionStore = NoSessionStore(),
  delay: Duration = .zero, clock: ManualClock = ManualClock()
) -> CalculatorViewModel {
  let session = Session(store: store, overrides: SettingsOverrides(calculationDelay: delay), localeLanguage: .en)
  session.restore(SavedSession(data: data), problem: problem)
  return CalculatorViewModel(session: session, clock: clock)
}
