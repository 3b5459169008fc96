import SumCalcFeature

extension CalculatorState {
  /// This state of a calculator that keeps its session at `path` (a save notice names it).
  public func kept(at path: String?) -> CalculatorState {
    var state = self
    state.sessionFile = path
    return state
  }
}
