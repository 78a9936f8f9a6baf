import Logging
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
    let new = try await Self.connect(configuration: configuration, logger: logger)
    // Closed while connecting: the new connection is not kept.
    guard !isClosed else {
      try? await new.close()
      throw .closed
    }
    connection = new
  }

  /// A new connection to the server `configuration` names.
  ///
  /// - Throws: ``PostgresStoreError/authenticationFailed(user:reason:)`` when the credentials
  ///   are refused, and whatever else stops a connection from being made as
  ///   ``PostgresStoreError/connectionFailed(host:port:reason:)``.
  static func connect(
    configuration: PostgresConnection.Configuration, logger: Logger
  ) async throws(PostgresStoreError) -> PostgresConnection {
    do {
      return try await PostgresConnection.connect(
        configuration: configuration, id: 1, logger: logger)
    } catch {
      let mapped = PostgresStoreError.from(error, configuration: configuration)
      guard case let .unexpected(reason) = mapped else { throw mapped }
      throw .connectionFailed(
        host: configuration.host ?? configuration.unixSocketPath ?? "?",
        port: configuration.port ?? 0, reason: reason)
    }
  }
}
