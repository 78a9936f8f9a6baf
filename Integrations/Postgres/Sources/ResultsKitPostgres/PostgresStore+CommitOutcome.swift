import PostgresNIO

/// A fault injected around a write's `COMMIT`, for the tests; `nil` in use.
enum CommitFault: Sendable {
  /// The connection is closed instead of sending `COMMIT`: the server rolls back.
  case closeBeforeCommit
  /// `COMMIT` is sent and answered, then the connection is closed and the answer treated as
  /// lost; `then` runs before the store asks for the outcome (it may stop the server).
  case loseAnswer(then: (@Sendable () async -> Void)?)
}

extension PostgresStore {
  /// Runs a write's `statements` as one transaction whose id is taken before `COMMIT` is
  /// sent, so that a `COMMIT` whose answer is lost has a known outcome.
  ///
  /// When `COMMIT` fails, the store (connected again when the connection was lost) asks the
  /// server `pg_xact_status` of the transaction: committed, the write succeeded and this
  /// returns; aborted, the error `COMMIT` met is thrown. A statement that fails before
  /// `COMMIT` is thrown as is: the transaction cannot have committed.
  ///
  /// - Throws: What the statements or `COMMIT` threw when the transaction did not commit;
  ///   ``PostgresStoreError/commitOutcomeUnknown(transaction:reason:)`` when the outcome
  ///   cannot be learned (the server unreachable).
  func runWrite(_ statements: [PostgresQuery]) async throws {
    let connection = connection
    let transaction = try await Self.rollingBack(on: connection, logger: logger) {
      // The first statement answers the transaction's id when it can: one round trip less.
      var first: PostgresQuery?
      if let statement = statements.first { first = Self.returningTransaction(statement) }
      let rows = try await Self.run(
        first ?? "SELECT pg_current_xact_id()::text", on: connection, logger: logger)
      let transaction = try Self.snapshot(in: rows)
      for statement in statements.dropFirst(first == nil ? 0 : 1) {
        _ = try await Self.run(statement, on: connection, logger: logger)
      }
      return transaction
    }
    do {
      try await commit(on: connection)
    } catch {
      let failure = PostgresStoreError.from(error, configuration: configuration)
      guard try await hasCommitted(transaction, failure: failure) else { throw failure }
    }
  }

  /// `statement` (an `INSERT` or a `DELETE`) inside a data-modifying `WITH` whose one row is
  /// the current transaction's id; `nil` when the statement has a `WITH` of its own, which
  /// PostgreSQL takes only at the top level.
  nonisolated static func returningTransaction(_ statement: PostgresQuery) -> PostgresQuery? {
    guard !statement.sql.uppercased().hasPrefix("WITH") else { return nil }
    return PostgresQuery(
      unsafeSQL: "WITH written AS (\(statement.sql)) SELECT pg_current_xact_id()::text",
      binds: statement.binds)
  }

  /// Sends `COMMIT` on `connection`, with the fault the tests set, once.
  private func commit(on connection: PostgresConnection) async throws {
    let fault = commitFault
    commitFault = nil
    switch fault {
    case nil:
      _ = try await Self.run("COMMIT", on: connection, logger: logger)
    case .closeBeforeCommit:
      try? await connection.close()
      throw PostgresStoreError.connectionClosed(reason: "closed before COMMIT (a test's fault)")
    case let .loseAnswer(then):
      _ = try await Self.run("COMMIT", on: connection, logger: logger)
      try? await connection.close()
      await then?()
      throw PostgresStoreError.connectionClosed(
        reason: "the answer to COMMIT was lost (a test's fault)")
    }
  }

  /// Whether `transaction`, whose `COMMIT` failed with `failure`, committed: asked of the
  /// server, connecting again when the connection was lost, for up to about a second (while
  /// the server still runs the transaction, or cannot be reached).
  ///
  /// - Throws: ``PostgresStoreError/commitOutcomeUnknown(transaction:reason:)`` when the
  ///   server could not tell; ``PostgresStoreError/closed`` after ``close()``.
  private func hasCommitted(
    _ transaction: String, failure: PostgresStoreError
  ) async throws(PostgresStoreError) -> Bool {
    var bindings = PostgresBindings()
    bindings.append(transaction)
    let query = PostgresQuery(unsafeSQL: "SELECT pg_xact_status($1::xid8)", binds: bindings)
    var reason = "\(failure)"
    for attempt in 0..<10 {
      if attempt > 0 { try? await Task.sleep(for: .milliseconds(100)) }
      let status: String?
      do {
        try await connectIfClosed()
        status = try await Self.run(query, on: connection, logger: logger).first?.decode(
          String?.self)
      } catch {
        let mapped = PostgresStoreError.from(error, configuration: configuration)
        if mapped == .closed { throw mapped }
        reason = "\(mapped)"
        continue
      }
      switch status {
      case "committed": return true
      case "aborted": return false
      case "in progress": reason = "the transaction was still running"
      default:
        // Too old for the server's commit log: it will never tell.
        throw .commitOutcomeUnknown(
          transaction: transaction, reason: "the server no longer knows the transaction")
      }
    }
    throw .commitOutcomeUnknown(transaction: transaction, reason: reason)
  }
}
