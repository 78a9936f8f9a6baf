/// How big the board is drawn: fitted to the terminal, one line left for the status line.
///
/// On a terminal the board takes the terminal's whole width, and its height is what `--rows`
/// asks for when it is given (no higher than the terminal), else the terminal's whole height.
/// Without a terminal (output piped) it is 80 columns wide and `--rows` (default 16) high, so
/// that piped output does not depend on where it was run.
struct BoardLayout: Equatable {
  /// The board's width in columns: the terminal's, or 80 without one.
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
  /// The board's width without a terminal.
  static let pipedColumns = 80

  /// The layout for a terminal of `size` (`nil`: output is not a terminal), with `rows` rows
  /// asked for (`nil`: `--rows` not given).
  ///
  /// On a terminal the board is as wide as the terminal, and as high as `rows` asks, or, when
  /// `rows` is `nil`, as high as the terminal with the status line under it; never higher than
  /// that. Without a terminal it is ``pipedColumns`` wide and `rows` (default
  /// ``DemoOptions/defaultRows``) high. A terminal narrower than ``minimumColumns`` or lower
  /// than ``minimumBoardLines`` plus the status line is too small: the board then keeps the
  /// piped height and only its width is cut to the terminal's.
  static func fit(_ size: TerminalSize?, rows: Int?, grid: Bool) -> BoardLayout {
    let wanted = lines(forRows: rows ?? DemoOptions.defaultRows, grid: grid)
    guard let size else { return BoardLayout(width: pipedColumns, height: wanted) }
    let width = max(1, size.columns)
    let lines = size.rows - footerLines
    guard size.columns >= minimumColumns, lines >= minimumBoardLines else {
      let needed = TerminalSize(columns: minimumColumns, rows: minimumBoardLines + footerLines)
      return BoardLayout(
        width: width, height: wanted,
        tooSmall: "resultskit-demo: the terminal (\(size)) is smaller than the board needs "
          + "(\(needed)); plain frames follow, one after another")
    }
    guard let rows else { return BoardLayout(width: width, height: lines) }
    return BoardLayout(width: width, height: min(self.lines(forRows: rows, grid: grid), lines))
  }

  /// The view's lines for `rows` rows: a table's two borders besides; a grid has none.
  private static func lines(forRows rows: Int, grid: Bool) -> Int {
    grid ? rows : rows + 2
  }
}
