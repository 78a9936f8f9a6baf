import ResultsKitText

/// A terminal screen of a fixed size, for replaying what the live demo writes and checking
/// that it stays inside the screen.
///
/// It knows carriage return, line feed (scrolling at the bottom), `ESC[nA`, `ESC[nB`,
/// `ESC[H`, `ESC[2K`, `ESC[J`, `ESC[2J`, `ESC[?25l`/`ESC[?25h`, and SGR sequences (`ESC[…m`,
/// which take no cell). A character written past the last column (a terminal would wrap it),
/// a cursor movement past the top or the bottom, and any other sequence or control are
/// recorded in `problems`.
struct ScreenModel {
  let columns: Int
  let rows: Int
  /// The screen's cells, row by row (without colour): a character, a space, or "" for the
  /// second column of a wide character.
  private(set) var lines: [[String]]
  private(set) var row = 0
  private(set) var column = 0
  private(set) var cursorVisible = true
  /// Every escape sequence seen, by its parameters and final character ("5A", "2K", "?25l").
  private(set) var sequences: [String] = []
  /// What would not have stayed inside the screen, or is unknown.
  private(set) var problems: [String] = []

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    lines = Array(repeating: [], count: rows)
  }

  /// The screen's rows as text, trailing blanks removed.
  var screen: [String] {
    lines.map { $0.joined().replacingTrailingSpaces() }
  }

  /// Replays `text`.
  mutating func feed(_ text: String) {
    var characters = text[...]
    while let character = characters.popFirst() {
      switch character {
      case "\r": column = 0
      case "\n": lineFeed()
      case "\r\n":
        column = 0
        lineFeed()
      case "\u{1B}":
        guard characters.popFirst() == "[" else {
          problems.append("lone ESC")
          continue
        }
        let parameters = characters.prefix { "0123456789;?".contains($0) }
        characters = characters.dropFirst(parameters.count)
        guard let final = characters.popFirst() else {
          problems.append("unfinished ESC[\(parameters)")
          continue
        }
        control(String(parameters), final)
      default:
        if let value = character.unicodeScalars.first?.value, value < 0x20 || value == 0x7F {
          problems.append("control \(value)")
        } else {
          put(character)
        }
      }
    }
  }

  /// Writes `character` at the cursor: it takes its display width in columns (the wide
  /// characters of some destinations take two, the second cell left as "").
  private mutating func put(_ character: Character) {
    let width = String(character).displayWidth
    guard column + width <= columns else {
      problems.append("\(character) past column \(columns) on row \(row)")
      return
    }
    while lines[row].count < column + width { lines[row].append(" ") }
    lines[row][column] = String(character)
    for extra in 1..<max(1, width) { lines[row][column + extra] = "" }
    column += width
  }

  private mutating func lineFeed() {
    if row == rows - 1 {
      lines.removeFirst()
      lines.append([])
    } else {
      row += 1
    }
  }

  private mutating func control(_ parameters: String, _ final: Character) {
    sequences.append(parameters + String(final))
    let count = Int(parameters) ?? 1
    switch (parameters, final) {
    case (_, "m"): break
    case ("?25", "l"): cursorVisible = false
    case ("?25", "h"): cursorVisible = true
    case ("2", "K"): lines[row] = []
    case ("", "J"), ("0", "J"):
      if lines[row].count > column { lines[row].removeLast(lines[row].count - column) }
      for below in (row + 1)..<rows { lines[below] = [] }
    case ("2", "J"): lines = Array(repeating: [], count: rows)
    case ("", "H"):
      row = 0
      column = 0
    case (_, "A"):
      if row - count < 0 { problems.append("ESC[\(count)A past the top from row \(row)") }
      row = max(row - count, 0)
    case (_, "B"):
      if row + count > rows - 1 { problems.append("ESC[\(count)B past the bottom from row \(row)") }
      row = min(row + count, rows - 1)
    default:
      problems.append("unknown ESC[\(parameters)\(final)")
    }
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate func replacingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
