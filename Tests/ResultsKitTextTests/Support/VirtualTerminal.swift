/// A tiny model of a terminal screen for replaying what `LiveOutput` writes.
///
/// It knows only what `LiveOutput` uses: carriage return; line feed (down one row, same column,
/// scrolling at the bottom, as on a terminal in raw mode); `ESC[nA` and `ESC[nB` (clamped at the
/// screen's edges, never scrolling); `ESC[2K`; `ESC[J` / `ESC[0J`; `ESC[?25l` / `ESC[?25h`.
/// An SGR sequence (`ESC[...m`) is kept as one cell of its own, so a row reads back as exactly the
/// text written, colours included. Anything else is recorded in `problems`.
struct VirtualTerminal {
  /// How many rows the screen has.
  let height: Int
  /// The screen's cells, row by row: a character or an SGR sequence, or nil where blank.
  private(set) var cells: [[String?]]
  /// The cursor's row (0 at the top).
  private(set) var row: Int
  /// The cursor's column.
  private(set) var column = 0
  /// Whether the cursor is shown.
  private(set) var cursorVisible = true
  /// How many times the screen scrolled up.
  private(set) var scrolls = 0
  /// How often each kind of sequence was seen ("A", "B", "2K", "J", "LF", "CR", "?25l", ...).
  private(set) var counts: [String: Int] = [:]
  /// Sequences and characters the model does not know.
  private(set) var problems: [String] = []

  /// A screen of `height` rows holding `history` from the top, with the cursor at the start of the
  /// row after it.
  init(height: Int, history: [String]) {
    self.height = height
    cells = Array(repeating: [], count: height)
    for (index, line) in history.prefix(height).enumerated() {
      cells[index] = line.map { String($0) }
    }
    row = min(history.count, height - 1)
  }

  /// The text of row `index`: its cells up to the last non-blank one, blanks as spaces.
  func text(ofRow index: Int) -> String {
    cells[index].map { $0 ?? " " }.joined()
  }

  /// All rows' text.
  var screen: [String] { (0..<height).map { text(ofRow: $0) } }

  /// Replays `output`.
  mutating func feed(_ output: String) {
    let characters = Array(output)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      index += 1
      switch character {
      case "\r\n":  // one Character, two controls
        carriageReturn()
        lineFeed()
      case "\r":
        carriageReturn()
      case "\n":
        lineFeed()
      case "\u{1B}":
        guard index < characters.count, characters[index] == "[" else {
          problems.append("lone ESC")
          continue
        }
        index += 1
        var parameters = ""
        while index < characters.count, "0123456789;?".contains(characters[index]) {
          parameters.append(characters[index])
          index += 1
        }
        guard index < characters.count else {
          problems.append("unfinished ESC[\(parameters)")
          continue
        }
        let final = characters[index]
        index += 1
        control(parameters: parameters, final: final)
      default:
        let value = character.unicodeScalars.first?.value ?? 0
        if value < 0x20 || value == 0x7F {
          problems.append("control \(value)")
        } else {
          put(String(character))
        }
      }
    }
  }

  private mutating func count(_ kind: String) { counts[kind, default: 0] += 1 }

  /// Writes one cell at the cursor and moves right.
  private mutating func put(_ cell: String) {
    while cells[row].count <= column { cells[row].append(nil) }
    cells[row][column] = cell
    column += 1
  }

  private mutating func carriageReturn() {
    count("CR")
    column = 0
  }

  private mutating func lineFeed() {
    count("LF")
    if row == height - 1 {
      cells.removeFirst()
      cells.append([])
      scrolls += 1
    } else {
      row += 1
    }
  }

  private mutating func control(parameters: String, final: Character) {
    let number = Int(parameters) ?? 1
    switch (parameters, final) {
    case (_, "m"):
      put("\u{1B}[\(parameters)m")
    case ("?25", "l"):
      count("?25l")
      cursorVisible = false
    case ("?25", "h"):
      count("?25h")
      cursorVisible = true
    case ("2", "K"):
      count("2K")
      cells[row] = []
    case ("", "J"), ("0", "J"):
      count("J")
      if cells[row].count > column { cells[row].removeLast(cells[row].count - column) }
      for below in (row + 1)..<height { cells[below] = [] }
    case (_, "A") where !parameters.contains("?") && !parameters.contains(";"):
      count("A")
      if row - number < 0 { problems.append("ESC[\(number)A past the top") }
      row = max(row - number, 0)
    case (_, "B") where !parameters.contains("?") && !parameters.contains(";"):
      count("B")
      if row + number > height - 1 { problems.append("ESC[\(number)B past the bottom") }
      row = min(row + number, height - 1)
    default:
      problems.append("unknown ESC[\(parameters)\(final)")
    }
  }
}
