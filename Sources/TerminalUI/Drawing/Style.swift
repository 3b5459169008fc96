/// What a cell's colour means; the backend maps each role to a colour pair, or to an attribute
/// when the terminal is monochrome, so the core never names a colour.
public enum ColorRole: Int, Hashable, Sendable, CaseIterable {
  /// The terminal's own colours.
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
  /// What its colour means.
  public var role: ColorRole
  /// Drawn bold (brighter on many terminals).
  public var bold: Bool
  /// Foreground and background swapped.
  public var reverse: Bool

  /// A style of `role`, bold and reversed as asked.
  public init(role: ColorRole = .normal, bold: Bool = false, reverse: Bool = false) {
    self.role = role
    self.bold = bold
    self.reverse = reverse
  }

  /// The terminal's own colours.
  public static let plain = Style()
  /// What matters most on the screen (a result, a title).
  public static let accent = Style(role: .accent, bold: true)
  /// What can be passed over (hints, what cannot be used now).
  public static let dim = Style(role: .dim)
  /// What went wrong.
  public static let error = Style(role: .error, bold: true)
  /// The focused control: reverse video works with and without colour.
  public static let focused = Style(role: .accent, bold: true, reverse: true)
}
