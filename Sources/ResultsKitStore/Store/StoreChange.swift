/// One object's net change in a commit, as the store tells its results controllers: the
/// content before (`nil` where the object was absent), whether there is one after, the
/// object's place in the store's insertion order, which breaks ties between equal sort keys,
/// and its row.
///
/// The content after is not in the change: it is the store's, read at the object's row while
/// the commit is delivered (see ``CommitChanges``), so that a commit holds each object once.
@usableFromInline
struct StoreChange<Object> {
  @usableFromInline
  var old: Object?
  /// The insertion number of the object: kept by an update, new for an insert.
  @usableFromInline
  var sequence: UInt64
  /// The object's row in the store (see `ObjectStore.Record.row`): the same before and after,
  /// since a row belongs to one insertion of an object.
  @usableFromInline
  var row: Int32
  /// Whether the object is in the store after the commit.
  @usableFromInline
  var hasNew: Bool

  @inlinable
  init(old: Object?, sequence: UInt64, row: Int32, hasNew: Bool) {
    self.old = old
    self.sequence = sequence
    self.row = row
    self.hasNew = hasNew
  }
}

/// One commit's net changes, as the store tells its results controllers, with the commit's
/// version: a controller that fetched during the delivery already holds it.
@usableFromInline
struct StoreChanges<Object: Identifiable & Equatable> {
  /// The version of the store once the commit is applied.
  @usableFromInline
  var version: UInt64
  /// The changes, in the commit's order.
  @usableFromInline
  var changes: CommitChanges<Object>

  @inlinable
  init(version: UInt64, changes: CommitChanges<Object>) {
    self.version = version
    self.changes = changes
  }
}
