import ResultsKitTesting
import Testing

@testable import ResultsKitText

/// `Character.displayWidth`, `StringProtocol.displayWidth`, `String.truncated(toDisplayWidth:)`
/// and `String.padded(toDisplayWidth:alignment:)`.
@Suite struct DisplayWidthTests {
  // MARK: Widths of characters and strings

  @Test func asciiIsOneColumnPerCharacter() {
    #expect("Hello, world".displayWidth == 12)
    #expect("".displayWidth == 0)
    #expect(" ".displayWidth == 1)
    for value in UInt8(0x20)...0x7E {
      #expect(Character(Unicode.Scalar(value)).displayWidth == 1)
    }
  }

  @Test func eastAsianWideAndFullwidthAreTwoColumns() {
    #expect("漢字".displayWidth == 4)
    #expect("Ａ".displayWidth == 2)
    #expect("한국".displayWidth == 4)
    #expect("カタカナ".displayWidth == 8)
    #expect("ひらがな".displayWidth == 8)
    #expect("、。「」".displayWidth == 8)
    #expect("𠀋".displayWidth == 2)  // CJK extension B, outside the basic plane
  }

  @Test func halfwidthAndAmbiguousAreOneColumn() {
    #expect("ｶﾀｶﾅ".displayWidth == 4)
    #expect("｡".displayWidth == 1)
    #expect("αβγ".displayWidth == 3)
    #expect("─│┼".displayWidth == 3)
  }

  @Test func decomposedHangulIsOneSyllableOfTwoColumns() {
    let syllable = "\u{1100}\u{1161}\u{11A8}"
    #expect(syllable.count == 1)
    #expect(syllable.displayWidth == 2)
    #expect(Character("\u{1160}").displayWidth == 0)
    #expect(Character("\u{11A8}").displayWidth == 0)
  }

  @Test func combiningMarksAddNothing() {
    #expect("\u{E9}".displayWidth == 1)
    #expect("e\u{301}".count == 1)
    #expect("e\u{301}".displayWidth == 1)
    #expect("a\u{308}\u{323}".displayWidth == 1)
    #expect("漢\u{E0100}".displayWidth == 2)  // ideographic variation selector
  }

  @Test func aLoneCombiningMarkIsZero() {
    #expect("\u{301}".count == 1)
    #expect("\u{301}".displayWidth == 0)
    #expect("\u{20DD}".displayWidth == 0)  // enclosing mark
  }

  @Test func formatCharactersAreZeroExceptTheSoftHyphen() {
    #expect("\u{200B}".displayWidth == 0)
    #expect("\u{200D}".displayWidth == 0)
    #expect("\u{2060}".displayWidth == 0)
    #expect("\u{FEFF}".displayWidth == 0)
    #expect("a\u{200B}b".displayWidth == 2)
    #expect("\u{AD}".displayWidth == 1)
  }

