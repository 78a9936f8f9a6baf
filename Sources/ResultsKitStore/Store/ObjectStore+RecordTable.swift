extension ObjectStore {
  /// The committed records: each once, side by side in an array, found by its object's
  /// identifier through a table of positions.
  ///
  /// An array of records and a dictionary of small positions take about half the memory of a
  /// dictionary of records (whose buckets, rounded up to a power of two, each hold a whole
  /// record), and loading appends to the array instead of scattering records over a table.
  /// The order of ``values`` means nothing: a removal moves the last record into the hole.
  @usableFromInline
  struct RecordTable {
    /// The records, in no particular order.
    @usableFromInline
    var values: [Record] = []
    /// Where each identifier's record is in ``values``.
    @usableFromInline
    var positions: [Object.ID: Int32] = [:]

    @inlinable
    init() {}

    /// The number of records.
    @inlinable
    var count: Int { values.count }

    /// Makes room for `capacity` records.
    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
      values.reserveCapacity(capacity)
      positions.reserveCapacity(capacity)
    }

    /// The record of the object with the identifier `id`, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    subscript(id: Object.ID) -> Record? {
      guard let position = positions[id] else { return nil }
      return values[Int(position)]
    }

    /// Where the record of `id` is in ``values``, or `nil`.
    @inlinable
    func index(forKey id: Object.ID) -> Int? {
      positions[id].map(Int.init)
    }

    /// Puts `record` under `id`, replacing the record there; returns the replaced one.
    @inlinable
    @discardableResult
    mutating func updateValue(_ record: Record, forKey id: Object.ID) -> Record? {
      let count = Int32(truncatingIfNeeded: values.count)
      let position = Self.value(of: &positions[id, default: count])
      guard position != count else {
        values.append(record)
        return nil
      }
      let old = values[Int(position)]
      values[Int(position)] = record
      return old
    }

    /// Removes and returns the record of `id`, or `nil` when there is none.
    @inlinable
    @discardableResult
    mutating func removeValue(forKey id: Object.ID) -> Record? {
      guard let position = positions.removeValue(forKey: id).map(Int.init) else { return nil }
      let removed = values[position]
      let last = values.removeLast()
      if position < values.count {
        values[position] = last
        positions[last.object.id] = Int32(truncatingIfNeeded: position)
      }
      return removed
    }

    /// The records' objects, or another value of each, by identifier.
    @inlinable
    func mapValues<T>(_ transform: (Record) throws -> T) rethrows -> [Object.ID: T] {
      var result: [Object.ID: T] = [:]
      result.reserveCapacity(values.count)
      for record in values { result[record.object.id] = try transform(record) }
      return result
    }

    @inlinable
    static func value(of position: inout Int32) -> Int32 { position }
  }
}
