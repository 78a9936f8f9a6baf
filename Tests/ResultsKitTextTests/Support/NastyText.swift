import ResultsKitTesting

/// Random strings made to break column arithmetic: everything that joins, stretches, vanishes
/// or moves the cursor.
enum NastyText {
  /// The alphabet, one entry per drawable unit (some are several scalars).
  static let alphabet: [String] = [
    // Plain text and spaces.
    "a", "Z", " ", "-",
    // Combining and enclosing marks, which extend what comes before them.
    "\u{0301}", "\u{0308}", "\u{20DD}",
    // Spacing marks: Thai SARA AM, Devanagari visarga and vowel sign I; a Thai consonant.
    "\u{0E33}", "\u{0903}", "\u{093F}", "\u{0E01}",
    // Devanagari consonant and virama, which make conjuncts.
    "\u{0915}", "\u{094D}",
    // Joiners, the zero width space, variation selectors, the soft hyphen.
    "\u{200D}", "\u{200C}", "\u{200B}", "\u{FE0F}", "\u{FE0E}", "\u{00AD}",
    // Emoji: wide, with a skin tone, family members for ZWJ sequences, text-default, keycap
    // base, regional indicators.
    "\u{1F600}", "\u{1F44D}", "\u{1F3FD}", "\u{1F468}", "\u{1F469}", "\u{2764}", "#",
    "\u{1F1FA}", "\u{1F1F8}",
    // East Asian wide and fullwidth, halfwidth katakana and its voiced sound mark.
    "\u{6F22}", "\u{FF26}", "\u{FF76}", "\u{FF9E}",
    // Hangul: a leading consonant, a vowel, a final consonant, a syllable.
    "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}",
    // Prepended concatenation marks, which join what follows them.
    "\u{0600}", "\u{0D4E}",
    // Controls and separators: tab, line feed, carriage return, CR LF, ESC, DEL, NEL, U+2028.
    "\t", "\n", "\r", "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}",
  ]

  /// A string of up to `maximumLength` units of the alphabet.
  static func string(
    maximumLength: Int = 8, using random: inout SeededRandomNumberGenerator
  ) -> String {
    let length = Int.random(in: 0...maximumLength, using: &random)
    var text = ""
    for _ in 0..<length {
      text += alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
    }
    return text
  }

  /// A string, or `nil` one time in `nilOneIn`.
  static func optionalString(
    nilOneIn: Int = 3, using random: inout SeededRandomNumberGenerator
  ) -> String? {
    Int.random(in: 0..<nilOneIn, using: &random) == 0 ? nil : string(using: &random)
  }
}
