extension Unicode.Scalar {
  /// The columns this scalar takes on its own: 0, 1 or 2.
  ///
  /// - 0: nonspacing and enclosing marks (Mn, Me), format characters (Cf) except the soft hyphen
  ///   U+00AD, and the Hangul jungseong and jongseong (U+1160–11FF, U+D7B0–D7FF), which join a
  ///   leading consonant into one syllable block.
  /// - 2: East Asian Wide and Fullwidth characters (`EastAsianWideRanges`), and emoji with
  ///   emoji presentation newer than that table. A lone regional indicator is 1.
  /// - 1: everything else, including controls (rendered as a space) and the soft hyphen (drawn as
  ///   a hyphen by most terminals).
  ///
  /// - Complexity: O(1) below U+0300, otherwise O(log *r*) for the *r* ranges of the wide table
  ///   plus a lookup of the scalar's general category.
  var terminalColumns: Int {
    let value = self.value
    if value < 0x300 { return 1 }
    if isHangulVowelOrFinal { return 0 }
    if EastAsianWideRanges.contains(value) { return 2 }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value >= 0x1F000 && !isRegionalIndicator && properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// Whether this is a Hangul medial vowel or final consonant, which takes no column.
  var isHangulVowelOrFinal: Bool {
    (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
  }

  /// Whether this is one of the 26 regional indicator symbols, two of which make a flag.
  var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }

  /// Whether this is a Fitzpatrick skin-tone modifier (U+1F3FB–1F3FF).
  var isSkinToneModifier: Bool { (0x1F3FB...0x1F3FF).contains(value) }

  /// Whether this scalar can have the Unicode `Emoji` property at all.
  ///
  /// A cheap range test that spares the property lookup for letters, marks and most symbols:
  /// below U+203C only `#`, `*`, the digits, `©` and `®` are emoji; between U+329A and U+1F000
  /// none are.
  var mayBeEmoji: Bool {
    switch value {
    case 0x23, 0x2A, 0x30...0x39, 0xA9, 0xAE, 0x203C...0x3299, 0x1F000...: return true
    default: return false
    }
  }

  /// Whether the terminal renderers replace this scalar's character with a space: controls (Cc),
  /// and the line and paragraph separators U+2028 and U+2029.
  ///
  /// Each of these is a grapheme cluster of its own (or, for CR LF, together with its partner),
  /// so testing the first scalar of a `Character` decides for the whole character.
  var isReplacedControl: Bool {
    Self.isReplacedControl(value)
  }

  /// Whether the scalar with this value is one the renderers replace with a space
  /// (``isReplacedControl``), for code that holds decoded values rather than scalars.
  static func isReplacedControl(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
  }

  /// Whether this scalar could join a neighbouring character into one grapheme cluster across
  /// a space: true for everything outside Latin that is not a simple scalar (see
  /// `SimpleScalarRun`), a cheap filter before asking the grapheme break rules.
  var mayJoinNeighbour: Bool {
    value >= 0x300 && SimpleScalarRun.simpleColumns(of: value) == 0
  }

  /// U+200D ZERO WIDTH JOINER.
  static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
  /// U+FE0E VARIATION SELECTOR-15, text presentation.
  static let textPresentationSelector: Unicode.Scalar = "\u{FE0E}"
  /// U+FE0F VARIATION SELECTOR-16, emoji presentation.
  static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"
}
