/// How big the board is drawn: fitted to the terminal, one line left for the status line.
struct BoardLayout: Equatable {
  /// The board's width in columns: 80, or the terminal's width when it is narrower.
  var width: Int
  /// The board view's height in lines, a table's borders included.
  var height: Int
  /// Why the terminal is too small for a useful board, when it is: frames are then drawn plain,
  /// one after another, instead of in place.
  var tooSmall: String?

  /// The narrowest terminal the board is drawn in place in: one card of the grid.
  static let minimumColumns = 20
  /// The fewest lines of the board: a table's borders, a platform and one train; or a
  /// platform and one row of cards of the grid.
  static let minimumBoardLines = 4
  /// The lines under the board: the status line (or, during the import, the progress line).
  static let footerLines = 1

  /// The layout for a terminal of `size` (`nil`: output is not a terminal, so the board has the
  /// size the options ask for), with `rows` rows asked for.
  ///
  /// The board is at most 80 columns wide and as high as the options ask, and no wider and no
  /// higher (with the status line) than the terminal. A terminal narrower than
  /// ``minimumColumns`` or lower than ``minimumBoardLines`` plus the status line is too small:
  /// the board then keeps its height and only its width is cut to the terminal's.
  static func fit(_ size: TerminalSize?, rows: Int, grid: Bool) -> BoardLayout {
    let wanted = grid ? rows : rows + 2
    guard let size else { return BoardLayout(width: 80, height: wanted) }
    let width = max(1, min(80, size.columns))
    let lines = size.rows - footerLines
    guard size.columns >= minimumColumns, lines >= minimumBoardLines else {
      let needed = TerminalSize(columns: minimumColumns, rows: minimumBoardLines + footerLines)
      return BoardLayout(
        width: width, height: wanted,
        tooSmall: "resultskit-demo: the terminal (\(size)) is smaller than the board needs "
          + "(\(needed)); plain frames follow, one after another")
    }
    return BoardLayout(width: width, height: min(wanted, lines))
  }
}
