extension Buffer {
  /// Blanks every cell of `area` in `style`: a panel's background, a row highlighted from edge to
  /// edge, a modal's box cleared over what was below.
  public mutating func fill(_ area: Rect, style: Style = .plain) {
    let area = area.intersection(bounds)
    guard !area.isEmpty else { return }
    let blanks = String(repeating: " ", count: area.width)
    for y in area.y..<area.maxY { write(blanks, at: Point(x: area.x, y: y), style: style) }
  }

  /// Gives every cell of `area` the look `change` makes of its own, keeping its text: a screen
  /// dimmed under a modal (`restyle(bounds) { $0.role = .dim }`).
  public mutating func restyle(_ area: Rect, _ change: (inout Style) -> Void) {
    let area = area.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { change(&cells[y * size.width + x].style) }
    }
  }
}
