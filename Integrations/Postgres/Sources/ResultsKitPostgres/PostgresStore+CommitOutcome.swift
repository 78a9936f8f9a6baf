import PostgresNIO

/// A fault injected around a write's `COMMIT`, for the tests; `nil` in use.
enum CommitFault: Sendable {
  /// The connection is closed instead of sending `COMMIT`: the server rolls back.
  case closeBeforeCommit
  /// `COMMIT` is sent and answered, then the connection is closed and the answer treated as
  /// lost; `then` runs before the store asks for the outcome (it may stop the server).
  case loseAnswer(then: (@Sendable () async -> Void)?)
  /// `then` runs with the transaction's id before `COMMIT` is sent as usual (it may stop the
  /// server and start it again, so that `COMMIT` meets a closed connection).
  case beforeCommit(then: @Sendable (_ transaction: String) async -> Void)
}

extension PostgresStore {
  /// Runs a write's `statements` as one transaction whose id is taken before `COMMIT` is
  /// sent, so that a `COMMIT` whose answer is lost has a known outcome.
  ///
  /// When `COMMIT` fails, the store (connected again when the connection was lost) asks the
  /// server `pg_xact_status` of the transaction. Committed, and the write's `evidence` found
  /// under that id, the write succeeded and this returns; aborted, not yet handed out again
  /// after a crash, or committed by another transaction that was given the id after one, the
  /// error `COMMIT` met is thrown. A statement that fails before `COMMIT` is thrown as is: the
  /// transaction cannot have committed.
  ///
  /// - Throws: What the statements or `COMMIT` threw when the transaction did not commit;
  ///   ``PostgresStoreError/commitOutcomeUnknown(transaction:reason:)`` when the outcome
  ///   cannot be learned (the server unreachable, the evidence pruned).
  func runWrite(_ statements: [PostgresQuery], evidence: WriteEvidence) async throws {
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
      try await commit(transaction, on: connection)
    } catch {
      let failure = PostgresStoreError.from(error, configuration: configuration)
      guard try await hasCommitted(transaction, evidence: evidence, failure: failure) else {
        throw failure
      }
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

  /// Sends `COMMIT` of `transaction` on `connection`, with the fault the tests set, once.
  private func commit(_ transaction: String, on connection: PostgresConnection) async throws {
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
    case let .beforeCommit(then):
      await then(transaction)
      _ = try await Self.run("COMMIT", on: connection, logger: logger)
    }
  }

  /// Whether `transaction`, whose `COMMIT` failed with `failure`, committed as this write:
  /// asked of the server, connecting again when the connection was lost, for up to about a
  /// second (while the server still runs the transaction, or cannot be reached).
  ///
  /// `committed` is taken only with the write's `evidence` under the id (see
  /// ``WriteEvidence``).
  ///
  /// - Throws: ``PostgresStoreError/commitOutcomeUnknown(transaction:reason:)`` when the
  ///   server could not tell; ``PostgresStoreError/closed`` after ``close()``.
  private func hasCommitted(
    _ transaction: String, evidence: WriteEvidence, failure: PostgresStoreError
  ) async throws(PostgresStoreError) -> Bool {
    var reason = "\(failure)"
    for attempt in 0..<10 {
      if attempt > 0 { try? await Task.sleep(for: .milliseconds(100)) }
      let outcome: WriteEvidence.Outcome?
      do {
        try await connectIfClosed()
        outcome = try await self.outcome(of: transaction, evidence: evidence)
      } catch {
        let mapped = PostgresStoreError.from(error, configuration: configuration)
        switch mapped {
        case .closed, .commitOutcomeUnknown: throw mapped
        default: reason = "\(mapped)"
        }
        continue
      }
      switch outcome {
      case .written: return true
      case .lost: return false
      case let .unknown(why): throw .commitOutcomeUnknown(transaction: transaction, reason: why)
      case nil: reason = "the transaction was still running"
      }
    }
    throw .commitOutcomeUnknown(transaction: transaction, reason: reason)
  }

  /// The outcome of `transaction` as the server tells it now, `nil` while it runs: its
  /// `pg_xact_status`, and when committed, the write's `evidence` under its id.
  ///
  /// An id the server calls in the future was not handed out again since a crash: the
  /// transaction's commit never reached the disk, so the write was lost with it.
  ///
  /// - Throws: ``PostgresStoreError/commitOutcomeUnknown(transaction:reason:)`` when the id is
  ///   too old for the server's commit log; what the queries threw.
  private func outcome(
    of transaction: String, evidence: WriteEvidence
  ) async throws -> WriteEvidence.Outcome? {
    var bindings = PostgresBindings()
    bindings.append(transaction)
    let query = PostgresQuery(unsafeSQL: "SELECT pg_xact_status($1::xid8)", binds: bindings)
    let status: String?
    do {
      status = try await Self.run(query, on: connection, logger: logger).first?.decode(
        String?.self)
    } catch let error as PSQLError where error.serverInfo?[.sqlState] == "22023" {
      return .lost
    }
    switch status {
    case "committed":
      let check = evidence.query(table: table, log: changeLog, transaction: transaction)
      return try evidence.outcome(of: try await Self.run(check, on: connection, logger: logger))
    case "aborted": return .lost
    case "in progress": return nil
    default:
      // Too old for the server's commit log: it will never tell.
      throw PostgresStoreError.commitOutcomeUnknown(
        transaction: transaction, reason: "the server no longer knows the transaction")
    }
  }
}
