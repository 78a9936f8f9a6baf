extension String {
  /// The longest prefix that fits in `width` columns; when the string does not fit, it ends with
  /// "…" (U+2026, 1 column) and the result is at most `width` columns.
  ///
  /// A wide character is never split: "漢字漢字" truncated to 4 columns is "漢…" (3 columns).
  /// Each control character (tab, newline, ESC, DEL, C1 controls, and U+2028/2029) is written as
  /// one space, so the result can never break a line or start an escape sequence. Where such a
  /// space or the ellipsis would merge with the text beside it into one character (a combining
  /// mark after a control, a prepended mark such as U+0600 before the cut), a U+200B ZERO WIDTH
  /// SPACE keeps them apart, so the result measures exactly what was computed. A string that
  /// fits and has no controls is returned as it is. `width <= 0` gives "".
  ///
  /// - Complexity: O(*m*) for the *m* UTF-8 bytes up to the first character that does not fit,
  ///   which for text without zero-width characters is O(`width`) characters. Allocates only for
  ///   the result, and not at all when the string is returned unchanged.
  public func truncated(toDisplayWidth width: Int) -> String {
    guard width > 0 else { return "" }
    let fit = DisplayFit.of(self, width: width)
    if !fit.isTruncated && !fit.hasControls { return self }
    return Self.rendering(self, fit, padding: 0, alignment: .leading)
  }

  /// Exactly `width` columns: truncated as above, then padded with spaces on the right (or, with
  /// `alignment: .trailing`, on the left).
  ///
  /// The same U+200B separates a padding space from text that would merge with it, such as a
  /// string that starts with a combining mark, aligned to the trailing edge. `width <= 0`
  /// gives "".
  ///
  /// - Complexity: O(*m* + `width`) for the *m* UTF-8 bytes up to the first character that does
  ///   not fit, which for text without zero-width characters is O(`width`) characters. Allocates
  ///   only for the result, and not at all when the string already is exactly `width` columns
  ///   without controls.
  public func padded(toDisplayWidth width: Int, alignment: TextAlignment = .leading) -> String {
    guard width > 0 else { return "" }
    let fit = DisplayFit.of(self, width: width)
    let padding = width - fit.renderedColumns
    if padding == 0 && !fit.isTruncated && !fit.hasControls { return self }
    return Self.rendering(self, fit, padding: padding, alignment: alignment)
  }

  /// A new string holding `fit` of `string` with `padding` spaces on the side `alignment` gives.
  private static func rendering(
    _ string: String, _ fit: DisplayFit, padding: Int, alignment: TextAlignment
  ) -> String {
    let prefixBytes = string.utf8.distance(from: string.utf8.startIndex, to: fit.end)
    var result = ""
    result.reserveCapacity(prefixBytes + (fit.isTruncated ? 3 : 0) + padding)
    switch alignment {
    case .leading: fit.write(string, before: 0, after: padding, to: &result)
    case .trailing: fit.write(string, before: padding, after: 0, to: &result)
    }
    return result
  }
}
