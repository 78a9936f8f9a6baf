/// One `moveRow(at:to:)` of a table: the row at `from` is taken out and put back so that it is
/// at `to` afterwards, both counted on the rows as they are when the move is made.
public struct RowMove: Hashable, Sendable {
  /// The row's index before the move.
  public var from: Int
  /// The row's index after the move.
  public var to: Int

  /// A move from `from` to `to`.
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }
}
