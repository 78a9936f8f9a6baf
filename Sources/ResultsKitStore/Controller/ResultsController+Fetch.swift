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
    if !hasFetched || requestChanged || backlogOverflowed {
      fetchFromScratch()
    } else if !backlog.isEmpty {
      apply(Self.merged(backlog), reporting: false)
    }
    backlog = []
    backlogCount = 0
    backlogOverflowed = false
    hasFetched = true
    if storeSubscription == nil { followStore() }
  }

  /// Subscribes to the store's changes.
  func followStore() {
    storeSubscription = store.observeChanges { [weak self] changes in
      self?.storeDidCommit(changes)
    }
  }

  /// Reports a commit to the subscribers, or keeps it for the next fetch when there are none.
  private func storeDidCommit(_ changes: [StoreChange<Object>]) {
    guard observers.count > 0 else {
      backlogCount += changes.count
      if backlogCount > Swift.max(objectCount, 4_096) {
        // Fetching from scratch is now cheaper than catching up: stop keeping commits.
        backlog = []
        backlogOverflowed = true
        storeSubscription = nil
      } else {
        backlog.append(changes)
      }
      return
    }
    if backlogOverflowed {
      refetchReportingDifference()
    } else if backlog.isEmpty {
      apply(changes, reporting: true)
    } else {
      // Report the kept commits and this one as one change, from what the controller showed.
      backlog.append(changes)
      let merged = Self.merged(backlog)
      backlog = []
      backlogCount = 0
      apply(merged, reporting: true)
    }
  }

  /// The net effect of several commits, per object incarnation (insertion number).
  static func merged(_ commits: [[StoreChange<Object>]]) -> [StoreChange<Object>] {
    guard commits.count > 1 else { return commits.first ?? [] }
    var positions: [UInt64: Int] = [:]
    var changes: [StoreChange<Object>] = []
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
    return changes.filter { change in
      switch (change.old, change.new) {
      case (nil, nil): false
      case let (old?, new?): old != new
      default: true
      }
    }
  }

  /// Fetches every object of the store again, with the current request.
  func fetchFromScratch() {
    active = request
    requestChanged = false
    var buckets: [String: [Entry]] = [:]
    var count = 0
    for record in store.storage.records.values where includes(record.object) {
      buckets[sectionName(of: record.object), default: []].append(
        Entry(object: record.object, sequence: record.sequence))
      count += 1
    }
    if active.sectionBy == nil, buckets.isEmpty { buckets[""] = [] }
    var sections: [Section] = []
    sections.reserveCapacity(buckets.count)
    for name in buckets.keys.sorted() {
      var entries = buckets[name] ?? []
      buckets[name] = nil
      entries.sort(by: precedes)
      sections.append(Section(name: name, entries: CountedTree(sorted: entries)))
    }
    sectionTree = CountedTree(sorted: sections)
    sectionsByName = Dictionary(uniqueKeysWithValues: sections.map { ($0.name, $0) })
    objectCount = count
  }

  /// Fetches from scratch and reports the difference to what the controller showed.
  private func refetchReportingDifference() {
    let old = sections
    fetchFromScratch()
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
      // Only results left inconsistent by impure closures can hold an identifier twice:
      // replace every section.
      events =
        [.willChange]
        + old.indices.map { .deletedSection(name: old[$0].name, at: $0) }
        + new.indices.map { .insertedSection(name: new[$0].name, at: $0) } + [.didChange]
    }
    for event in events { observers.send(event) }
  }
}
