import Logging
import PostgresNIO
import ResultsKit
import ResultsKitStore

/// An ``/ResultsKitStore/ObjectStore`` kept in a PostgreSQL table, following every other
/// client's commits.
///
///     let store = try await PostgresStore<Train>.open(configuration: configuration, table: "trains")
///     let controller = ResultsController(store: store.store, request: request)
///     store.startFollowing()
///     try await store.perform { transaction in try transaction.insert(train) }
///
/// **Writes.** ``perform(_:)`` runs its body against the store's current objects to learn the
/// net commit (``/ResultsKitStore/ObjectStore/prepareCommit(_:)``) without applying it, sends
/// that as one SQL transaction, and only when the server has committed it applies it to the
/// store as one commit. A transaction the server refuses, or a connection lost before the
/// commit was confirmed, changes nothing in memory and throws ``PostgresStoreError``. Write
/// only through ``perform(_:)``: the `ObjectStore`'s own `perform` throws
/// ``PostgresStoreError/writeOutsidePerform``.
///
/// **Following.** ``startFollowing()`` listens on the table's channel (`LISTEN`); each
/// notification (and the start) runs ``catchUp()``, which reads what was committed since the
/// store's position — the identifiers in the change log and their rows now, and the new
/// position, in one statement — and applies it as one commit through `refresh()`. The store's
/// own writes come back too and change nothing (an object already as stored is no change).
/// See ``PostgresChangeLog`` for the log and why its order is the commit order.
///
/// **Isolation.** The store, its `ObjectStore`, its results controllers and the following
/// loop belong to the main actor: every change to memory (a write applied, a catch-up) runs
/// there, one at a time. The network waits (the SQL of a write, a read of the log, the
/// notifications) are awaited off it, on PostgresNIO's event loop; only `Sendable` values
/// (statements, rows) cross. Writes and catch-ups are serialized, so what they apply lands in
/// the order the server committed it. A read of the whole table (opening, or a re-read after
/// the log was pruned past the store) decodes its rows in parallel tasks off the main actor
/// and hands the objects over once, so `Object`'s conformances may not be isolated to an
/// actor (see ``PostgresStorable``); the objects themselves need not be `Sendable`.
///
/// **Durability.** When ``perform(_:)`` returns, the server has committed the transaction
/// (durable as the server's settings make a commit: `synchronous_commit` on by default).
///
/// **A lost connection.** A write or catch-up under way when the connection drops throws
/// (memory untouched); the next one connects again. A write whose `COMMIT` was sent when the
/// connection dropped asks the server, on a new connection, whether it committed, and
/// returns when it did (``PostgresStoreError/commitOutcomeUnknown(transaction:reason:)`` when
/// the server cannot be asked). A following store connects again by itself and catches up
/// from its position, so nothing committed meanwhile is lost.
///
/// **Closing.** ``close()`` stops following and closes the connection. A store let go without
/// it closes its connection as it goes; a following store is kept alive by following until
/// ``stopFollowing()`` or ``close()``.
///
/// **The change log** is pruned by age as the store writes and catches up (see
/// ``changeLogRetention``), or by hand (``pruneChangeLog()``).
@MainActor
public final class PostgresStore<Object: PostgresStorable> where Object.ID: Codable {
  /// The objects, in memory: fetch and follow them with `ResultsController`s.
  public let store: ObjectStore<Object>
  /// The table's name.
  public let table: String
  /// Called, on the main actor, with each error following meets: a ``PostgresStoreError``
  /// (a catch-up that failed, the connection lost) or a `StoreError`.
  public var onFollowError: ((any Error) -> Void)?

  /// How long the change log keeps an entry, or `nil` to prune only by hand
  /// (``pruneChangeLog()``); one hour unless set.
  ///
  /// A store prunes the entries older than this after a write or catch-up, at most once per
  /// ``changeLogPruneInterval``; so the log holds about the writes of the last retention,
  /// whatever the rate. A store that has not caught up for longer than the retention (one
  /// away, not following) re-reads the whole table at its next catch-up, and ends equal to
  /// it. A negative value counts as zero.
  public var changeLogRetention: Duration? = .seconds(3600)
  /// How often, at most, this store prunes the change log by age (see
  /// ``changeLogRetention``); one minute unless set.
  public var changeLogPruneInterval: Duration = .seconds(60)

  /// The connection; replaced by a new one when it was lost (see ``connectIfClosed()``).
  var connection: PostgresConnection
  let configuration: PostgresConnection.Configuration
  let logger: Logger
  let persistence: PostgresTablePersistence<Object>
  let changeLog: PostgresChangeLog
  let gate = SerialGate()
  /// The table as last described, or `nil` while it does not exist.
  var description: TableDescription?
  /// The columns of the object layout last checked against the table (in the type's order).
  var checkedLayout: [String]?
  /// The snapshot of the last read: where the next catch-up starts.
  var position: String
  /// The task that listens for notifications, and the one that catches up after each.
  var listenTask: Task<Void, Never>?
  var followTask: Task<Void, Never>?
  /// Whether ``close()`` ran.
  var isClosed = false
  /// When this store last pruned the log by age.
  var lastPrune: ContinuousClock.Instant?
  /// A fault the tests inject at the next write's `COMMIT`.
  var commitFault: CommitFault?

  init(
    table: String, connection: PostgresConnection,
    configuration: PostgresConnection.Configuration, logger: Logger,
    description: TableDescription?, position: String, objects: [Object]
  ) throws {
    self.table = table
    self.connection = connection
    self.configuration = configuration
    self.logger = logger
    self.description = description
    self.position = position
    changeLog = PostgresChangeLog(table: table)
    persistence = PostgresTablePersistence(objects: objects)
    store = try ObjectStore(persistence: persistence)
  }

