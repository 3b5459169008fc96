/// What the loading screen shows beyond its fixed words, as one value.
public struct LoadingState: Hashable, Sendable {
  /// The session is being read (the spinner turns); false once the read has ended.
  public var isReading = true

  public init(isReading: Bool = true) {
    self.isReading = isReading
  }
}
