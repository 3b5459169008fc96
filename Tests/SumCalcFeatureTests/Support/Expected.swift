import Testing

/// Exhaustive assertions on a whole state value, in the style of The Composable Architecture:
/// each `check` states how the state changed since the last one, and any difference anywhere —
/// in a field the test did not think of too — fails. After a mismatch the actual state becomes
/// the expectation, so one mistake reports once.
struct Expected<State: Equatable> {
  private(set) var state: State

  init(_ state: State) {
    self.state = state
  }

  mutating func check(
    _ actual: State, _ change: (inout State) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    change(&state)
    #expect(actual == state, sourceLocation: sourceLocation)
    state = actual
  }
}