  @Test(arguments: [
    ("👍", 2), ("👍🏽", 2), ("🇯🇵", 2), ("👨‍👩‍👧", 2), ("🏳️‍🌈", 2), ("1️⃣", 2),
    ("#️⃣", 2), ("❤️", 2), ("©️", 2), ("👁‍🗨", 2), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2), ("🏽", 2),
    ("❤", 1), ("☺︎", 1), ("☺", 1), ("⌚︎", 1), ("🇯", 1), ("1", 1), ("©", 1),
  ])
  func emoji(_ text: String, columns: Int) {
    #expect(text.count == 1)
    #expect(text.displayWidth == columns)
  }

  @Test func spacingMarksAndHalfwidthSoundMarksKeepTheirColumn() {
    #expect("कि".count == 1)
    #expect("कि".displayWidth == 2)
    #expect("ｶﾞ".count == 1)
    #expect("ｶﾞ".displayWidth == 2)
    #expect("ﾃﾞｰﾀ".displayWidth == 4)
  }

  @Test func noCharacterIsWiderThanTwoColumns() {
    let conjunct = "\u{938}\u{94D}\u{924}\u{94D}\u{930}\u{940}"  // स्त्री
    #expect(conjunct.count == 1)
    #expect(conjunct.displayWidth == 2)
    #expect("🏽🏽".count == 1)
    #expect("🏽🏽".displayWidth == 2)
  }

  @Test func controlsAreOneColumn() {
    for control in ["\t", "\n", "\r", "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}"] {
      #expect(control.displayWidth == 1, "\(control.unicodeScalars.map(\.value))")
      #expect(control.count == 1)
      #expect(control.first?.displayWidth == 1, "\(control.unicodeScalars.map(\.value))")
    }
    #expect("a\r\nb".displayWidth == 3)
  }

  @Test func substringsAreMeasured() {
    let text = "ab漢字cd"
    #expect(text.dropFirst(2).prefix(2).displayWidth == 4)
    #expect(text.dropLast(4).displayWidth == 2)
  }

  // MARK: Truncation and padding

  @Test func truncationEndsWithAnEllipsis() {
    #expect("Hello, world".truncated(toDisplayWidth: 5) == "Hell…")
    #expect("Hello, world".truncated(toDisplayWidth: 1) == "…")
    #expect("Hello, wörld".truncated(toDisplayWidth: 11) == "Hello, wör…")
    #expect("👍👍👍".truncated(toDisplayWidth: 4) == "👍…")
  }

  @Test func textThatFitsIsUnchanged() {
    #expect("Hello".truncated(toDisplayWidth: 5) == "Hello")
    #expect("Hello".truncated(toDisplayWidth: 40) == "Hello")
    #expect("漢字".truncated(toDisplayWidth: 4) == "漢字")
    #expect("abcde\u{301}".truncated(toDisplayWidth: 5) == "abcde\u{301}")
    #expect("abcdef\u{301}".truncated(toDisplayWidth: 5) == "abcd…")
  }

  @Test func aWideCharacterIsNeverSplit() {
    #expect("漢字漢字".truncated(toDisplayWidth: 5) == "漢字…")
    #expect("漢字漢字".truncated(toDisplayWidth: 4) == "漢…")
    #expect("漢字漢字".truncated(toDisplayWidth: 4).displayWidth == 3)
    #expect("漢字漢字".padded(toDisplayWidth: 4) == "漢… ")
    #expect("漢字漢字".truncated(toDisplayWidth: 2) == "…")
  }

  @Test func widthZeroOrLessGivesTheEmptyString() {
    #expect("Hello".truncated(toDisplayWidth: 0) == "")
    #expect("Hello".truncated(toDisplayWidth: -3) == "")
    #expect("Hello".padded(toDisplayWidth: 0) == "")
    #expect("".padded(toDisplayWidth: -1, alignment: .trailing) == "")
  }

  @Test func paddingFillsTheField() {
    #expect("abc".padded(toDisplayWidth: 6) == "abc   ")
    #expect("abc".padded(toDisplayWidth: 3) == "abc")
    #expect("".padded(toDisplayWidth: 2) == "  ")
    #expect("漢字".padded(toDisplayWidth: 5) == "漢字 ")
    #expect("Hello, world".padded(toDisplayWidth: 5) == "Hell…")
  }

  @Test func trailingAlignmentPadsOnTheLeft() {
    #expect("abc".padded(toDisplayWidth: 6, alignment: .trailing) == "   abc")
    #expect("漢字".padded(toDisplayWidth: 5, alignment: .trailing) == " 漢字")
    #expect("Hello, world".padded(toDisplayWidth: 5, alignment: .trailing) == "Hell…")
    #expect("漢字漢字".padded(toDisplayWidth: 4, alignment: .trailing) == " 漢…")
  }

  @Test func controlsAreWrittenAsOneSpaceEach() {
    #expect("a\tb\nc\u{1B}[31m".padded(toDisplayWidth: 12) == "a b c [31m  ")
    #expect("x\r\ny".padded(toDisplayWidth: 4) == "x y ")
    #expect("\u{9B}2J\u{7F}".padded(toDisplayWidth: 4, alignment: .trailing) == " 2J ")
    #expect("a\tb".truncated(toDisplayWidth: 10) == "a b")
    #expect("tab\there".truncated(toDisplayWidth: 5) == "tab …")
  }

  @Test func aWrittenSpaceNeverJoinsTheTextNextToIt() {
    // A space written before a character that starts with a mark or a skin-tone modifier, or
    // after a prepended concatenation mark, would join it into one cluster and change the
    // width; a zero width space keeps them apart.
    for text in ["\u{301}x", "🏽", "\u{93F}", "\u{FF9E}\u{FF9E}", "\u{93F}\u{93F}"] {
      let field = text.padded(toDisplayWidth: 6, alignment: .trailing)
      #expect(field.displayWidth == 6, "\(text.unicodeScalars.map(\.value))")
      #expect(
        field.unicodeScalars.filter { $0 != "\u{200B}" }.elementsEqual(
          (String(repeating: " ", count: 6 - text.displayWidth) + text).unicodeScalars))
    }
    #expect("🏽".padded(toDisplayWidth: 4, alignment: .trailing) == "  \u{200B}🏽")
    #expect("\u{600}".padded(toDisplayWidth: 3) == "\u{600}\u{200B}   ")
    #expect("\u{D4E}\u{D4E}".padded(toDisplayWidth: 4).displayWidth == 4)
    #expect("a\u{600}\nbcdef".truncated(toDisplayWidth: 3) == "a\u{600}\u{200B} …")
    #expect("x\n\u{301}y".padded(toDisplayWidth: 3) == "x \u{200B}\u{301}y")
    #expect("abc".padded(toDisplayWidth: 5, alignment: .trailing) == "  abc")
  }

  // MARK: The tables

  @Test func theWideTableIsSortedAndDisjoint() {
    let ranges = EastAsianWideRanges.ranges
    #expect(!ranges.isEmpty)
    #expect(ranges.first?.lowerBound == EastAsianWideRanges.firstWide)
    for (earlier, later) in zip(ranges, ranges.dropFirst()) {
      #expect(earlier.upperBound < later.lowerBound, "\(earlier) before \(later)")
    }
    for range in ranges {
      #expect(EastAsianWideRanges.contains(range.lowerBound))
      #expect(EastAsianWideRanges.contains(range.upperBound))
      #expect(!EastAsianWideRanges.contains(range.upperBound + 1))
    }
    #expect(!EastAsianWideRanges.contains(0x10FF))
  }

  @Test func theRulesAgreeWithTheStandardLibrarysUnicodeProperties() {
    var failures: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let columns = Character(scalar).displayWidth
      if properties.isEmojiPresentation && !scalar.isRegionalIndicator && columns != 2 {
        failures.append("emoji presentation U+\(String(value, radix: 16)) is \(columns)")
      }
      switch properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format:
        if columns != (value == 0xAD ? 1 : 0) {
          failures.append("mark or format U+\(String(value, radix: 16)) is \(columns)")
        }
      default: break
      }
      if properties.isEmoji && !scalar.mayBeEmoji {
        failures.append("emoji U+\(String(value, radix: 16)) is missed by mayBeEmoji")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20))")
  }

  @Test func simpleScalarsAreCharactersOfTheirOwnWithTheRightWidth() {
    var failures: [String] = []
    var simpleCount = 0
    for value in UInt32(0)...0xFFFF {
      let columns = SimpleScalarRun.simpleColumns(of: value)
      guard columns != 0, let scalar = Unicode.Scalar(value) else { continue }
      simpleCount += 1
      let text = String(Character(scalar))
      let joins = ("a" + text).count != 2 || (text + "a").count != 2 || (text + text).count != 2
      if joins || scalar.isRegionalIndicator || Character(scalar).displayWidth != columns {
        failures.append("U+\(String(value, radix: 16))")
      }
    }
    #expect(simpleCount > 40_000)
    #expect(failures.isEmpty, "\(failures.prefix(20))")
  }

  @Test func theFastPathHandsOverBeforeAScalarThatJoins() {
    #expect("abc\u{301}".displayWidth == 3)
    #expect("漢字\u{FE0E}x".displayWidth == 5)
    #expect("ab\r\ncd".displayWidth == 5)
    #expect("↔\u{FE0F}".displayWidth == 2)
    #expect("→\u{FE0F}".displayWidth == 1)  // not an emoji
    #expect("‼\u{FE0F} ok".truncated(toDisplayWidth: 2) == "…")
    #expect("‼\u{FE0F} ok".truncated(toDisplayWidth: 3) == "‼\u{FE0F}…")
    #expect("Привет, мир".truncated(toDisplayWidth: 7) == "Привет…")
    #expect("한국어 텍스트".padded(toDisplayWidth: 8) == "한국어 …")
    #expect("한국어텍스트".padded(toDisplayWidth: 8) == "한국어… ")
  }

  // MARK: Properties of random text

  @Test(arguments: [1 as UInt64, 2, 3, 4])
  func randomTextFitsItsField(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    var truncatedCount = 0
    for _ in 0..<1_000 {
      let text = RandomText.string(using: &random)
      let width = Int(random.next() % 41)
      if let failure = Self.checkFit(text, width: width) {
        Issue.record("\(failure): \(text.unicodeScalars.map(\.value)) at \(width)")
        return
      }
      if text.displayWidth > width { truncatedCount += 1 }
    }
    #expect(truncatedCount > 100)
  }

  @Test(arguments: [5 as UInt64, 6])
  func everyWayOfMeasuringAgrees(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    for _ in 0..<1_000 {
      let text = RandomText.string(using: &random)
      let characters = text.map(\.displayWidth)
      let total = characters.reduce(0, +)
      #expect(text.displayWidth == total)
      #expect(text[...].displayWidth == total)
      #expect(text.dropFirst().displayWidth == total - (characters.first ?? 0))
      var walk = ClusterWalk(text, bytes: nil, from: 0)
      var walked: [Int] = []
      while let cluster = walk.next() { walked.append(cluster.columns) }
      #expect(walked == characters, "\(text.unicodeScalars.map(\.value))")
    }
  }

  /// A failure message, or nil when `text` truncated and padded to `width` obeys the contract.
  private static func checkFit(_ text: String, width: Int) -> String? {
    let truncated = text.truncated(toDisplayWidth: width)
    let leading = text.padded(toDisplayWidth: width)
    let trailing = text.padded(toDisplayWidth: width, alignment: .trailing)
    if leading.displayWidth != width { return "leading padding is \(leading.displayWidth)" }
    if trailing.displayWidth != width { return "trailing padding is \(trailing.displayWidth)" }
    if truncated.displayWidth > width { return "truncation is \(truncated.displayWidth)" }
    if width <= 0 { return truncated.isEmpty ? nil : "not empty at \(width)" }
    let spaces = String(repeating: " ", count: width - truncated.displayWidth)
    if !sameScalars(leading, truncated + spaces) { return "leading is not the truncation" }
    if !sameScalars(trailing, spaces + truncated) { return "trailing is not the truncation" }
    let replaced = text.map { isControl($0) ? " " : $0 }
    if text.displayWidth <= width {
      if !sameScalars(truncated, String(replaced)) { return "changed although it fits" }
      let unchanged = truncated.unicodeScalars.elementsEqual(text.unicodeScalars)
      if !text.contains(where: isControl) && !unchanged { return "changed" }
      return nil
    }
    guard truncated.unicodeScalars.last == "…" else { return "no ellipsis" }
    let body = String(truncated.unicodeScalars.dropLast())
    // The longest prefix of the text, in whole characters, that the body holds.
    var prefix = ""
    var kept: Int?
    for (count, character) in replaced.enumerated() {
      if sameScalars(prefix, body) { kept = count }
      prefix.append(character)
    }
    guard let kept else { return "not a proper prefix" }
    if body.displayWidth + replaced[kept].displayWidth <= width - 1 {
      return "not the longest prefix"
    }
    return nil
  }

  /// Whether two strings hold the same scalars (`==` would also accept canonical equivalents),
  /// leaving out the zero width spaces the renderers write between a space and text it would
  /// join.
  private static func sameScalars(_ first: String, _ second: String) -> Bool {
    first.unicodeScalars.filter { $0 != "\u{200B}" }
      .elementsEqual(second.unicodeScalars.filter { $0 != "\u{200B}" })
  }

  /// Whether the renderers write `character` as a space, decided independently of the module.
  private static func isControl(_ character: Character) -> Bool {
    switch character.unicodeScalars.first?.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }
}

