/// One object's net change in a commit, as the store tells its results controllers: the
/// content before and after (`nil` where the object was or is absent), the object's place in
/// the store's insertion order, which breaks ties between equal sort keys, and its row.
@usableFromInline
struct StoreChange<Object> {
  @usableFromInline
  var old: Object?
  @usableFromInline
  var new: Object?
  /// The insertion number of the object: kept by an update, new for an insert.
  @usableFromInline
  var sequence: UInt64
  /// The object's row in the store (see `ObjectStore.Record.row`): the same for `old` and
  /// `new`, since a row belongs to one insertion of an object.
  @usableFromInline
  var row: Int32

  @inlinable
  init(old: Object?, new: Object?, sequence: UInt64, row: Int32) {
    self.old = old
    self.new = new
    self.sequence = sequence
    self.row = row
  }
}

/// One commit's net changes, as the store tells its results controllers, with the commit's
/// version: a controller that fetched during the delivery already holds it.
@usableFromInline
struct StoreChanges<Object> {
  /// The version of the store once the commit is applied.
  @usableFromInline
  var version: UInt64
  /// The changes, in the commit's order.
  @usableFromInline
  var changes: [StoreChange<Object>]

  @inlinable
  init(version: UInt64, changes: [StoreChange<Object>]) {
    self.version = version
    self.changes = changes
  }
}
