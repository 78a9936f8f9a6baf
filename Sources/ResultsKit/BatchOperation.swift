/// One kind of entry in a ``ChangeBatch``, named in ``BatchError``s.
public enum BatchOperation: String, Hashable, Sendable, Codable, CaseIterable {
  /// An entry of `deletedSections` (before the batch).
  case deleteSection
  /// An entry of `insertedSections` (after the batch).
  case insertSection
  /// An entry of `deletedItems` (before the batch).
  case delete
  /// An entry of `insertedItems` (after the batch).
  case insert
  /// The `from` side of an entry of `movedItems` (before the batch).
  case moveFrom
  /// The `to` side of an entry of `movedItems` (after the batch).
  case moveTo
  /// An entry of `reloadedItems` (before the batch).
  case reload
  /// An entry of `reconfiguredItems` (after the batch).
  case reconfigure

  /// Whether the operation names a position in the state after the batch.
  public var namesStateAfterBatch: Bool {
    switch self {
    case .insertSection, .insert, .moveTo, .reconfigure: true
    case .deleteSection, .delete, .moveFrom, .reload: false
    }
  }
}
