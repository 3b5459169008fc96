/// The few characters beyond ASCII that the interface draws of its own accord, and their ASCII
/// forms for terminals whose character set is not UTF-8 (`LANG=C`): there a byte 0x80–0x9F can be
/// a C1 control (0x9B is CSI) that makes the terminal answer with bytes that look like typing.
public struct Glyphs: Hashable, Sendable {
  /// Ends text shortened to fit (`…`, or `...`).
  public var ellipsis: String
  /// The spinner's frames, one cell each.
  public var spinnerFrames: [String]
  /// Between the two numbers of a size (`80×24`, or `80x24`).
  public var sizeSeparator: String
  /// Marks the option chosen among several (`✓`, or `*`): one cell wide everywhere (not an East
  /// Asian ambiguous width).
  public var checked: String
  /// Stands in the mark's place before the other options (a space).
  public var unchecked: String
  /// The lines of a `Border`. Box-drawing characters are East Asian ambiguous width: a terminal set
  /// to draw those two cells wide (for CJK) breaks a box; pass `Box.ascii` there.
  public var box: Box
  /// A scroll bar's thumb and track (`▐` `╎`, or `#` `|`): one cell wide everywhere, as `checked`
  /// is, for screens draw them in every language.
  public var scrollThumb: String
  public var scrollTrack: String

  /// The six pieces of a box, one cell each.
  public struct Box: Hashable, Sendable {
    public var horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: String

    /// A box of your own pieces, one cell each.
    public init(
      horizontal: String, vertical: String, topLeft: String, topRight: String, bottomLeft: String,
      bottomRight: String
    ) {
      (self.horizontal, self.vertical, self.topLeft) = (horizontal, vertical, topLeft)
      (self.topRight, self.bottomLeft, self.bottomRight) = (topRight, bottomLeft, bottomRight)
    }

    /// `┌─┐ │ └─┘`
    public static let unicode = Box(
      horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
    /// `+-+ | +-+`
    public static let ascii = Box(
      horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")
  }

  /// A set of glyphs of your own; each must take as many cells as the ones it stands for.
  public init(
    ellipsis: String, spinnerFrames: [String], sizeSeparator: String, checked: String, unchecked: String,
    box: Box = .ascii, scrollThumb: String = "#", scrollTrack: String = "|"
  ) {
    self.ellipsis = ellipsis
    self.spinnerFrames = spinnerFrames
    self.sizeSeparator = sizeSeparator
    self.checked = checked
    self.unchecked = unchecked
    self.box = box
    self.scrollThumb = scrollThumb
    self.scrollTrack = scrollTrack
  }

  /// For a UTF-8 terminal.
  public static let unicode = Glyphs(
    ellipsis: "…", spinnerFrames: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"], sizeSeparator: "×", checked: "✓",
    unchecked: " ", box: .unicode, scrollThumb: "▐", scrollTrack: "╎")
  /// For any other character set: ASCII only.
  public static let ascii = Glyphs(
    ellipsis: "...", spinnerFrames: ["|", "/", "-", "\\"], sizeSeparator: "x", checked: "*", unchecked: " ")

  /// A size as `80×24` (or `80x24`).
  public func text(of size: Size) -> String { "\(size.width)\(sizeSeparator)\(size.height)" }
}
