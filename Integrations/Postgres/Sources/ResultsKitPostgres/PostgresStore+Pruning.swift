import Logging
import PostgresNIO

extension PostgresStore {
  /// Prunes the table's change log now, whatever ``changeLogRetention`` says.
  ///
  /// Every entry older than the oldest transaction still running goes. A store that had not
  /// read them (one that has not caught up since they were written) then re-reads the whole
  /// table at its next catch-up.
  ///
  /// - Throws: ``PostgresStoreError`` when the server refuses.
  public func pruneChangeLog() async throws(PostgresStoreError) {
    guard !isClosed else { throw .closed }
    await gate.enter()
    defer { gate.leave() }
    try await connectIfClosed()
    do {
      try await Self.runTransaction([changeLog.pruneQuery()], on: connection, logger: logger)
    } catch {
      throw .from(error, configuration: configuration)
    }
  }

  /// Prunes the entries of the change log older than ``changeLogRetention`` when
  /// ``changeLogPruneInterval`` has passed since this store last did (or it never did).
  ///
  /// Called in the store's turn after a write and after a catch-up. A failure is logged and
  /// otherwise ignored: the write or catch-up it follows stands, and a later one prunes.
  func pruneIfDue() async {
    guard let retention = changeLogRetention, description != nil, !connection.isClosed else {
      return
    }
    let now = ContinuousClock.now
    if let last = lastPrune, now - last < changeLogPruneInterval { return }
    lastPrune = now
    do {
      try await Self.runTransaction(
        [changeLog.pruneQuery(keeping: retention)], on: connection, logger: logger)
    } catch {
      logger.warning("Pruning the change log of \(table) failed: \(error)")
    }
  }
}
