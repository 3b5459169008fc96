/// Decodes xterm mouse reports: the button byte `Cb` shared by every encoding (X10/normal
/// `ESC [ M` plus three bytes, urxvt 1015 `CSI Cb ; x ; y M`, SGR 1006 `CSI < Cb ; x ; y M|m`)
/// and the 1-based cell it names.
enum MouseReport {
  /// What `Cb` reports, or nil for motion (which the backend never asks for) and unknown buttons.
  /// `lastPressed` answers the older encodings' release, which does not say which button went up.
  static func event(button code: Int, x: Int, y: Int, release: Bool, lastPressed: inout MouseButton) -> MouseEvent? {
    guard x >= 1, y >= 1, code >= 0, code & 32 == 0 else { return nil }
    let position = Point(x: x - 1, y: y - 1)
    let low = code & 3
    let button: MouseButton
    if code & 128 != 0 {
      button = .other  // buttons 8–11
    } else if code & 64 != 0 {
      // The wheel: a press per notch, no release worth reporting; 66 and 67 scroll sideways.
      guard !release else { return nil }
      button = low == 0 ? .wheelUp : low == 1 ? .wheelDown : .other
    } else if low == 3 {
      // The X10 and urxvt encodings' "a button went up".
      return MouseEvent(button: lastPressed, action: .release, position: position)
    } else {
      button = [MouseButton.left, .middle, .right][low]
    }
    if !release, button != .wheelUp, button != .wheelDown { lastPressed = button }
    return MouseEvent(button: button, action: release ? .release : .press, position: position)
  }
}
