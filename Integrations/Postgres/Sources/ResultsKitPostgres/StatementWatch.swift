import NIOConcurrencyHelpers
import PostgresNIO

/// The statements waiting for their answers, by connection: those of a connection that
/// closes are failed a grace period later, unless answered meanwhile.
///
/// One close callback per connection, registered with its first statement, and none per
/// statement: a connection that runs for months registers one. Each entry holds its
/// connection until the connection's callback removes it, so no other connection can take
/// its identity meanwhile.
final class StatementWatch: Sendable {
  /// The watch of every connection of the process.
  static let shared = StatementWatch()

  /// A connection's waiting statements, each by a key, as the closure that fails it.
  private struct Waiting {
    let connection: PostgresConnection
    var nextKey: UInt64 = 0
    var failures: [UInt64: @Sendable (any Error) -> Void] = [:]
  }

  private let waiting = NIOLockedValueBox<[ObjectIdentifier: Waiting]>([:])

  /// Watches a statement on `connection`: `fail` is called, at most once, when the
  /// connection has been closed for `grace` (the one given with the connection's first
  /// statement) and ``finish(_:on:)`` has not been called.
  ///
  /// - Returns: The statement's key, for ``finish(_:on:)``.
  func watch(
    on connection: PostgresConnection, grace: Duration,
    fail: @escaping @Sendable (any Error) -> Void
  ) -> UInt64 {
    let identity = ObjectIdentifier(connection)
    let (key, isFirst) = waiting.withLockedValue { table -> (UInt64, Bool) in
      var entry = table[identity] ?? Waiting(connection: connection)
      let isFirst = table[identity] == nil
      let key = entry.nextKey
      entry.nextKey += 1
      entry.failures[key] = fail
      table[identity] = entry
      return (key, isFirst)
    }
    if isFirst {
      // Runs at once when the connection is already closed.
      connection.closeFuture.whenComplete { _ in
        Task {
          try? await Task.sleep(for: grace)
          let entry = self.waiting.withLockedValue { $0.removeValue(forKey: identity) }
          for fail in entry.map({ Array($0.failures.values) }) ?? [] {
            fail(
              PostgresStoreError.connectionClosed(
                reason: "the connection closed while a statement waited for its answer"))
          }
        }
      }
    }
    return key
  }

  /// Ends the watch of the statement `key` on `connection`: it was answered.
  func finish(_ key: UInt64, on connection: PostgresConnection) {
    waiting.withLockedValue { $0[ObjectIdentifier(connection)]?.failures[key] = nil }
  }
}
