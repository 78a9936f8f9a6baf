import PostgresNIO

extension PostgresStore {
  /// Connects again when the connection was lost (the server restarted, the network dropped,
  /// the backend was terminated); does nothing while it is open.
  ///
  /// Called by a write, a catch-up and the following loop before they use the connection, in
  /// their turn (so no other operation uses the connection meanwhile). Nothing is lost by a
  /// reconnection: the position is the store's, so the next catch-up reads everything
  /// committed since, on the new connection.
  ///
  /// - Throws: ``PostgresStoreError/connectionFailed(host:port:reason:)`` or
  ///   ``PostgresStoreError/authenticationFailed(user:reason:)`` when the server cannot be
  ///   reached; ``PostgresStoreError/closed`` after ``close()``.
  func connectIfClosed() async throws(PostgresStoreError) {
    guard !isClosed else { throw .closed }
    guard connection.isClosed else { return }
    let new: PostgresConnection
    do {
      new = try await PostgresConnection.connect(
        configuration: configuration, id: 1, logger: logger)
    } catch {
      let mapped = PostgresStoreError.from(error, configuration: configuration)
      guard case let .unexpected(reason) = mapped else { throw mapped }
      throw .connectionFailed(
        host: configuration.host ?? configuration.unixSocketPath ?? "?",
        port: configuration.port ?? 0, reason: reason)
    }
    // Closed while connecting: the new connection is not kept.
    guard !isClosed else {
      try? await new.close()
      throw .closed
    }
    connection = new
  }
}
