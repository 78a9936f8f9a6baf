/// Steps through the characters of a string from a character boundary to its end, measuring
/// each in place, without forming `Character`s.
///
/// With the string's contiguous UTF-8 `bytes`, each character's scalars are decoded straight from
/// them (`UTF8Scalars`), which is faster than iterating the string's characters; without (a
/// lazily bridged string on Apple platforms), they are read through its unicode scalar view.
struct ClusterWalk {
  /// One character: its columns, and whether it is written as a space.
  struct Cluster {
    /// The character's display width.
    var columns: Int
    /// Whether the character is a control, written as a space (see
    /// `Unicode.Scalar.isReplacedControl`).
    var isControl: Bool
  }

  /// The string walked.
  let string: String
  /// The string's UTF-8, if it is stored contiguously.
  let bytes: UnsafeBufferPointer<UInt8>?
  /// The start of the next character.
  private(set) var index: String.Index
  /// The UTF-8 offset of `index`.
  private var offset: Int

  /// A walk over the characters of `string` from UTF-8 offset `offset`, which must be a character
  /// boundary; `bytes` is the string's UTF-8 if available contiguously, and must outlive the walk.
  init(_ string: String, bytes: UnsafeBufferPointer<UInt8>?, from offset: Int) {
    self.string = string
    self.bytes = bytes
    self.index = string.utf8.index(string.utf8.startIndex, offsetBy: offset)
    self.offset = offset
  }

  /// Measures the character at `index` and moves past it; nil at the end of the string.
  ///
  /// - Complexity: O(*c*) for the *c* bytes of the character.
  mutating func next() -> Cluster? {
    guard index < string.endIndex else { return nil }
    let next = string.index(after: index)
    let columns: Int
    if let bytes {
      let nextOffset = offset + string.utf8.distance(from: index, to: next)
      var scalars = UTF8Scalars(bytes, from: offset, to: nextOffset)
      columns = ClusterColumns.of(&scalars)
      offset = nextOffset
    } else {
      var scalars = string.unicodeScalars[index..<next].makeIterator()
      columns = ClusterColumns.of(&scalars)
    }
    let isControl = columns == 1 && string.unicodeScalars[index].isReplacedControl
    index = next
    return Cluster(columns: columns, isControl: isControl)
  }
}
