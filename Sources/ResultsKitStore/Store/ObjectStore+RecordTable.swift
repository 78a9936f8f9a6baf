extension ObjectStore {
  /// The committed records: each once, side by side in an array, found by its object's
  /// identifier through a table of positions.
  ///
  /// An array of records and a table of small positions take about half the memory of a
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
    var positions = PositionTable()
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
      let position = position(of: id)
      return position < 0 ? nil : values[Int(position)]
    }

    /// Where the record of `id` is in ``values``, or -1.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    func position(of id: Object.ID) -> Int32 {
      positions.find(id, tag: positions.tag(of: id), in: values).position
    }

    /// Where the record of `id` is in ``values``, or -1, looked for first at `guess`.
    ///
    /// A caller that touches records in the order they lie (as a loop over identifiers counted
    /// up in the order they were inserted often does) passes the place after the last one: the
    /// record is then found in memory just read, by one comparison instead of a read of the
    /// table that waits for memory. Any other identifier costs that comparison, then the table.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    func position(of id: Object.ID, guessing guess: Int) -> Int32 {
      if guess >= 0, guess < values.count, values[guess].object.id == id {
        return Int32(truncatingIfNeeded: guess)
      }
      return position(of: id)
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
      let tag = positions.tag(of: id)
      let position = positions.find(id, tag: tag, in: values).position
      guard position >= 0 else {
        let count = Int32(truncatingIfNeeded: values.count)
        positions.insert(tag: tag, position: count)
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
      let (slot, found) = positions.find(id, tag: positions.tag(of: id), in: values)
      guard found >= 0 else { return nil }
      let position = Int(found)
      positions.remove(at: slot)
      let lastPosition = values.count - 1
      if position < lastPosition {
        // The last record moves into the hole; its entry follows it (found while the record
        // is still where the entry says).
        let lastID = values[lastPosition].object.id
        let last = positions.find(lastID, tag: positions.tag(of: lastID), in: values)
        if last.position == Int32(lastPosition) { positions.setPosition(found, at: last.slot) }
      }
      let removed = values[position]
      let last = values.removeLast()
      setPlace(-1, ofRow: removed.row)
      if position < values.count {
        values[position] = last
        setPlace(found, ofRow: last.row)
      }
      return removed
    }

    /// Forgets every record and row: for a store emptied by a commit, which gives the rows'
    /// memory back and numbers rows from zero again.
    @inlinable
    mutating func removeAll() {
      values = []
      positions.removeAll()
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
        if position(of: record.object.id) != Int32(place) {
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
  }
}
