/// An activity indicator whose frame follows elapsed time, not the number of redraws, so it turns
/// at the same speed however often the screen is drawn.
public struct Spinner: Widget {
  /// Time each frame stays; the loop redraws this often while something spins.
  public static let frameDuration: Duration = .milliseconds(100)

  /// Time since the spinner started (the loop's `elapsed` will do): decides the frame.
  public var elapsed: Duration
  /// How it is drawn.
  public var style: Style

  /// A spinner at `elapsed`, drawn in `style`.
  public init(elapsed: Duration, style: Style = .accent) {
    self.elapsed = elapsed
    self.style = style
  }

  /// The frame showing now, out of `frames`.
  public func frame(of frames: [String] = Glyphs.unicode.spinnerFrames) -> String {
    let ticks = max(0, elapsed / Self.frameDuration)
    return frames[Int(ticks) % frames.count]
  }

  /// Draws the frame showing now, in the buffer's glyphs, centred in `area`.
  public func render(in area: Rect, into buffer: inout Buffer) {
    Label(frame(of: buffer.glyphs.spinnerFrames), style: style).render(in: area, into: &buffer)
  }
}
