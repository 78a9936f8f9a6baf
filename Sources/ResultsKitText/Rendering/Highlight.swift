/// The ANSI emphasis of a row or card: the colour of its mark from the last batch, and reverse
/// video when it is selected.
enum Highlight {
  /// `text` wrapped in the escape codes for `mark` and `selected`; unchanged when neither
  /// applies.
  static func apply(_ text: String, mark: ItemMark?, selected: Bool) -> String {
    var codes = ""
    switch mark {
    case .inserted: codes += ANSI.green
    case .moved: codes += ANSI.cyan
    case .updated: codes += ANSI.yellow
    case nil: break
    }
    if selected { codes += ANSI.reverse }
    return codes.isEmpty ? text : codes + text + ANSI.reset
  }
}
