/// The characters a style draws frames with.
struct FrameGlyphs {
  let horizontal: String
  let vertical: String
  let topLeft: String
  let topRight: String
  let bottomLeft: String
  let bottomRight: String
  /// Where a header rule meets the left border.
  let teeRight: String
  /// Where a header rule meets the right border (or the index column).
  let teeLeft: String
  /// Where the index column's border meets the top border.
  let teeDown: String
  /// Where the index column's border meets the bottom border.
  let teeUp: String
  /// The mark in front of a selected row.
  let selection: String

  /// The glyphs of `style`, or `nil` for ``TextStyle/plain``, which draws no frame.
  static func of(_ style: TextStyle) -> FrameGlyphs? {
    switch style {
    case .unicode:
      FrameGlyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
        bottomRight: "┘", teeRight: "├", teeLeft: "┤", teeDown: "┬", teeUp: "┴", selection: "❯")
    case .ascii:
      FrameGlyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
        bottomRight: "+", teeRight: "+", teeLeft: "+", teeDown: "+", teeUp: "+", selection: ">")
    case .plain:
      nil
    }
  }

  /// The mark in front of a selected row in `style`.
  static func selectionMark(_ style: TextStyle) -> String {
    of(style)?.selection ?? ">"
  }
}
