/// The width rule for one grapheme cluster, given its scalars; `Character.displayWidth`
/// documents it.
///
/// Taking the scalars rather than a `Character` lets the string loops measure a cluster in place,
/// from the string's UTF-8, without forming the character (see `ClusterWalk`).
enum ClusterColumns {
  /// The columns of the cluster whose scalars `scalars` yields: 0, 1 or 2.
  ///
  /// - Complexity: O(*s*) for the *s* scalars.
  static func of<Scalars: IteratorProtocol<Unicode.Scalar>>(_ scalars: inout Scalars) -> Int {
    guard let first = scalars.next() else { return 0 }
    guard let second = scalars.next() else { return first.terminalColumns }
    return Swift.min(columns(first, second, then: &scalars), 2)
  }

  /// The width, before capping at 2, of a cluster of two or more scalars: `first`, `second`,
  /// then those left in `rest`.
  private static func columns<Scalars: IteratorProtocol<Unicode.Scalar>>(
    _ first: Unicode.Scalar, _ second: Unicode.Scalar, then rest: inout Scalars
  ) -> Int {
    if first.isReplacedControl { return 1 }  // CR LF, written as one space
    if first.isRegionalIndicator {
      if second.isRegionalIndicator { return 2 }
    } else if first.mayBeEmoji && first.properties.isEmoji {
      if second == .textPresentationSelector { return 1 + sum(&rest) }
      if second == .emojiPresentationSelector || first.properties.isEmojiPresentation {
        return 2
      }
      if second.isSkinToneModifier && first.properties.isEmojiModifierBase { return 2 }
      var columns = first.terminalColumns + second.terminalColumns
      var afterJoiner = second == .zeroWidthJoiner
      while let scalar = rest.next() {
        if afterJoiner && scalar.mayBeEmoji && scalar.properties.isEmoji { return 2 }
        columns += scalar.terminalColumns
        afterJoiner = scalar == .zeroWidthJoiner
      }
      return columns
    }
    return first.terminalColumns + second.terminalColumns + sum(&rest)
  }

  /// The sum of the widths of the scalars left in `scalars`.
  private static func sum<Scalars: IteratorProtocol<Unicode.Scalar>>(
    _ scalars: inout Scalars
  ) -> Int {
    var columns = 0
    while let scalar = scalars.next() { columns += scalar.terminalColumns }
    return columns
  }
}
