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

  /// Reads the first and the last byte of the record of each change's new content in the
  /// store, with reads that do not wait for each other, and returns them combined: brings
  /// the records into cache before a loop that reads them one change at a time.
  ///
  /// - Complexity: O(*k*) for *k* changes.
  @inlinable
  func touchNewContents() -> UInt8 {
    guard let storage else { return 0 }
    let stride = MemoryLayout<ObjectStore<Object>.Record>.stride
    var combined: UInt8 = 0
    storage.records.places.withUnsafeBufferPointer { places in
      storage.records.values.withUnsafeBufferPointer { values in
        guard stride > 0, let base = values.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        // Each field is read where it is: a copy of a change retains and releases its content.
        for index in list.indices where list[index].hasNew {
          let row = Int(list[index].row)
          guard row >= 0, row < places.count else { continue }
          let place = Int(places[row])
          guard place >= 0, place < values.count else { continue }
          combined ^= raw.load(fromByteOffset: place * stride, as: UInt8.self)
          combined ^= raw.load(fromByteOffset: place * stride + stride - 1, as: UInt8.self)
        }
      }
    }
    return combined
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
