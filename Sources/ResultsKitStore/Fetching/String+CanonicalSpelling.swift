extension String {
  /// This string in Unicode Normalization Form C: one spelling for all the strings that `==`
  /// calls equal (`"e\u{301}"` and `"\u{E9}"` both give `"\u{E9}"`).
  ///
  /// Swift compares strings by canonical equivalence, SQLite and other byte-wise stores by
  /// their bytes; two strings are `==` exactly when their canonical spellings have the same
  /// bytes. The normalization is the standard library's own, the one `==` itself compares by,
  /// so the two never disagree (a separate Unicode library could be of another Unicode version).
  ///
  /// - Complexity: O(*n*) for *n* bytes; a string of ASCII characters is returned as it is.
  @usableFromInline
  package var canonicalSpelling: String {
    if isCanonicalSpelling { return self }
    return String(decoding: _nfcCodeUnits, as: UTF8.self)
  }

  /// Whether this string is already its ``canonicalSpelling`` (every ASCII string is).
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  @usableFromInline
  package var isCanonicalSpelling: Bool {
    if utf8.allSatisfy({ $0 < 0x80 }) { return true }
    return _nfcCodeUnits.elementsEqual(utf8)
  }
}
