/// The ANSI (ECMA-48) escape sequences the text renderers and the live output use.
///
/// Colours are SGR sequences (`ESC [ n m`); each one sets a single attribute, and `reset` turns
/// them all off. The cursor and erase sequences are the VT100 ones every current terminal knows.
enum ANSI {
  // MARK: Select graphic rendition

  /// Turns every attribute off.
  static let reset = "\u{1B}[0m"
  /// Bold (or bright) text.
  static let bold = "\u{1B}[1m"
  /// Swaps the foreground and background colours.
  static let reverse = "\u{1B}[7m"
  /// Green foreground.
  static let green = "\u{1B}[32m"
  /// Yellow foreground.
  static let yellow = "\u{1B}[33m"
  /// Cyan foreground.
  static let cyan = "\u{1B}[36m"

  // MARK: Cursor and erasing

  /// Hides the cursor (DECTCEM off).
  static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor (DECTCEM on).
  static let showCursor = "\u{1B}[?25h"
  /// Erases the whole line the cursor is on, without moving the cursor (EL 2).
  static let clearLine = "\u{1B}[2K"
  /// Erases from the cursor to the end of the screen, without moving the cursor (ED 0).
  static let clearToEndOfScreen = "\u{1B}[J"
  /// Moves the cursor to the top left corner of the screen (CUP with no parameters).
  static let home = "\u{1B}[H"
  /// Erases the whole screen, without moving the cursor (ED 2).
  static let clearScreen = "\u{1B}[2J"

  /// Moves the cursor up `count` lines, keeping its column (CUU); stops at the top of the screen.
  static func cursorUp(_ count: Int) -> String { "\u{1B}[\(count)A" }
  /// Moves the cursor down `count` lines, keeping its column (CUD); stops at the bottom of the
  /// screen without scrolling, so it only reaches lines that already exist.
  static func cursorDown(_ count: Int) -> String { "\u{1B}[\(count)B" }
}
