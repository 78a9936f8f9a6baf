/// One batch of changes to a sectioned list, in UIKit's coordinate spaces.
///
/// A batch is what a table or collection view applies in one `performBatchUpdates` call.
/// Deletes and reloads name positions *before* the batch, inserts and reconfigures name
/// positions *after* it, and a move goes from a before position to an after position:
///
///     // [a, b, c] → [c, a, x]: delete b, move c to the front, insert x at the end.
///     let batch = ChangeBatch(
///         deletedItems: [ItemPath(item: 1, section: 0)],
///         insertedItems: [ItemPath(item: 2, section: 0)],
///         movedItems: [ItemMove(from: ItemPath(item: 2, section: 0),
///                               to: ItemPath(item: 0, section: 0))])
///
/// Every batch ResultsKit produces is in *canonical form*: each list ascending and free of
/// duplicates, `movedItems` ascending by `from`. Two canonical batches that describe the same
/// change are therefore `==`. Use ``isCanonical`` and ``canonicalized()`` for batches built by
/// hand, and ``validate(before:after:)`` to check one against the item counts it applies to.
public struct ChangeBatch: Hashable, Sendable {
  /// Sections removed by the batch, as indices before it.
  public var deletedSections: [Int]
  /// Sections added by the batch, as indices after it.
  public var insertedSections: [Int]
  /// Items removed by the batch, as paths before it.
  public var deletedItems: [ItemPath]
  /// Items added by the batch, as paths after it.
  public var insertedItems: [ItemPath]
  /// Items that change position, from before the batch to after it.
  public var movedItems: [ItemMove]
  /// Items whose cell is replaced, as paths before the batch.
  public var reloadedItems: [ItemPath]
  /// Items whose cell is kept and configured again, as paths after the batch.
  public var reconfiguredItems: [ItemPath]

  /// Creates a batch from its seven lists; every list defaults to empty.
  ///
  /// The lists are stored as given. Call ``canonicalized()`` to sort them and drop duplicates.
  public init(
    deletedSections: [Int] = [], insertedSections: [Int] = [],
    deletedItems: [ItemPath] = [], insertedItems: [ItemPath] = [],
    movedItems: [ItemMove] = [], reloadedItems: [ItemPath] = [],
    reconfiguredItems: [ItemPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.movedItems = movedItems
    self.reloadedItems = reloadedItems
    self.reconfiguredItems = reconfiguredItems
  }

  /// Whether all seven lists are empty.
  public var isEmpty: Bool { changeCount == 0 }

  /// The number of entries in all seven lists together.
  public var changeCount: Int {
    deletedSections.count + insertedSections.count + deletedItems.count + insertedItems.count
      + movedItems.count + reloadedItems.count + reconfiguredItems.count
  }
}

extension ChangeBatch: CustomStringConvertible {
  /// The non-empty lists, for logs and test failures.
  ///
  /// For example: `ChangeBatch(deletedItems: [[0, 1]], movedItems: [[0, 2]->[0, 0]])`.
  public var description: String {
    var parts: [String] = []
    func add<T>(_ label: String, _ list: [T]) {
      if !list.isEmpty {
        parts.append("\(label): [\(list.map { "\($0)" }.joined(separator: ", "))]")
      }
    }
    add("deletedSections", deletedSections)
    add("insertedSections", insertedSections)
    add("deletedItems", deletedItems)
    add("insertedItems", insertedItems)
    add("movedItems", movedItems)
    add("reloadedItems", reloadedItems)
    add("reconfiguredItems", reconfiguredItems)
    return "ChangeBatch(\(parts.joined(separator: ", ")))"
  }
}
