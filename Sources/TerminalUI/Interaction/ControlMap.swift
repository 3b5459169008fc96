/// The controls of a laid-out screen and where each one is: used to hit-test the mouse, to place
/// the focus highlight and cursor, and to move the focus. The order of `add` is the Tab order.
/// Its lookups are inlinable, so the screens that use them get them specialised for their own
/// control type instead of the generic code, which cost 0.1 M instructions at its first call.
///
/// ```swift
/// var controls = ControlMap<CounterControl>()
/// controls.add(.plus, at: Rect(x: 2, y: 4, width: 5, height: 1))
/// controls.add(.minus, at: Rect(x: 9, y: 4, width: 5, height: 1))
/// controls.control(at: Point(x: 10, y: 4))  // .minus
/// controls.next(after: .minus)  // .plus (Tab wraps around)
/// ```
public struct ControlMap<ID: Hashable & Sendable>: Sendable {
  /// Every control added, in Tab order, with its rectangle.
  public private(set) var entries: [(id: ID, rect: Rect)] = []
  /// Controls the mouse can press but the focus passes over (lines of a list, say).
  private var clickOnly: Set<ID> = []
  /// The keys that press a control wherever the focus is (`s` for `[ Save ]`).
  private var shortcuts: [Key: ID] = [:]
  /// The controls that are texts (`TextField`, `TextArea`), and which of them hold one line.
  private var texts: Set<ID> = []
  private var singleLineTexts: Set<ID> = []

  /// No controls yet.
  public init() {}

  /// Adds a control; one that is not `focusable` is hit by the mouse but skipped by Tab and arrows;
  /// `keys` press it from anywhere on the screen.
  public mutating func add(_ id: ID, at rect: Rect, focusable: Bool = true, keys: [Key] = []) {
    guard !rect.isEmpty else { return }  // a control cut off by a small terminal cannot be used
    entries.append((id, rect))
    if !focusable { clickOnly.insert(id) }
    for key in keys { shortcuts[key] = id }
  }

  /// Adds a text the user types into, which `TextKeys` edits: a field (`singleLine`) or an area.
  public mutating func addText(_ id: ID, at rect: Rect, singleLine: Bool) {
    guard !rect.isEmpty else { return }
    add(id, at: rect)
    texts.insert(id)
    if singleLine { singleLineTexts.insert(id) }
  }

  /// Whether `id` is a text, and whether one of one line: nil for any other control.
  public func textIsSingleLine(_ id: ID) -> Bool? {
    texts.contains(id) ? singleLineTexts.contains(id) : nil
  }

  /// The control `key` presses, if it is one's shortcut.
  public func control(pressedBy key: Key) -> ID? {
    shortcuts[key]
  }

  /// The controls the focus can rest on, in Tab order.
  private var focusable: [(id: ID, rect: Rect)] { entries.filter { !clickOnly.contains($0.id) } }

  /// The controls in the order they were added.
  public var ids: [ID] { entries.map(\.id) }

  /// Where `id` was drawn, if it was.
  @inlinable public func rect(of id: ID) -> Rect? {
    entries.first { $0.id == id }?.rect
  }

  /// The control under `point`, if any.
  @inlinable public func control(at point: Point) -> ID? {
    entries.last { $0.rect.contains(point) }?.id
  }

  /// The control `click` pressed: the one it went down and came up on (press, drag off, release:
  /// none).
  func control(clickedBy click: PressTracker.Click) -> ID? {
    guard let pressed = control(at: click.press), control(at: click.release) == pressed else { return nil }
    return pressed
  }
}

/// A direction for arrow keys.
public enum Direction: Hashable, Sendable {
  /// Toward the top, bottom, left or right of the screen.
  case up, down, left, right
}

extension ControlMap {
  /// The next control in Tab order, wrapping around; the first one when `id` is not here.
  public func next(after id: ID?) -> ID? {
    step(from: id, by: 1)
  }

  /// The previous control in Tab order, wrapping around; the last one when `id` is not here.
  public func previous(before id: ID?) -> ID? {
    step(from: id, by: -1)
  }

  private func step(from id: ID?, by offset: Int) -> ID? {
    let entries = focusable
    guard !entries.isEmpty else { return nil }
    guard let id, let index = entries.firstIndex(where: { $0.id == id }) else {
      return offset > 0 ? entries.first?.id : entries.last?.id
    }
    return entries[(index + offset + entries.count) % entries.count].id
  }

  /// The nearest control from `id` toward `direction`, following the screen's geometry: controls
  /// that share rows (for left/right) or columns (for up/down) come first, then the nearest by
  /// distance. Stays on `id` at an edge.
  public func neighbor(of id: ID, toward direction: Direction) -> ID {
    guard let from = rect(of: id) else { return next(after: nil) ?? id }
    let center = from.center
    let candidates = focusable.filter { entry in
      let c = entry.rect.center
      switch direction {
      case .up: return entry.rect.maxY <= from.y && c.y < center.y
      case .down: return entry.rect.y >= from.maxY && c.y > center.y
      case .left: return entry.rect.maxX <= from.x && c.x < center.x
      case .right: return entry.rect.x >= from.maxX && c.x > center.x
      }
    }
    func overlaps(_ rect: Rect) -> Bool {
      switch direction {
      case .up, .down: rect.x < from.maxX && from.x < rect.maxX
      case .left, .right: rect.y < from.maxY && from.y < rect.maxY
      }
    }
    /// The nearest line first, then the nearest along it: the row just above is never skipped for
    /// one further up that lies straighter (a narrow screen shifts controls sideways).
    func distance(_ rect: Rect) -> (along: Int, across: Int) {
      let c = rect.center
      let along = abs(direction == .up || direction == .down ? c.y - center.y : c.x - center.x)
      let across = abs(direction == .up || direction == .down ? c.x - center.x : c.y - center.y)
      return (along, across)
    }
    let aligned = candidates.filter { overlaps($0.rect) }
    let pool = aligned.isEmpty ? candidates : aligned
    return pool.min { distance($0.rect) < distance($1.rect) }?.id ?? id
  }
}
