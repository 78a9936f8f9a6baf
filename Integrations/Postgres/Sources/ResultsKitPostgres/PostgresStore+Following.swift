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
  /// A task listens on the table's channel (`LISTEN`, awaited on PostgresNIO's event loop) and, once listening and
  /// after each notification, the store catches up (``catchUp()``, on the main actor).
  /// Notifications that come while a catch-up runs are coalesced into the next one.
  ///
  /// While nothing is committed, following costs nothing but the open connection: it waits
  /// for a notification. Errors are reported to ``onFollowError``; when listening itself
  /// fails (the connection lost), following stops (reconnecting is not done yet).
  public func startFollowing() {
    guard followTask == nil, !isClosed else { return }
    let (events, continuation) = AsyncStream.makeStream(
      of: ListenEvent.self, bufferingPolicy: .bufferingNewest(1))
    let connection = connection
    let channel = changeLog.channel
    let configuration = configuration
    listenTask = Task.detached {
      do {
        try await connection.listen(on: channel) { notifications in
          continuation.yield(.notified)
          for try await _ in notifications { continuation.yield(.notified) }
        }
      } catch is CancellationError {
      } catch {
        continuation.yield(.failed(.from(error, configuration: configuration)))
      }
      continuation.finish()
    }
    followTask = Task { [weak self] in
      for await event in events {
        guard let self, !Task.isCancelled else { return }
        switch event {
        case .notified:
          do {
            try await self.catchUp()
          } catch {
            self.onFollowError?(error)
          }
        case let .failed(error):
          self.onFollowError?(error)
        }
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
}
