/// What the loading screen shows beyond its fixed words, as one value.
public struct LoadingState: Hashable, Sendable {
  /// The session is being read (the spinner turns); false before the read starts and once it
  /// has ended (the spinner stands still: nothing is being done).
  public var isReading = false

  public init(isReading: Bool = false) {
    self.isReading = isReading
  }
}
