/// The text that turns one frame on a terminal into another, writing only the lines that changed.
///
/// Rows count from the frame's first line (row 0). Between redraws the cursor rests on the frame's
/// last row; its column does not matter, since every line is written from a carriage return. The
/// lines below the frame are blank: the first frame assumes so, and a shrinking frame erases what
/// it leaves behind.
struct FrameRedraw {
  /// The escape sequences and line content to write.
  private(set) var text = ""
  /// How many lines were written.
  private(set) var rows = 0
  /// How many characters of line content were written.
  private(set) var characters = 0

  /// The row the cursor is on.
  private var row: Int
  /// How many rows of the screen the frame already occupies; `cursorDown` reaches only these.
  private let existingRows: Int

  /// The text that draws `lines` as a new frame at the cursor, hiding the cursor first.
  static func first(_ lines: [String]) -> FrameRedraw {
    var redraw = FrameRedraw(row: 0, existingRows: 1)
    redraw.text = ANSI.hideCursor
    for (row, line) in lines.enumerated() { redraw.write(line, atRow: row) }
    return redraw
  }

  /// The text that replaces the frame `old`, which is on screen, with `new`.
  ///
  /// A line equal to the old line at its row is skipped; other lines are erased and written; when
  /// `new` is shorter, everything below it is erased. An identical frame produces no text.
  static func between(_ old: [String], _ new: [String]) -> FrameRedraw {
    var redraw = FrameRedraw(row: max(old.count - 1, 0), existingRows: old.count)
    for (row, line) in new.enumerated() where row >= old.count || old[row] != line {
      redraw.write(line, atRow: row)
    }
    if new.count < old.count {
      redraw.moveToStart(ofRow: new.count)
      redraw.text += ANSI.clearToEndOfScreen
    }
    redraw.move(toRow: max(new.count - 1, 0))
    return redraw
  }

  private init(row: Int, existingRows: Int) {
    self.row = row
    self.existingRows = existingRows
  }

  /// Erases row `target` and writes `line` there.
  private mutating func write(_ line: String, atRow target: Int) {
    moveToStart(ofRow: target)
    text += ANSI.clearLine
    text += line
    rows += 1
    characters += line.count
  }

  /// Moves the cursor to column 0 of row `target`.
  private mutating func moveToStart(ofRow target: Int) {
    text += "\r"
    move(toRow: target)
  }

  /// Moves the cursor to row `target`, in any column.
  ///
  /// Up is `cursorUp`. Down within the rows the frame occupies is line feeds, or `cursorDown` when
  /// that is shorter; below them only line feeds create rows (scrolling at the screen's bottom).
  private mutating func move(toRow target: Int) {
    if target < row {
      text += ANSI.cursorUp(row - target)
    } else if target > row {
      let withinFrame = max(min(target, existingRows - 1) - row, 0)
      if withinFrame > 3 {
        text += ANSI.cursorDown(withinFrame)
      } else {
        text += String(repeating: "\n", count: withinFrame)
      }
      text += String(repeating: "\n", count: target - row - withinFrame)
    }
    row = target
  }
}
