import NIOConcurrencyHelpers
import PostgresNIO

extension PostgresConnection {
  /// What `work` — statements sent on this connection — returns, or
  /// ``PostgresStoreError/connectionClosed(reason:)`` when the connection closed and `work`
  /// has not finished `grace` later.
  ///
  /// PostgresNIO hands a statement to the connection by a write whose failure nobody
  /// watches: a statement sent just as the connection closes (the server stopped, the network
  /// dropped) is then neither answered nor failed, and awaiting it would never end. `work`
  /// runs in a task of its own, watched by ``StatementWatch``; an answer or error that comes
  /// within `grace` of the close still wins, so the server's own reason is kept when it gave
  /// one. A `work` abandoned this way is left to finish, or not, on its own. Cancelling the
  /// calling task cancels `work`.
  ///
  /// - Parameters:
  ///   - grace: How long `work` may still run once the connection is closed.
  ///   - work: The statements' round trips on this connection.
  /// - Returns: What `work` returned.
  /// - Throws: What `work` threw, or `connectionClosed` as above.
  func answered<Output: Sendable>(
    grace: Duration = .seconds(1), _ work: @escaping @Sendable () async throws -> Output
  ) async throws -> Output {
    let pending = NIOLockedValueBox<CheckedContinuation<Output, any Error>?>(nil)
    let running = NIOLockedValueBox<Task<Void, Never>?>(nil)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        pending.withLockedValue { $0 = continuation }
        let key = StatementWatch.shared.watch(on: self, grace: grace) { error in
          pending.withLockedValue { $0.take() }?.resume(throwing: error)
        }
        let worker = Task { [self] in
          let outcome: Result<Output, any Error>
          do {
            outcome = .success(try await work())
          } catch {
            outcome = .failure(error)
          }
          StatementWatch.shared.finish(key, on: self)
          pending.withLockedValue { $0.take() }?.resume(with: outcome)
        }
        running.withLockedValue { $0 = worker }
        // Cancelled before the handler knew the worker: it found none to cancel.
        if Task.isCancelled { worker.cancel() }
      }
    } onCancel: {
      running.withLockedValue { $0 }?.cancel()
    }
  }
}