/// Random strings mixing ASCII, CJK, emoji sequences, marks, format characters and controls.
private enum RandomText {
  /// Groups of pieces to draw from; the first group is ASCII only.
  static let pieces: [[String]] = [
    ["a", "Z", "0", " ", "~", "#", "*"],
    ["é", "ß", "Ω", "─", "漢", "字", "ひ", "カ", "한", "Ａ", "。", "𠀋", "ｶ"],
    ["👍", "👍🏽", "🏽", "🇯🇵", "🇯", "🇵", "👨‍👩‍👧", "🏳️‍🌈", "1️⃣", "❤️", "❤", "☺︎"],
    ["\u{301}", "\u{308}", "\u{20E3}", "\u{FE0F}", "\u{FE0E}", "\u{93F}", "\u{FF9E}"],
    ["\u{200B}", "\u{200D}", "\u{AD}", "\u{600}", "\u{1100}", "\u{1161}", "\u{11A8}"],
    ["\t", "\n", "\r", "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}"],
  ]

  /// A string of 0 to 24 random pieces; one in four is printable ASCII only.
  static func string(using random: inout SeededRandomNumberGenerator) -> String {
    let asciiOnly = random.next() % 4 == 0
    var text = ""
    for _ in 0..<(random.next() % 25) {
      let group = asciiOnly ? 0 : Int(random.next() % UInt64(pieces.count))
      let choices = pieces[group]
      text += choices[Int(random.next() % UInt64(choices.count))]
    }
    return text
  }
}
