/// Something that draws itself into a rectangle of a buffer. Widgets are values built fresh for
/// each frame from state; they hold no state of their own and never touch the terminal.
public protocol Widget {
  /// Draws the widget inside `area` of `buffer`, and nowhere else.
  func render(in area: Rect, into buffer: inout Buffer)
}

extension Alignment {
  /// The column at which content `width` cells wide starts inside `area`.
  func start(of width: Int, in area: Rect) -> Int {
    switch self {
    case .start: area.x
    case .center: area.x + max(0, area.width - width) / 2
    case .end: area.x + max(0, area.width - width)
    }
  }
}
