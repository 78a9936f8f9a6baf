/// A fast path over UTF-8: a leading run of *simple* scalars, each of which is a character on
/// its own with a width known from its code point alone.
///
/// A simple scalar is none of: a mark, a format character, a joiner, a variation selector, a
/// Hangul jamo, a regional indicator, a prepended concatenation mark, CR, a wide emoji that VS15
/// would narrow (U+3030, U+303D). So two simple scalars in a row are always separate characters
/// (grapheme break rule GB999), a character that starts with one is at least as wide as it, and
/// the width of a run of them is the sum of theirs, found without forming `Character`s or
/// looking up Unicode properties. The set covers
/// ASCII and Latin (U+0000–02FF, CR excepted), Greek and Cyrillic, common punctuation, arrows,
/// mathematical operators, box drawing, and the bulk of Chinese, Japanese and Korean text; a
/// test checks each simple scalar's width against `Character.displayWidth`.
struct SimpleScalarRun {
  /// The UTF-8 offset where measuring by characters must take over (a character boundary): the
  /// end of the text if every scalar was simple.
  var end: Int
  /// The columns of the text before `end`.
  var columns: Int
  /// Whether the text before `end` holds a control character (written as a space).
  var hasControls: Bool

  /// The run of no scalars, for text whose UTF-8 is not stored contiguously.
  static let empty = SimpleScalarRun(end: 0, columns: 0, hasControls: false)

  /// The run at the start of `bytes`, ended early so that its columns stay at most `limit`.
  ///
  /// The run stops before the first scalar that is not simple, and also before the simple
  /// scalar just ahead of it, which that scalar could join (as U+0301 joins "e"). It stops before
  /// a simple scalar that would take it past `limit`; that scalar's character is at least as wide
  /// as the scalar, so it would not fit either.
  ///
  /// - Complexity: O(*m*) for the *m* bytes of the run.
  static func scanning(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> SimpleScalarRun {
    var run = SimpleScalarRun(end: 0, columns: 0, hasControls: false)
    var beforeLast = run
    var offset = 0
    while offset < bytes.count {
      let (value, length) = UTF8Scalars.decode(bytes, at: offset, end: bytes.count)
      let columns = simpleColumns(of: value)
      if columns == 0 { return beforeLast }
      if run.columns + columns > limit { return run }
      beforeLast = run
      run.columns += columns
      if Unicode.Scalar.isReplacedControl(value) { run.hasControls = true }
      offset += length
      run.end = offset
    }
    return run
  }

  /// The width of the simple scalar `value`, 1 or 2, or 0 if it is not simple.
  ///
  /// - Complexity: O(1).
  static func simpleColumns(of value: UInt32) -> Int {
    switch value {
    case 0x0D: return 0  // CR joins a following LF
    case 0x0000...0x02FF, 0x0370...0x0482, 0x048A...0x052F: return 1
    case 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0, 0x2190...0x22FF, 0x2500...0x259F:
      return 1
    case 0x3000...0x3029, 0x3031...0x303C, 0x303E, 0x3041...0x3096, 0x309B...0x30FF: return 2
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60: return 2
    case 0xFF61...0xFF9D: return 1
    default: return 0
    }
  }
}
