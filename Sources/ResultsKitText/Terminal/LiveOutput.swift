#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shows successive text frames: in place on a terminal, one after another otherwise.
///
/// A frame is lines separated by "\n" (a trailing "\n" makes an empty last line). On a terminal
/// the first frame hides the cursor and is drawn from the cursor's line; each later frame
/// rewrites only the lines that differ from the one on screen (compared as whole strings, colour
/// escapes included) and erases the rows a shorter frame leaves behind, so an identical frame
/// writes nothing. `finish()` moves below the frame and shows the cursor again; a `show` after it
/// starts a new frame below. Elsewhere each frame is written followed by an empty line.
///
/// Redrawing in place assumes each line fits the terminal's width and the frame fits its height:
/// a wrapped line or a frame scrolled past the top puts later frames in the wrong rows. Fit the
/// frames to the terminal's size, and call `clearScreen()` when it changes.
///
/// Not `Sendable`: use it from one isolation domain, like the renderers that make its frames.
public final class LiveOutput {
  /// Whether frames are redrawn in place (true) or appended one after another (false).
  public let isTerminal: Bool

  /// How many characters of line content were written so far (for tests and for measuring
  /// redraw cost).
  ///
  /// Characters are Swift `Character`s of the lines written, colour escapes included; the escape
  /// sequences and line breaks this type adds are not counted.
  public private(set) var charactersWritten: Int = 0

  /// How many lines were written so far; a line skipped because it was unchanged is not counted.
  ///
  /// Lines are the lines of the frames; the empty line that follows each frame when the output is
  /// not a terminal, and the rows a shorter frame erases, are not counted.
  public private(set) var rowsWritten: Int = 0

  /// How many bytes (UTF-8) were sent to the output so far, escape sequences included.
  public private(set) var bytesWritten: Int = 0

  /// Where the text goes.
  private let output: (String) -> Void

  /// The lines of the frame on screen, or nil before the first frame and after `finish()`.
  private var onScreen: [String]?

  /// A live output that sends text to `write`; `isTerminal` decides between redrawing in place
  /// and appending.
  ///
  /// Each `show` and `finish` calls `write` at most once, with all of its text.
  public init(isTerminal: Bool, write: @escaping (String) -> Void) {
    self.isTerminal = isTerminal
    self.output = write
  }

  /// Standard output (file descriptor 1): `isatty(1)` decides; writes with `write(2)`
  /// (unbuffered, whole strings, retrying partial writes).
  ///
  /// Each write flushes the C standard streams first, so text written before through Swift's
  /// `print` (which `stdout` buffers, fully when it is a pipe or a file) comes out before the
  /// frame, not after it. Lines `print`ed while a frame is live land where the cursor is, so
  /// `finish()` first.
  public static func standardOutput() -> LiveOutput {
    standardOutput(redrawsInPlace: isatty(1) == 1)
  }

  /// Standard output, redrawing in place only on a terminal that can move the cursor.
  ///
  /// `isatty(1)` and `environment` decide (see
  /// ``ColorPolicy/redrawsInPlace(environment:isTerminal:)``).
  /// On a `TERM=dumb` terminal, frames follow one another without any escape code.
  ///
  /// Writes as ``standardOutput()`` does.
  ///
  /// - Parameter environment: The process environment (``ColorPolicy/processEnvironment``).
  /// - Returns: The live output.
  public static func standardOutput(environment: [String: String]) -> LiveOutput {
    standardOutput(
      redrawsInPlace: ColorPolicy.redrawsInPlace(
        environment: environment, isTerminal: isatty(1) == 1))
  }

  /// Standard output, redrawing in place or appending as `redrawsInPlace` says.
  private static func standardOutput(redrawsInPlace: Bool) -> LiveOutput {
    LiveOutput(isTerminal: redrawsInPlace) { text in
      DescriptorWriter.writeAll(text, to: 1)
    }
  }

  /// Shows `frame` (lines separated by "\n").
  public func show(_ frame: String) {
    let lines = Self.lines(of: frame)
    guard isTerminal else {
      var text = ""
      for line in lines {
        text += line
        text += "\n"
        charactersWritten += line.count
      }
      rowsWritten += lines.count
      send(text + "\n")
      return
    }
    let redraw: FrameRedraw
    if let old = onScreen {
      redraw = .between(old, lines)
    } else {
      redraw = .first(lines)
    }
    onScreen = lines
    charactersWritten += redraw.characters
    rowsWritten += redraw.rows
    send(redraw.text)
  }

  /// Ends live output: on a terminal, leaves the cursor on the line after the last frame and shows
  /// the cursor again.
  ///
  /// Idempotent: writes nothing when the output is not a terminal or no frame is live.
  public func finish() {
    guard isTerminal, onScreen != nil else { return }
    onScreen = nil
    send("\r\n" + ANSI.showCursor)
  }

  /// Erases the whole screen and moves the cursor to its top left corner, forgetting the frame
  /// on screen: the next `show` draws its frame whole, from the top line.
  ///
  /// For a terminal that was resized: it may have cut or rewrapped the lines of the frame on
  /// screen, so redrawing only the lines that changed, from where they were, would leave
  /// pieces of old frames behind. Writes nothing when the output is not a terminal.
  public func clearScreen() {
    guard isTerminal else { return }
    onScreen = nil
    send(ANSI.home + ANSI.clearScreen)
  }

  /// Ends live output when the program is interrupted (SIGINT or SIGTERM): turns colour and
  /// emphasis off, leaves the cursor on the line after the last frame and shows the cursor.
  ///
  /// Call it from the program's own code, not from the signal handler (it is not
  /// async-signal-safe). Writes nothing when the output is not a terminal or no frame is live.
  public func restore() {
    guard isTerminal, onScreen != nil else { return }
    onScreen = nil
    send(ANSI.reset + "\r\n" + ANSI.showCursor)
  }

  /// Sends `text` unless it is empty.
  private func send(_ text: String) {
    guard !text.isEmpty else { return }
    bytesWritten += text.utf8.count
    output(text)
  }

  /// The lines of `frame`, split at each "\n" scalar (so "\r\n" splits too, leaving the "\r" at the
  /// end of its line); an empty frame is one empty line.
  static func lines(of frame: String) -> [String] {
    frame.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      String(String.UnicodeScalarView($0))
    }
  }
}
