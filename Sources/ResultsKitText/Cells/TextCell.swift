/// One row of a ``TextTable`` or one item of a ``TextGrid``: the text counterpart of a
/// `UITableViewCell`.
///
/// A cell shows ``text`` on the left and ``detailText`` on the right, followed by its
/// ``accessory``. Renderers make cells through the required initializer when a reuse
/// identifier's queue is empty, and reuse them afterwards, calling ``prepareForReuse()``
/// first. Subclass it to hold more state or to draw differently:
///
///     final class TrainCell: TextCell {
///         var platform = ""
///         override func prepareForReuse() {
///             super.prepareForReuse()
///             platform = ""
///         }
///         override func render(width: Int) -> String {
///             (platform + " " + text).padded(toDisplayWidth: width)
///         }
///     }
open class TextCell {
  /// What a cell shows at its trailing edge.
  public enum Accessory: Hashable, Sendable {
    /// Nothing.
    case none
    /// A chevron, `›`: the row leads somewhere.
    case disclosure
    /// A check mark, `✓`.
    case checkmark

    /// The glyph, one column wide, or `nil`.
    var glyph: String? {
      switch self {
      case .none: nil
      case .disclosure: "›"
      case .checkmark: "✓"
      }
    }
  }

  /// The identifier of the queue the cell is reused from.
  public let reuseIdentifier: String
  /// The main text, on the leading side.
  public var text = ""
  /// Secondary text, on the trailing side.
  public var detailText: String?
  /// The mark at the trailing edge.
  public var accessory = Accessory.none

  /// Creates an empty cell for the queue `reuseIdentifier`.
  ///
  /// Renderers call this initializer on the registered class, so subclasses must keep it.
  public required init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
  }

  /// Resets the cell before a renderer hands it out again: empty text, no detail, no accessory.
  ///
  /// Subclasses that override it must call `super`.
  open func prepareForReuse() {
    text = ""
    detailText = nil
    accessory = .none
  }

  /// The cell as exactly `width` terminal columns.
  ///
  /// The text is on the left; the detail text is right-aligned, and the accessory glyph, if
  /// any, ends the line. When there is not enough room, the detail text gives way first: the
  /// text keeps what it needs up to two thirds of the room, the detail gets the rest (and is
  /// dropped when that is under two columns), and both are cut with `…`. Control characters
  /// show as spaces.
  ///
  /// - Parameter width: The number of columns; `0` or less gives `""`.
  /// - Returns: A single line, exactly `width` columns wide.
  /// - Complexity: O(*m*) for *m* characters of text and detail.
  open func render(width: Int) -> String {
    guard width > 0 else { return "" }
    var available = width
    var trailing = ""
    if let glyph = accessory.glyph, width >= 3 {
      trailing = " " + glyph
      available -= 2
    }
    // The pieces are kept apart: a detail that starts with a combining or spacing mark must
    // not join the text's last character (or the padding) into one narrower cluster.
    guard let detail = detailText, !detail.isEmpty else {
      return .keptApart(text.padded(toDisplayWidth: available), trailing)
    }
    let textWidth = text.displayWidth
    let detailWidth = detail.displayWidth
    if textWidth + 1 + detailWidth <= available {
      return .keptApart(
        text.padded(toDisplayWidth: available - detailWidth),
        detail.padded(toDisplayWidth: detailWidth), trailing)
    }
    // Too narrow: the text keeps at least two thirds of the room (or all it needs).
    let textBudget = Swift.max(available - detailWidth - 1, Swift.min(textWidth, available * 2 / 3))
    let detailBudget = available - textBudget - 1
    guard detailBudget >= 2 else {
      return .keptApart(text.padded(toDisplayWidth: available), trailing)
    }
    return .keptApart(
      text.padded(toDisplayWidth: textBudget), " ",
      detail.padded(toDisplayWidth: detailBudget, alignment: .trailing), trailing)
  }
}
