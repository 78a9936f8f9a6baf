extension ObjectStore {
  /// The committed records: each once, side by side in an array, found by its object's
  /// identifier through a table of positions.
  ///
  /// An array of records and a dictionary of small positions take about half the memory of a
  /// dictionary of records (whose buckets, rounded up to a power of two, each hold a whole
  /// record), and loading appends to the array instead of scattering records over a table.
  /// The order of ``values`` means nothing: a removal moves the last record into the hole.
  /// The table also knows where each row's record is, so that a commit's changes name their
  /// new contents by row instead of holding a second copy of them.
  @usableFromInline
  struct RecordTable {
    /// The records, in no particular order.
    @usableFromInline
    var values: [Record] = []
    /// Where each identifier's record is in ``values``.
    @usableFromInline
    var positions: [Object.ID: Int32] = [:]
    /// Where each row's record is in ``values``; -1 for a free row.
    @usableFromInline
    var places: [Int32] = []

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
      places.reserveCapacity(capacity)
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

    /// The object of the record at `row`, or `nil` when the row is free.
    ///
    /// - Complexity: O(1).
    @inlinable
    func object(atRow row: Int32) -> Object? {
      let place = Int(row) < places.count ? places[Int(row)] : -1
      return place < 0 ? nil : values[Int(place)].object
    }

    /// Notes that the record of `row` is at `place` in ``values`` (-1: nowhere).
    @inlinable
    mutating func setPlace(_ place: Int32, ofRow row: Int32) {
      let row = Int(row)
      if row >= places.count {
        places.append(contentsOf: repeatElement(-1, count: row - places.count + 1))
      }
      places[row] = place
    }

    /// Puts `record` under `id`, replacing the record there; returns the replaced one.
    @inlinable
    @discardableResult
    mutating func updateValue(_ record: Record, forKey id: Object.ID) -> Record? {
      let count = Int32(truncatingIfNeeded: values.count)
      let position = Self.value(of: &positions[id, default: count])
      guard position != count else {
        values.append(record)
        setPlace(count, ofRow: record.row)
        return nil
      }
      let old = values[Int(position)]
      values[Int(position)] = record
      if old.row != record.row { setPlace(-1, ofRow: old.row) }
      setPlace(position, ofRow: record.row)
      return old
    }

    /// Removes and returns the record of `id`, or `nil` when there is none.
    @inlinable
    @discardableResult
    mutating func removeValue(forKey id: Object.ID) -> Record? {
      guard let position = positions.removeValue(forKey: id).map(Int.init) else { return nil }
      let removed = values[position]
      let last = values.removeLast()
      setPlace(-1, ofRow: removed.row)
      if position < values.count {
        values[position] = last
        positions[last.object.id] = Int32(truncatingIfNeeded: position)
        setPlace(Int32(truncatingIfNeeded: position), ofRow: last.row)
      }
      return removed
    }

    /// Forgets every record and row: for a store emptied by a commit, which gives the rows'
    /// memory back and numbers rows from zero again.
    @inlinable
    mutating func removeAll() {
      values = []
      positions = [:]
      places = []
    }

    /// What is wrong with the table's indexes, for tests.
    ///
    /// Each identifier must lead to its record, each record's row to its place, and every
    /// other row must be free. O(*n*).
    func _checkIndexes() -> [String] {
      var problems: [String] = []
      if positions.count != values.count { problems.append("\(positions.count) identifiers") }
      for (place, record) in values.enumerated() {
        if positions[record.object.id] != Int32(place) {
          problems.append("the id \(record.object.id) does not lead to its record")
        }
        if object(atRow: record.row)?.id != record.object.id {
          problems.append("row \(record.row) does not lead to the id \(record.object.id)")
        }
      }
      let taken = places.filter { $0 >= 0 }.count
      if taken != values.count { problems.append("\(taken) rows taken for \(values.count)") }
      return problems
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
