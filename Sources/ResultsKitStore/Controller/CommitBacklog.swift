import ResultsKit

/// The store commits a controller has not applied yet, and its policy for them.
///
/// While the controller has no subscribers it keeps each commit for its next fetch, which
/// catches up on them as one change; once they hold more changes than fetching from scratch
/// would cost (max(*n* / 2, 4096) for *n* fetched objects), it keeps none and the next fetch
/// starts over. It also knows the store version the results hold, so that a commit delivered
/// after a fetch already took it in is not applied twice.
@usableFromInline
struct CommitBacklog<Object: Identifiable & Equatable> {
  /// The version of the store the results hold: commits up to it are in them.
  @usableFromInline var contentsVersion: UInt64 = 0
  /// The kept commits, oldest first.
  @usableFromInline var commits: [StoreChanges<Object>] = []
  /// The number of changes in `commits`.
  @usableFromInline var changeCount = 0
  /// Whether the commits outgrew what a fetch from scratch costs, and were dropped.
  @usableFromInline var overflowed = false

  @inlinable
  init() {}

  /// Whether the results hold the store's current objects: nothing is kept or was dropped.
  @inlinable
  var isCurrent: Bool { commits.isEmpty && !overflowed }

  /// Whether the results already hold `commit` (a fetch ran while the store was delivering
  /// it, from another observer of the same commit).
  @inlinable
  func contains(_ commit: StoreChanges<Object>) -> Bool {
    commit.version <= contentsVersion
  }

  /// Keeps `commit`, received with no subscriber, for the next fetch; returns `false` when
  /// that made the backlog overflow (then the controller stops following the store).
  ///
  /// - Parameter fetchedCount: The number of objects in the results.
  @inlinable
  mutating func keep(_ commit: StoreChanges<Object>, fetchedCount: Int) -> Bool {
    changeCount += commit.changes.count
    guard changeCount <= Self.limit(fetchedCount: fetchedCount) else {
      // Fetching from scratch is now cheaper than catching up: stop keeping commits.
      commits = []
      overflowed = true
      return false
    }
    // The new contents are copied out of the store, whose rows change with the next commit.
    commits.append(StoreChanges(version: commit.version, changes: commit.changes.kept()))
    return true
  }

  /// The most changes kept for results of `fetchedCount` objects: a fetch costs about as
  /// much as applying half as many changes as it fetches objects.
  @inlinable
  static func limit(fetchedCount: Int) -> Int {
    Swift.max(fetchedCount / 2, 4_096)
  }

  /// Hands over the kept commits followed by `commit` (when given), which the caller applies
  /// as one change, and records that the results hold them.
  @inlinable
  mutating func take(appending commit: StoreChanges<Object>? = nil) -> [StoreChanges<Object>] {
    var taken = commits
    if let commit { taken.append(commit) }
    commits = []
    changeCount = 0
    if let last = taken.last { contentsVersion = last.version }
    return taken
  }

  /// Forgets every commit: the results were loaded from scratch at store version `version`.
  @inlinable
  mutating func reset(toVersion version: UInt64) {
    commits = []
    changeCount = 0
    overflowed = false
    contentsVersion = version
  }

  /// The net effect of several commits, per object incarnation (insertion number).
  ///
  /// An object inserted and deleted again is dropped. One updated and updated back is kept,
  /// even when its last content is `==` to its first: every delivered update replaced the
  /// store's content, so the last content is the store's, and `==` may not tell it from the
  /// first (`0.0` and `-0.0`, two spellings of a string, a type that compares some fields).
  @inlinable
  static func merged(_ commits: [CommitChanges<Object>]) -> CommitChanges<Object> {
    guard commits.count > 1 else { return commits.first ?? CommitChanges([], news: []) }
    let total = commits.reduce(0) { $0 + $1.count }
    var positions: [UInt64: Int] = [:]
    positions.reserveCapacity(total)
    var changes: [StoreChange<Object>] = []
    var news: [Object?] = []
    changes.reserveCapacity(total)
    news.reserveCapacity(total)
    for commit in commits {
      for index in commit.indices {
        let sequence = commit.list[index].sequence
        if let position = positions[sequence] {
          changes[position].hasNew = commit.list[index].hasNew
          news[position] = commit.new(at: index)
        } else {
          positions[sequence] = changes.count
          changes.append(commit.list[index])
          news.append(commit.new(at: index))
        }
      }
    }
    var kept: [StoreChange<Object>] = []
    var keptNews: [Object?] = []
    for index in changes.indices where changes[index].old != nil || changes[index].hasNew {
      kept.append(changes[index])
      keptNews.append(news[index])
    }
    return CommitChanges(kept, news: keptNews)
  }
}
