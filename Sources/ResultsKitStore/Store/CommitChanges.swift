/// A commit's changes and where their new contents are: at their rows in the store, while
/// the commit is being delivered, or kept beside the changes.
///
/// A commit that stays in memory past its delivery (a results controller keeps commits while
/// it has no subscribers) must be ``kept()`` first: the store's rows change with the next
/// commit.
@usableFromInline
struct CommitChanges<Object: Identifiable & Equatable> {
  /// The changes, in the commit's order.
  @usableFromInline
  let list: [StoreChange<Object>]
  /// The store whose table holds the new contents, or `nil` when they are in `news`.
  @usableFromInline
  let storage: ObjectStore<Object>.Storage?
  /// The new contents, index for index with the changes, when they are kept beside them.
  @usableFromInline
  let news: [Object?]

  /// Changes whose new contents are at their rows in `storage`.
  @inlinable
  init(_ list: [StoreChange<Object>], in storage: ObjectStore<Object>.Storage) {
    self.list = list
    self.storage = storage
    news = []
  }

  /// Changes whose new contents are `news`, index for index.
  @inlinable
  init(_ list: [StoreChange<Object>], news: [Object?]) {
    self.list = list
    storage = nil
    self.news = news
  }

  /// The number of changes.
  @inlinable
  var count: Int { list.count }

  /// Whether there are no changes.
  @inlinable
  var isEmpty: Bool { list.isEmpty }

  /// The changes' positions.
  @inlinable
  var indices: Range<Int> { list.indices }

  /// The content after the commit of the change at `index`, or `nil` when it deletes its
  /// object.
  ///
  /// - Complexity: O(1).
  @inlinable
  func new(at index: Int) -> Object? {
    let row = list[index].row
    guard list[index].hasNew else { return nil }
    guard let storage else { return news[index] }
    return storage.records.object(atRow: row)
  }

  /// The same changes with their new contents kept beside them, for as long as they are held.
  ///
  /// - Complexity: O(*k*) for *k* changes, unless they are kept already.
  @inlinable
  func kept() -> Self {
    guard storage != nil else { return self }
    return Self(list, news: indices.map(new(at:)))
  }
}
