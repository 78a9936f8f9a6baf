extension Character {
  /// Terminal columns: 0, 1 or 2.
  ///
  /// An emoji sequence is 2 columns: a character whose first scalar has emoji presentation
  /// (unless VS15 U+FE0E follows it), an emoji followed by VS16 U+FE0F (including keycaps such as
  /// "1️⃣"), an emoji modifier base with a skin-tone modifier, an emoji zero-width-joiner sequence,
  /// and a flag (a pair of regional indicators). An emoji followed by VS15 is 1 column.
  ///
  /// Any other character is as wide as the sum of its scalars' own widths, at most 2: East Asian
  /// Wide and Fullwidth characters 2; nonspacing and enclosing marks, format characters (except
  /// the soft hyphen, which is 1) and Hangul medial vowels and final consonants 0; everything
  /// else 1, controls and a lone regional indicator included. So combining marks add nothing
  /// ("é" is 1 whether composed or decomposed) and a lone one is 0, while the few scalars that
  /// take a column of their own inside a cluster keep it, as in terminals that measure scalar
  /// by scalar: spacing marks such as U+093F in "कि", halfwidth sound marks as in "ｶﾞ".
  ///
  /// - Complexity: O(*s*) for the *s* scalars of the character, each an O(1) range test for
  ///   ASCII and Latin text, otherwise a binary search of a table of about 120 ranges plus
  ///   standard-library property lookups.
  public var displayWidth: Int {
    var scalars = unicodeScalars.makeIterator()
    return ClusterColumns.of(&scalars)
  }

  /// Whether the terminal renderers write this character as a single space (see
  /// `Unicode.Scalar.isReplacedControl`).
  var isReplacedControl: Bool {
    unicodeScalars.first?.isReplacedControl ?? false
  }
}
