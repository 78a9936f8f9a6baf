import ResultsKitText

/// Draws the board's frames on the live output, fitted to the terminal: it follows resizes,
/// and falls back to plain frames, one after another, on a terminal too small for the board.
@MainActor
final class BoardScreen {
  private let board: Board
  private let output: LiveOutput
  private let screen: DemoScreen
  /// Whether frames carry ANSI colour (when the board fits).
  private let ansi: Bool
  /// The rows `--rows` asks for, or `nil` to fill the terminal's height.
  private let rows: Int?
  private let grid: Bool
  /// The terminal's size as last read, or `nil` when output is not a terminal.
  private(set) var size: TerminalSize?
  /// The board's layout for ``size``.
  private(set) var layout: BoardLayout
  /// Whether the note saying why frames are plain was shown for the current too-small size.
  private var noted = false

  /// A screen for `board`, which was laid out for `layout`; `screen.size()` was read for it.
  init(
    board: Board, output: LiveOutput, screen: DemoScreen, ansi: Bool, options: DemoOptions,
    size: TerminalSize?, layout: BoardLayout
  ) {
    self.board = board
    self.output = output
    self.screen = screen
    self.ansi = ansi
    self.rows = options.rows
    self.grid = options.grid
    self.size = size
    self.layout = layout
  }

  /// The width lines are cut to: the board's, when there is a terminal.
  var width: Int? { size == nil ? nil : layout.width }

  /// Shows the board with `footer` under it (the status line when `nil`), after laying it out
  /// again if the terminal was resized.
  func show(footer: String? = nil) {
    followResize()
    if layout.tooSmall != nil {
      showPlain(board.frame(ansi: false, footer: footer, width: width))
    } else {
      output.show(board.frame(ansi: ansi, footer: footer, width: width))
    }
  }

  /// Reads the size again after a SIGWINCH and, when it changed, lays the board out for it;
  /// a frame redrawn in place then starts afresh on a cleared screen, since the terminal may
  /// have cut or rewrapped the old one.
  private func followResize() {
    guard screen.resized() else { return }
    let newSize = screen.size()
    guard newSize != size else { return }
    size = newSize
    let wasTooSmall = layout.tooSmall != nil
    layout = BoardLayout.fit(newSize, rows: rows, grid: grid)
    board.resize(to: layout)
    if layout.tooSmall == nil {
      output.clearScreen()
      noted = false
    } else if !wasTooSmall {
      output.finish()
      noted = false
    }
  }

  /// Shows `frame` after the frames before it, preceded, the first time, by the note saying
  /// why: on a terminal each frame is drawn below the last and left there.
  private func showPlain(_ frame: String) {
    if !noted, let note = layout.tooSmall {
      noted = true
      output.show(note)
      output.finish()
    }
    output.show(frame + (output.isTerminal ? "\n" : ""))
    output.finish()
  }
}
