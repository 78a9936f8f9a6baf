import ResultsKit

extension ObjectStore {
  /// Follows what other writers commit to the store's persistence: calls ``refresh()`` every
  /// `interval`, on the main actor, until the subscription is cancelled (or released).
  ///
  ///     // A board that shows what other processes write to its SQLite file, four times a
  ///     // second at most 250 ms late.
  ///     let following = store.followOtherWriters(every: .milliseconds(250))
  ///
  /// Each refresh that finds something delivers one commit, as ``refresh()`` does, so the
  /// results controllers over the store turn it into one batch. When nothing was written a
  /// refresh costs what the persistence's check costs: for a SQLite file one
  /// `PRAGMA data_version`, a few microseconds. A change reaches the store at most
  /// `interval` (plus the refresh itself) after it was committed.
  ///
  /// A refresh that throws (the file locked past the busy timeout, say) is reported to
  /// `onRefresh` and the next one is tried at the next interval; nothing changes in between.
  /// A store on another actor follows with a loop of its own:
  /// `while !Task.isCancelled { try await Task.sleep(for: interval); try store.refresh() }`.
  ///
  /// - Parameters:
  ///   - interval: The time between two refreshes.
  ///   - onRefresh: Called after each refresh with whether it changed the store, or the error
  ///     it threw.
  /// - Returns: The subscription; keep it for as long as the store should follow.
  @MainActor
  public func followOtherWriters(
    every interval: Duration,
    onRefresh: @escaping @MainActor (Result<Bool, any Error>) -> Void = { _ in }
  ) -> ResultsSubscription {
    let task = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        do {
          try await Task.sleep(for: interval)
        } catch {
          return
        }
        // Cancelled while this tick waited for the main actor: no refresh after cancel().
        guard !Task.isCancelled, let self else { return }
        onRefresh(Result { try self.refresh() })
      }
    }
    return ResultsSubscription { task.cancel() }
  }
}
