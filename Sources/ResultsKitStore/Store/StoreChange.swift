/// One object's net change in a commit, as the store tells its results controllers: the
/// content before and after (`nil` where the object was or is absent) and the object's place in
/// the store's insertion order, which breaks ties between equal sort keys.
@usableFromInline
struct StoreChange<Object> {
  @usableFromInline
  var old: Object?
  @usableFromInline
  var new: Object?
  /// The insertion number of the object: kept by an update, new for an insert.
  @usableFromInline
  var sequence: UInt64

  @inlinable
  init(old: Object?, new: Object?, sequence: UInt64) {
    self.old = old
    self.new = new
    self.sequence = sequence
  }
}
