/// The net effect of one transaction, as delivered to the store's observers.
///
/// Each identifier appears at most once, in one of the three lists: an object inserted and
/// deleted in the same transaction appears nowhere, one deleted and inserted again appears as
/// updated, and one updated to an equal value appears nowhere. The lists keep the order in which
/// the transaction first touched each identifier; objects removed by `deleteAll()` and not
/// touched otherwise follow, in the order they were inserted into the store.
public struct StoreCommit<Object: Identifiable & Equatable>: Equatable {
  /// The commit's number: 1 for a store's first delivered commit, then 2, 3, and so on.
  public var version: UInt64
  /// The objects that were not in the store before the commit.
  public var inserted: [Object]
  /// The objects whose content changed.
  public var updated: [ObjectUpdate<Object>]
  /// The objects that are no longer in the store, with their last content.
  public var deleted: [Object]

  /// Creates a commit.
  ///
  /// - Parameters:
  ///   - version: The commit's number in its store.
  ///   - inserted: The inserted objects.
  ///   - updated: The updated objects, old and new.
  ///   - deleted: The deleted objects.
  public init(
    version: UInt64, inserted: [Object] = [], updated: [ObjectUpdate<Object>] = [],
    deleted: [Object] = []
  ) {
    self.version = version
    self.inserted = inserted
    self.updated = updated
    self.deleted = deleted
  }
}

extension StoreCommit: Sendable where Object: Sendable {}
