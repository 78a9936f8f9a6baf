extension String {
  /// Appends `piece`, keeping it apart from the text before it, so that the result is exactly
  /// as wide as the two measured on their own.
  ///
  /// The renderers build each line from pieces fitted to their columns one by one: borders,
  /// marks, cell text, padding, header titles, index titles. Written one after another, the
  /// last character of one piece and the first of the next can merge into one grapheme cluster,
  /// as a terminal that clusters graphemes would draw them: a piece that begins with a
  /// combining or spacing mark (U+0301, Thai U+0E33 SARA AM, Devanagari U+0903), a joiner, a
  /// variation selector, a Hangul vowel or final jamo or a regional indicator, or a piece that
  /// ends with a prepended concatenation mark (U+0600) or a virama. The merged cluster can be
  /// narrower or wider than its parts: "│" then "ำำ" is 1 + 2 columns apart, 2 merged. Where the
  /// two would merge, U+200B ZERO WIDTH SPACE is written between them; it takes no column and
  /// breaks the cluster on both sides.
  ///
  /// ANSI escape sequences (`ESC [ … m`) at the end of the text or the start of the piece are
  /// looked through, since a terminal does not show them and clusters the characters on either
  /// side as if they were not there.
  ///
  /// - Complexity: O(*e* + *c*) for the *e* scalars of the escape sequences at the join and the
  ///   *c* bytes of the two characters that meet there, plus the cost of appending.
  mutating func appendKeepingApart(_ piece: String) {
    guard let last = unicodeScalars.last, let first = piece.unicodeScalars.first else {
      append(piece)
      return
    }
    // Most joins are between a border or a space and ASCII or box drawing: neither side can
    // join, and neither ends or starts an escape sequence.
    if !last.mayJoinNeighbour, !(0x40...0x7E).contains(last.value), !first.mayJoinNeighbour,
      first != "\u{1B}"
    {
      append(piece)
      return
    }
    let before = Self.droppingTrailingEscapes(self[...])
    let after = Self.droppingLeadingEscapes(piece[...])
    if DisplayFit.joins(before, after) { unicodeScalars.append(DisplayFit.separator) }
    append(piece)
  }

  /// The pieces one after another, each kept apart from the one before it (see
  /// ``appendKeepingApart(_:)``).
  static func keptApart(_ pieces: String...) -> String {
    var line = ""
    // Room for the pieces and a separator (3 bytes of UTF-8) between each two.
    line.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count + 3 })
    for piece in pieces { line.appendKeepingApart(piece) }
    return line
  }

  /// `text` without the control sequences (`ESC [`, parameters, a final byte) at its start.
  private static func droppingLeadingEscapes(_ text: Substring) -> Substring {
    var rest = text.unicodeScalars
    while rest.first == "\u{1B}" {
      var index = rest.index(after: rest.startIndex)
      guard index < rest.endIndex, rest[index] == "[" else { break }
      index = rest.index(after: index)
      while index < rest.endIndex, (0x20...0x3F).contains(rest[index].value) {
        index = rest.index(after: index)
      }
      guard index < rest.endIndex, (0x40...0x7E).contains(rest[index].value) else { break }
      rest = rest[rest.index(after: index)...]
    }
    return Substring(rest)
  }

  /// `text` without the control sequences (`ESC [`, parameters, a final byte) at its end.
  private static func droppingTrailingEscapes(_ text: Substring) -> Substring {
    var rest = text.unicodeScalars
    while let last = rest.last, (0x40...0x7E).contains(last.value) {
      var index = rest.index(before: rest.endIndex)
      while index > rest.startIndex,
        (0x20...0x3F).contains(rest[rest.index(before: index)].value)
      {
        index = rest.index(before: index)
      }
      guard index > rest.startIndex, rest[rest.index(before: index)] == "[" else { break }
      let bracket = rest.index(before: index)
      guard bracket > rest.startIndex, rest[rest.index(before: bracket)] == "\u{1B}" else {
        break
      }
      rest = rest[..<rest.index(before: bracket)]
    }
    return Substring(rest)
  }
}