  /// Connects to the server and opens the store kept in `table`, loading its rows.
  ///
  /// A table that does not exist is created by the first write, from the first object
  /// written (see ``perform(_:)``). An existing table gets its change log and triggers (each
  /// when missing); its rows are read, and checked against the type: a missing column, a
  /// column of another type or a row that does not decode is an error naming it. An optional
  /// property that has no column gets one (`ALTER TABLE … ADD COLUMN`).
  ///
  /// - Parameters:
  ///   - configuration: Where the server is and who connects.
  ///   - table: The table's name (in the connection's search path).
  ///   - logger: Where PostgresNIO logs.
  /// - Returns: The store, not following yet (see ``startFollowing()``).
  /// - Throws: ``PostgresStoreError``: the server unreachable, the credentials refused, the
  ///   table not fitting the type. Nothing is left open then.
  public static func open(
    configuration: PostgresConnection.Configuration, table: String,
    logger: Logger = Logger(label: "ResultsKitPostgres")
  ) async throws(PostgresStoreError) -> PostgresStore {
    let connection = try await connect(configuration: configuration, logger: logger)
    do {
      let log = PostgresChangeLog(table: table)
      try await runTransaction(
        PostgresChangeLog.metaStatements.map { PostgresQuery(unsafeSQL: $0) }, on: connection,
        logger: logger)
      var description = try TableDescription(
        rows: try await Self.run(TableDescription.query(table), on: connection, logger: logger))
      if let found = description {
        try await installLog(log, for: found, table: table, on: connection, logger: logger)
        description = try TableDescription(
          rows: try await Self.run(TableDescription.query(table), on: connection, logger: logger))
      }
      let (position, objects) = try await readAll(
        log: log, description: description, table: table, on: connection, logger: logger)
      let opened = try PostgresStore(
        table: table, connection: connection, configuration: configuration, logger: logger,
        description: description, position: position, objects: objects)
      if let first = objects.first { try await opened.fitTable(to: first) }
      return opened
    } catch {
      try? await connection.close()
      throw .from(error, configuration: configuration)
    }
  }

  /// A store let go without ``close()`` stops its tasks and closes its connection as it goes.
  deinit {
    listenTask?.cancel()
    followTask?.cancel()
    // The task holds the connection until it is closed: PostgresNIO requires a connection to
    // be closed before it goes.
    let connection = connection
    Task { try? await connection.close() }
  }

  /// Stops following and closes the connection.
  ///
  /// The store keeps its objects; writes throw
  /// ``PostgresStoreError/closed`` from then on.
  public func close() async {
    guard !isClosed else { return }
    isClosed = true
    stopFollowing()
    try? await connection.close()
  }

  /// Runs `query` on `connection` and returns its rows.
  ///
  /// - Throws: ``PostgresStoreError/connectionClosed(reason:)`` at once when the connection is
  ///   closed (a query sent on a closed connection would never be answered), or when it closes
  ///   while the query waits and no answer comes (see
  ///   `PostgresConnection.answered(grace:_:)`); otherwise what the server or PostgresNIO
  ///   threw.
  nonisolated static func run(
    _ query: PostgresQuery, on connection: PostgresConnection, logger: Logger
  ) async throws -> [PostgresRow] {
    guard !connection.isClosed else {
      throw PostgresStoreError.connectionClosed(reason: "the connection is closed")
    }
    return try await connection.answered {
      try await connection.query(query, logger: logger).collect()
    }
  }

  /// Runs `statements` as one transaction (`BEGIN` … `COMMIT`), or the one statement alone.
  nonisolated static func runTransaction(
    _ statements: [PostgresQuery], on connection: PostgresConnection, logger: Logger
  ) async throws {
    if statements.count == 1 {
      _ = try await Self.run(statements[0], on: connection, logger: logger)
      return
    }
    try await rollingBack(on: connection, logger: logger) {
      for statement in statements {
        _ = try await Self.run(statement, on: connection, logger: logger)
      }
      _ = try await Self.run("COMMIT", on: connection, logger: logger)
    }
  }

  /// Runs `body` in a transaction begun with `begin`, ended by `ROLLBACK` if `body` throws.
  ///
  /// `body` runs on the caller's actor and ends the transaction itself when it succeeds (with
  /// `COMMIT`, or however it must); when it throws, the error is rethrown after `ROLLBACK`.
  ///
  /// A statement that failed has made the server abort the transaction, which still has to
  /// be ended; when `COMMIT` itself failed the transaction is already over and the
  /// `ROLLBACK` fails harmlessly.
  static func rollingBack<Result>(
    _ begin: PostgresQuery = "BEGIN", on connection: PostgresConnection, logger: Logger,
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async throws -> Result {
    _ = try await Self.run(begin, on: connection, logger: logger)
    do {
      return try await body()
    } catch {
      _ = try? await Self.run("ROLLBACK", on: connection, logger: logger)
      throw error
    }
  }

  /// Installs the change log and triggers of `table`, described by `description`.
  nonisolated static func installLog(
    _ log: PostgresChangeLog, for description: TableDescription, table: String,
    on connection: PostgresConnection, logger: Logger
  ) async throws {
    guard let id = description.column(identifierColumn) else {
      throw PostgresStoreError.missingColumn(table: table, column: identifierColumn)
    }
    try await runTransaction(
      log.setupStatements(idType: id.typeName).map { PostgresQuery(unsafeSQL: $0) },
      on: connection, logger: logger)
  }
}
