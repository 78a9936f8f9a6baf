import Logging
import PostgresNIO

/// What the listening task tells the following loop.
enum ListenEvent: Sendable {
  /// Listening started, or a notification came: something may have been committed.
  case notified
  /// Listening ended with this error (the connection lost, say).
  case failed(PostgresStoreError)
}

extension PostgresStore {
  /// Starts following what other clients commit to the table.
  ///
  /// A task listens on the table's channel (`LISTEN`, awaited off the main actor, on
  /// PostgresNIO's event loop) and, once listening and after each notification, the store
  /// catches up (``catchUp()``, on the main actor). Notifications that come while a catch-up
  /// runs are coalesced into the next one. While nothing is committed, following costs
  /// nothing but the open connection: it waits for a notification.
  ///
  /// When the connection is lost (a dropped network, a restarted server, a terminated
  /// backend), the loop reports the error to ``onFollowError``, connects again (waiting
  /// 50 ms, doubling up to 2 s between attempts that fail), listens again and catches up from
  /// the store's position: nothing committed meanwhile is lost, and a log pruned past the
  /// position means a full re-read. Following keeps the store alive until ``stopFollowing()``
  /// or ``close()``.
  public func startFollowing() {
    guard followTask == nil, !isClosed else { return }
    followTask = Task { [weak self] in
      var delay = Duration.milliseconds(50)
      while !Task.isCancelled {
        guard let store = self, !store.isClosed else { return }
        do {
          try await store.connectForFollowing()
          delay = .milliseconds(50)
        } catch {
          store.onFollowError?(error)
          try? await Task.sleep(for: delay)
          delay = min(delay * 2, .seconds(2))
          continue
        }
        for await event in store.listen() {
          guard !Task.isCancelled else { return }
          switch event {
          case .notified:
            do {
              try await store.catchUp()
            } catch {
              store.onFollowError?(error)
            }
          case let .failed(error):
            store.onFollowError?(error)
          }
        }
        // Listening ended: the connection was lost. Connect again, listen, catch up.
        try? await Task.sleep(for: delay)
      }
    }
  }

  /// Stops following: no catch-up starts after this (one under way finishes).
  public func stopFollowing() {
    listenTask?.cancel()
    followTask?.cancel()
    listenTask = nil
    followTask = nil
  }

  /// Whether the store is following (``startFollowing()`` ran, and neither
  /// ``stopFollowing()`` nor ``close()`` since).
  public var isFollowing: Bool { followTask != nil }

  /// Connects again, in the store's turn, when the connection was lost.
  private func connectForFollowing() async throws(PostgresStoreError) {
    await gate.enter()
    defer { gate.leave() }
    try await connectIfClosed()
  }

  /// Starts listening on the table's channel on the current connection, in a task of its
  /// own; the events end when listening ends.
  private func listen() -> AsyncStream<ListenEvent> {
    let (events, continuation) = AsyncStream.makeStream(
      of: ListenEvent.self, bufferingPolicy: .bufferingNewest(1))
    let connection = connection
    let channel = changeLog.channel
    let configuration = configuration
    listenTask?.cancel()
    listenTask = Task.detached {
      do {
        // A `LISTEN` lost as its connection closed ends too.
        try await connection.answered {
          try await connection.listen(on: channel) { notifications in
            continuation.yield(.notified)
            for try await _ in notifications { continuation.yield(.notified) }
          }
        }
      } catch is CancellationError {
      } catch {
        continuation.yield(.failed(.from(error, configuration: configuration)))
      }
      continuation.finish()
    }
    return events
  }
}
