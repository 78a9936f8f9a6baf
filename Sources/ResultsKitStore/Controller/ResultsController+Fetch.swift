import ResultsKit

extension ResultsController {
  /// Loads the results of ``request`` (the current one, when it changed since the last fetch).
  ///
  /// Sends no events: subscribers reload. A controller that has been following the store
  /// only catches up on the commits it kept while it had no subscribers.
  ///
  /// - Complexity: O(*n* log *n*) for *n* fetched objects the first time and after the
  ///   request changed; O(*k* log *n*) for *k* kept changes otherwise; O(1) when the results
  ///   are current.
  public func performFetch() {
    freezeSnapshots()
    if !hasFetched || requestChanged || backlogOverflowed {
      engine.fetch(self)
    } else if !backlog.isEmpty {
      engine.apply(self, backlog, false)
    }
    backlog = []
    backlogCount = 0
    backlogOverflowed = false
    hasFetched = true
    if storeSubscription == nil { followStore() }
  }

  /// Subscribes to the store's changes.
  @inlinable
  func followStore() {
    storeSubscription = store.observeChanges { [weak self] commit in
      self?.storeDidCommit(commit)
    }
  }

  /// Reports a commit to the subscribers, or keeps it for the next fetch when there are none.
  ///
  /// A commit the results already hold — a fetch ran while the store was delivering it, from
  /// another observer of the same commit — is ignored.
  @inlinable
  func storeDidCommit(_ commit: StoreChanges<Object>) {
    guard commit.version > contentsVersion else { return }
    let changes = commit.changes
    guard observers.count > 0 else {
      backlogCount += changes.count
      if backlogCount > Swift.max(objectCount / 2, 4_096) {
        // Fetching from scratch is now cheaper than catching up (a fetch costs about as much
        // as applying half as many changes as it fetches objects): stop keeping commits.
        backlog = []
        backlogOverflowed = true
        storeSubscription = nil
      } else {
        backlog.append(commit)
      }
      return
    }
    freezeSnapshots()
    if backlogOverflowed {
      refetchReportingDifference()
    } else if backlog.isEmpty {
      engine.apply(self, [commit], true)
    } else {
      // Report the kept commits and this one as one change, from what the controller showed.
      backlog.append(commit)
      let commits = backlog
      backlog = []
      backlogCount = 0
      engine.apply(self, commits, true)
    }
  }

  /// The net effect of several commits, per object incarnation (insertion number).
  ///
  /// An object inserted and deleted again is dropped. One updated and updated back is kept,
  /// even when its last content is `==` to its first: every delivered update replaced the
  /// store's content, so the last content is the store's, and `==` may not tell it from the
  /// first (`0.0` and `-0.0`, two spellings of a string, a type that compares some fields).
  @inlinable
  static func merged(_ commits: [[StoreChange<Object>]]) -> [StoreChange<Object>] {
    guard commits.count > 1 else { return commits.first ?? [] }
    let total = commits.reduce(0) { $0 + $1.count }
    var positions: [UInt64: Int] = [:]
    positions.reserveCapacity(total)
    var changes: [StoreChange<Object>] = []
    changes.reserveCapacity(total)
    for commit in commits {
      for change in commit {
        if let position = positions[change.sequence] {
          changes[position].new = change.new
        } else {
          positions[change.sequence] = changes.count
          changes.append(change)
        }
      }
    }
    return changes.filter { $0.old != nil || $0.new != nil }
  }

  /// Fetches every object of the store again, with the current request.
  ///
  /// Each object is stored once, in a slot, with its sort key values; the sections are sorted
  /// as arrays of slot numbers, the slots are renumbered in that order (so that neighbours in
  /// the results are neighbours in memory, which keeps searches in cache), and each section
  /// becomes a full tree.
  @inlinable
  func fetchFromScratch() {
    active = request
    requestChanged = false
    contentsVersion = store.version
    let columns = active.sortBy.map { $0.makeColumn() }
    order = SlotOrder(columns)
    keyWriters = columns.map(\.write)
    keyReplacers = columns.map(\.replace)
    objects = []
    freeSlots = []
    rowSlots = RowSlots()
    let records = store.storage.records
    var rows: [Int32] = []
    if active.predicate == nil {
      // Exactly the room needed: every object, and one more.
      objects.reserveCapacity(records.count + 1)
      rows.reserveCapacity(records.count)
      order.sequences.reserve(records.count + 1)
      for column in columns { column.reserve(records.count + 1) }
    }
    var buckets: [String: [Int32]] = [:]
    for record in records.values where includes(record.object) {
      let slot = objects.count
      write(record.object, sequence: record.sequence, at: slot)
      rows.append(record.row)
      buckets[sectionName(of: record.object), default: []].append(Int32(slot))
    }
    objectCount = objects.count
    if active.sectionBy == nil, buckets.isEmpty { buckets[""] = [] }
    let order = order
    let names = active.sectionOrder.sorted(buckets.keys)
    var sorted: [Int32] = []
    sorted.reserveCapacity(objectCount)
    var ends: [Int] = []
    for name in names {
      var slots = buckets[name] ?? []
      buckets[name] = nil
      slots.sort { order.precedes(Int($0), Int($1)) }
      sorted += slots
      ends.append(sorted.count)
    }
    renumber(sorted, columns: columns)
    rowSlots = RowSlots(rows: Int(store.rowCount))
    for (slot, source) in sorted.enumerated() { rowSlots.set(slot, for: rows[Int(source)]) }
    rows = []
    var sections: [Section] = []
    sections.reserveCapacity(names.count)
    var start = 0
    for (name, end) in zip(names, ends) {
      sections.append(
        Section(name: name, slots: CountedTree(sorted: (Int32(start)..<Int32(end)).map { $0 })))
      start = end
    }
    sectionTree = CountedTree(sorted: sections)
    sectionsByName = Dictionary(uniqueKeysWithValues: sections.map { ($0.name, $0) })
  }

  /// Moves the object in slot `sorted[i]` to slot `i`, for every `i`.
  @inlinable
  func renumber(_ sorted: [Int32], columns: [SortColumn<Object>]) {
    var permutedObjects: [Object] = []
    permutedObjects.reserveCapacity(sorted.count + 1)
    for slot in sorted {
      permutedObjects.append(objects[Int(slot)])
    }
    objects = permutedObjects
    order.sequences.permute(sorted)
    for column in columns { column.permute(sorted) }
  }

  /// Fetches from scratch and reports the difference to what the controller showed.
  @inlinable
  func refetchReportingDifference() {
    let old = sections
    engine.fetch(self)
    backlog = []
    backlogCount = 0
    backlogOverflowed = false
    let new = sections
    let events: [ResultsEvent<Object>]
    do {
      let batch = try ChangeBatch.diff(from: old, to: new, updates: .reconfigure)
      guard !batch.isEmpty else { return }
      events = SnapshotMonitor<Object>.events(for: batch, from: old, to: new)
    } catch {
      // Neither side can hold an identifier twice (the controller finds objects by
      // identity); should the diff fail all the same, replace every section.
      events =
        [.willChange]
        + old.indices.map { .deletedSection(name: old[$0].name, at: $0) }
        + new.indices.map { .insertedSection(name: new[$0].name, at: $0) } + [.didChange]
    }
    for event in events { observers.send(event) }
  }
}
