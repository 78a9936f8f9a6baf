extension StringProtocol {
  /// Sum of the characters' display widths.
  ///
  /// See `Character.displayWidth` for the rules. ASCII, Latin, Greek, Cyrillic and most Chinese,
  /// Japanese and Korean text is measured straight from its UTF-8 bytes, without forming
  /// characters (see `SimpleScalarRun`); the rest character by character, in place for a
  /// `String` (see `ClusterWalk`).
  ///
  /// - Complexity: O(*n*) for the *n* UTF-8 bytes of the text.
  public var displayWidth: Int {
    if let string = self as? String { return string.measuredWidth }
    let run = utf8.withContiguousStorageIfAvailable { SimpleScalarRun.scanning($0, limit: .max) }
    var width = run?.columns ?? 0
    let rest = utf8.index(utf8.startIndex, offsetBy: run?.end ?? 0)
    for character in self[rest...] { width += character.displayWidth }
    return width
  }
}

extension String {
  /// The display width of this string: a run of simple scalars from the bytes, then the
  /// characters after it measured in place.
  ///
  /// - Complexity: O(*n*) for the *n* UTF-8 bytes.
  fileprivate var measuredWidth: Int {
    utf8.withContiguousStorageIfAvailable { bytes in
      let run = SimpleScalarRun.scanning(bytes, limit: .max)
      return run.columns + Self.columns(of: self, bytes: bytes, from: run.end)
    } ?? Self.columns(of: self, bytes: nil, from: 0)
  }

  /// The columns of the characters of `string` from UTF-8 offset `offset`, a character boundary.
  private static func columns(
    of string: String, bytes: UnsafeBufferPointer<UInt8>?, from offset: Int
  ) -> Int {
    var walk = ClusterWalk(string, bytes: bytes, from: offset)
    var width = 0
    while let cluster = walk.next() { width += cluster.columns }
    return width
  }
}
