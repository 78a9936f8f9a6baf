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
    if !hasFetched || requestChanged || backlog.overflowed {
      fetchFromScratch()
    } else if !backlog.isCurrent {
      slots.engine.apply(slots, backlog.take())
    }
    hasFetched = true
    if storeSubscription == nil { followStore() }
  }

  /// Subscribes to the store's changes.
  @inlinable
  func followStore() {
    storeSubscription = store.observeChanges { [weak self] commit in
      guard let self else { return }
      takeCommit(self, commit)
    }
  }

  /// Reports a commit to the subscribers, or keeps it for the next fetch when there are none
  /// (see ``CommitBacklog``).
  ///
  /// A commit the results already hold — a fetch ran while the store was delivering it, from
  /// another observer of the same commit — is ignored.
  @inlinable
  func storeDidCommit(_ commit: StoreChanges<Object>) {
    guard !backlog.contains(commit) else { return }
    guard observers.count > 0 else {
      if !backlog.keep(commit, fetchedCount: slots.objectCount) { storeSubscription = nil }
      return
    }
    freezeSnapshots()
    if backlog.overflowed {
      refetchReportingDifference()
    } else {
      // The kept commits, if any, and this one are reported as one change, from what the
      // controller showed.
      slots.engine.applyReporting(
        slots, backlog.take(appending: commit), observers, listObservers)
    }
  }

  /// Loads the results of ``request`` from scratch.
  @inlinable
  func fetchFromScratch() {
    slots.engine.load(slots, request, store)
    requestChanged = false
    backlog.reset(toVersion: store.version)
  }

  /// Fetches from scratch and reports the difference to what the controller showed.
  @inlinable
  func refetchReportingDifference() {
    let old = sections
    fetchFromScratch()
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
