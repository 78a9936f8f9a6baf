import ResultsKit

extension SectionedSlots {
  /// Loads every object of `store` that `request` includes, and follows `request` from now on.
  ///
  /// Each object is stored once, in a slot, with its sort key values; the objects are grouped
  /// by section name (names that `==` calls equal are one group, named by their canonical
  /// spelling, which is computed once per section, not per object); the sections are sorted
  /// as arrays of slot numbers, the slots are renumbered in that order (so that neighbours in
  /// the results are neighbours in memory, which keeps searches in cache), and each section
  /// becomes a full tree.
  @inlinable
  func load(_ request: FetchRequest<Object>, from store: ObjectStore<Object>) {
    self.request = request
    let columns = request.sortBy.map { $0.makeColumn() }
    order = SlotOrder(columns, sequenceSpan: testingSeam.sequenceSpan)
    keyWriters = columns.map(\.write)
    keyReplacers = columns.map(\.replace)
    keyTouchers = columns.map(\.touch)
    let records = store.storage.records
    // A fetch over a loaded index (a resume's) keeps the objects' buffer when it is about the
    // size needed: its pages are already the process's, where a new buffer's would each cost
    // a page fault when first written.
    objects.removeAll(keepingCapacity: objects.capacity <= 2 * (records.count + 1))
    freeSlots = []
    rowSlots = RowSlots()
    var rows: [Int32] = []
    if request.predicate == nil {
      // Exactly the room needed: every object, and one more.
      objects.reserveCapacity(records.count + 1)
      rows.reserveCapacity(records.count)
      order.sequences.reserve(records.count + 1)
      for column in columns { column.reserve(records.count + 1) }
    }
    var buckets = SectionBuckets(capacity: request.predicate == nil ? records.count : 0)
    let sequences = order.sequences
    // Each insertion number's low 32 bits, counted from the least once it is known.
    var lowest = UInt64.max
    var highest: UInt64 = 0
    for record in records.values where includes(record.object) {
      let slot = objects.count
      objects.append(record.object)
      sequences.store(UInt32(truncatingIfNeeded: record.sequence), at: slot)
      lowest = Swift.min(lowest, record.sequence)
      highest = Swift.max(highest, record.sequence)
      rows.append(record.row)
      buckets.append(to: sectionName(of: record.object))
    }
    if lowest <= highest {
      order.fitSequences(lowest: lowest, highest: highest) { slot in
        records.values[Int(records.places[Int(rows[slot])])].sequence
      }
    }
    // Each sort key's values in one pass over the objects (no call per object and key).
    for column in columns { column.appendValues(objects) }
    objectCount = objects.count
    if request.sectionBy == nil, buckets.isEmpty { buckets.ensureBucket("") }
    let order = order
    // A bucket's name is the spelling of its first object; the section is named by the
    // canonical one, which finds the same bucket.
    let names = request.sectionOrder.sorted(buckets.names.map(\.canonicalSpelling))
    let (grouped, ends) = buckets.grouped(by: names)
    buckets = SectionBuckets()
    var sorted: [Int32] = []
    sorted.reserveCapacity(grouped.count)
    var start = 0
    for end in ends {
      var slots = Array(grouped[start..<end])
      order.sort(&slots)
      sorted += slots
      start = end
    }
    renumber(sorted, columns: columns)
    rowSlots = RowSlots(rows: Int(store.rowCount))
    for (slot, source) in sorted.enumerated() { rowSlots.set(slot, for: rows[Int(source)]) }
    rows = []
    var sections: [Section] = []
    sections.reserveCapacity(names.count)
    start = 0
    for (name, end) in zip(names, ends) {
      sections.append(
        Section(
          name: name, slots: CountedTree(sorted: (Int32(start)..<Int32(end)).map(order.keyed))))
      start = end
    }
    sectionTree = CountedTree(sorted: sections)
    sectionsByName = Dictionary(uniqueKeysWithValues: sections.map { ($0.name, $0) })
  }

  /// Moves the object in slot `sorted[i]` to slot `i`, for every `i`; `sorted` holds every
  /// slot once.
  ///
  /// The objects and their values are moved, not copied: a fetch retains and releases
  /// nothing to renumber them, and allocates no second array of objects.
  @inlinable
  func renumber(_ sorted: [Int32], columns: [SortColumn<Object>]) {
    objects.permute(by: sorted)
    order.permuteSequences(sorted)
    for column in columns { column.permute(sorted) }
  }
}
