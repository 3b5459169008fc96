/// What a cell's colour means; the backend maps each role to a colour pair, or to an attribute
/// when the terminal is monochrome, so the core never names a colour.
public enum ColorRole: Int, Hashable, Sendable, CaseIterable {
  case normal
  /// The result and the focused control.
  case accent
  /// Hints and disabled controls.
  case dim
  /// Error messages.
  case error
}

/// How a cell is drawn.
public struct Style: Hashable, Sendable {
  public var role: ColorRole
  public var bold: Bool
  public var reverse: Bool

  public init(role: ColorRole = .normal, bold: Bool = false, reverse: Bool = false) {
    self.role = role
    self.bold = bold
    self.reverse = reverse
  }

  public static let plain = Style()
  public static let accent = Style(role: .accent, bold: true)
  public static let dim = Style(role: .dim)
  public static let error = Style(role: .error, bold: true)
  /// The focused control: reverse video works with and without colour.
  public static let focused = Style(role: .accent, bold: true, reverse: true)
}
