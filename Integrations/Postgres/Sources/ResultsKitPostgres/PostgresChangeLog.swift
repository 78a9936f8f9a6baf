import PostgresNIO

/// The change log of one table: the SQL that sets it up, reads it since a position and prunes
/// it.
///
/// **Schema.** `resultskit_log_<table>(xid xid8, id, op, at)` gets one row per row written, by
/// an `AFTER INSERT OR UPDATE OR DELETE FOR EACH ROW` trigger: `pg_current_xact_id()` of the
/// writing transaction, the identifier written (both identifiers when an update changes it),
/// the operation's initial and the writing transaction's start (`now()`, for pruning by age:
/// the entries of a transaction that ran longer than the retention may go as soon as it
/// commits, and readers that had not read them re-read the table). An
/// `AFTER … FOR EACH STATEMENT` trigger calls `pg_notify('resultskit_<table>', '')`
/// (PostgreSQL delivers it when the transaction commits, once per transaction and channel)
/// and, for `TRUNCATE`, which row triggers do not see, moves the prune horizon to the
/// truncating transaction's id plus one, so that every reader that had not seen it (its
/// position's xmin is at most that id) re-reads the table.
/// `resultskit_meta(table_name, prune_horizon xid8)` keeps each table's prune horizon.
/// Anyone's writes are logged: this library's clients, `psql`, another program.
///
/// **Why the log's order is the commit order.** A reader's position is the snapshot of its
/// last read (`pg_current_snapshot()`, taken by the read's own statement, so it is the very
/// snapshot the statement read the log with; a read of the whole table takes it in the
/// `REPEATABLE READ` transaction that reads the rows, whose statements all read with that one
/// snapshot). The next read takes the rows with
/// `xid >= pg_snapshot_xmin(prev) AND NOT pg_visible_in_snapshot(xid, prev)`, under its new
/// snapshot `now`. A row is returned exactly when its transaction committed after `prev` was
/// taken and before `now` was: it is visible to the statement (committed before `now`) and
/// was not visible in `prev`. Every transaction below `pg_snapshot_xmin(prev)` had finished
/// when `prev` was taken — committed, so visible in `prev`, or aborted, so its rows are never
/// visible — so the first condition drops nothing the second would keep; it only lets the
/// index on `xid` bound the scan. Transaction ids are handed out when a transaction first
/// writes, not when it commits, so two writers can commit out of id order: A takes xid 10, B
/// xid 11, B commits, a reader reads (its snapshot lists 10 as running), then A commits. That
/// reader's next read returns A's rows, because 10 ≥ xmin(prev) and 10 was not visible in
/// prev — where "the highest id seen so far" would have skipped 10 for ever. Each committed
/// transaction thus falls in exactly one interval between two consecutive reads.
///
/// **Pruning.** ``pruneQuery(keeping:)`` deletes the rows below a bound at or below the
/// `xmin` of the pruning statement's snapshot — lower, keeping entries younger than a
/// retention, at the lowest transaction id among them — and moves the horizon just past the
/// highest id it deleted. A reader whose position's `xmin` is at or below that id may have
/// lost rows it needed, so it re-reads the whole table
/// (``/ResultsKitStore/PersistedChanges/all(_:)``); a reader above it needs only rows with
/// `xid >= xmin`, none of which went. A reader idle while the old entries went, its position
/// above them, is not made to re-read. The delete and the horizon move in one statement, so
/// a reader sees both or neither.
struct PostgresChangeLog: Sendable {
  /// The table whose writes are logged.
  let table: String

  /// The log table's name.
  var logTable: String { "resultskit_log_" + table }
  /// The channel the statement trigger notifies.
  var channel: String { "resultskit_" + table }

  /// The meta table that keeps each table's prune horizon; made when missing.
  static let metaTable = "resultskit_meta"

  /// The statements, run in one transaction, that make the meta table (when missing).
  static var metaStatements: [String] {
    [
      // Concurrent CREATE TABLE IF NOT EXISTS can collide: one client at a time.
      "SELECT pg_advisory_xact_lock(hashtext('resultskit meta'))",
      """
      CREATE TABLE IF NOT EXISTS \(quoted(metaTable)) (
        table_name text PRIMARY KEY, prune_horizon xid8 NOT NULL DEFAULT '0')
      """,
    ]
  }

  /// The statements, run in one transaction, that make the log of a table whose identifier
  /// column has the type `idType`, its triggers and its meta row (each when missing; the
  /// triggers replaced).
  ///
  /// The table must exist by the second statement, which locks it (a table being made is made
  /// in between).
  func setupStatements(idType: String) -> [String] {
    let log = quoted(logTable)
    let rowFunction = quoted(logTable + "_row")
    let statementFunction = quoted(logTable + "_statement")
    let id = quoted(identifierColumn)
    return [
      "SELECT pg_advisory_xact_lock(hashtext(\(literal("resultskit " + table))))",
      // The table before its log, in the order a writer takes them (the table, then the log
      // through its row trigger): the other order deadlocks with a write under way.
      "LOCK TABLE \(quoted(table)) IN SHARE ROW EXCLUSIVE MODE",
      """
      INSERT INTO \(quoted(Self.metaTable)) (table_name) VALUES (\(literal(table)))
      ON CONFLICT (table_name) DO NOTHING
      """,
      """
      CREATE TABLE IF NOT EXISTS \(log) (
        xid xid8 NOT NULL, id \(idType), op "char" NOT NULL, at timestamptz NOT NULL DEFAULT now())
      """,
      // A log made before entries were timed gets the column (its rows the time of this).
      // Only then: ALTER TABLE locks the log, which a writer's trigger may hold meanwhile.
      """
      DO $rk$ BEGIN
        IF NOT EXISTS (
          SELECT 1 FROM pg_attribute
          WHERE attrelid = \(literal(log))::regclass AND attname = 'at' AND NOT attisdropped)
        THEN
          ALTER TABLE \(log) ADD COLUMN at timestamptz NOT NULL DEFAULT now();
        END IF;
      END
      $rk$
      """,
      "CREATE INDEX IF NOT EXISTS \(quoted(logTable + "_xid")) ON \(log) (xid)",
      """
      CREATE OR REPLACE FUNCTION \(rowFunction)() RETURNS trigger LANGUAGE plpgsql AS $rk$
      BEGIN
        IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.\(id) IS DISTINCT FROM OLD.\(id)) THEN
          INSERT INTO \(log) (xid, id, op) VALUES (pg_current_xact_id(), NEW.\(id), left(TG_OP, 1));
        END IF;
        IF TG_OP <> 'INSERT' THEN
          INSERT INTO \(log) (xid, id, op) VALUES (pg_current_xact_id(), OLD.\(id), left(TG_OP, 1));
        END IF;
        RETURN NULL;
      END
      $rk$
      """,
      """
      CREATE OR REPLACE FUNCTION \(statementFunction)() RETURNS trigger LANGUAGE plpgsql AS $rk$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          -- Past the truncating transaction's own id: every reader that has not seen it has
          -- an xmin at or below that id. (The statement's snapshot can predate the id.)
          UPDATE \(quoted(Self.metaTable))
          SET prune_horizon = greatest(
            prune_horizon, ((pg_current_xact_id()::text::numeric + 1)::text)::xid8)
          WHERE table_name = \(literal(table));
        END IF;
        PERFORM pg_notify(\(literal(channel)), '');
        RETURN NULL;
      END
      $rk$
      """,
      """
      CREATE OR REPLACE TRIGGER \(quoted(logTable + "_row")) AFTER INSERT OR UPDATE OR DELETE
      ON \(quoted(table)) FOR EACH ROW EXECUTE FUNCTION \(rowFunction)()
      """,
      """
      CREATE OR REPLACE TRIGGER \(quoted(logTable + "_statement"))
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON \(quoted(table)) FOR EACH STATEMENT EXECUTE FUNCTION \(statementFunction)()
      """,
    ]
  }

  /// The columns `columns` of the table as a select list, each `jsonb` column as text.
  static func selectList(_ columns: [(name: String, kind: ColumnKind)], alias: String) -> String {
    columns.map { column in
      let name = "\(alias).\(quoted(column.name))"
      return column.kind == .jsonb ? name + "::text" : name
    }.joined(separator: ", ")
  }

  /// The statement that reads the whole table, one row per object (ordered by identifier,
  /// along the primary key's index): the values of `columns`.
  func fullReadQuery(columns: [(name: String, kind: ColumnKind)]) -> PostgresQuery {
    PostgresQuery(
      unsafeSQL: """
        SELECT \(Self.selectList(columns, alias: "t")) FROM \(quoted(table)) t
        ORDER BY t.\(quoted(identifierColumn))
        """)
  }

  /// The statement that reads what was committed since `position`, and the new position, in
  /// one round trip.
  ///
  /// One row per identifier written (ordered by identifier), or one row of
  /// `NULL`s when there is none. Columns: the new position (the statement's snapshot),
  /// whether the log was pruned past `position` (then no identifier is read), the identifier
  /// written, whether a row has it now, then `columns` of that row.
  func changesQuery(since position: String, columns: [(name: String, kind: ColumnKind)])
    -> PostgresQuery
  {
    var bindings = PostgresBindings()
    bindings.append(position)
    bindings.append(table)
    let list = columns.isEmpty ? "" : ", " + Self.selectList(columns, alias: "t")
    let id = quoted(identifierColumn)
    return PostgresQuery(
      unsafeSQL: """
        WITH prev AS (SELECT $1::pg_snapshot AS s),
        pruned AS (
          SELECT coalesce(
            (SELECT prune_horizon FROM \(quoted(Self.metaTable)) WHERE table_name = $2)
              > pg_snapshot_xmin((SELECT s FROM prev)), true) AS p),
        changed AS (
          SELECT DISTINCT l.id FROM \(quoted(logTable)) l
          WHERE NOT (SELECT p FROM pruned)
            AND l.xid >= pg_snapshot_xmin((SELECT s FROM prev))
            AND NOT pg_visible_in_snapshot(l.xid, (SELECT s FROM prev)))
        SELECT pg_current_snapshot()::text, (SELECT p FROM pruned), c.id, t.\(id) IS NOT NULL\(list)
        FROM (SELECT 1) one
        LEFT JOIN changed c ON true
        LEFT JOIN \(quoted(table)) t ON t.\(id) = c.id
        ORDER BY c.id
        """, binds: bindings)
  }

  /// The statement that prunes the log: the rows below a bound go — the `xmin` of the
  /// current snapshot, held back, when `retention` is given, to the lowest transaction id
  /// among the entries younger than it — and the horizon moves just past the highest id that
  /// went (it stays, unwritten, when none did).
  func pruneQuery(keeping retention: Duration? = nil) -> PostgresQuery {
    var bindings = PostgresBindings()
    bindings.append(table)
    let xmin = "pg_snapshot_xmin(pg_current_snapshot())"
    var bound = xmin
    if let retention {
      let (seconds, attoseconds) = max(retention, .zero).components
      bindings.append(Double(seconds) + Double(attoseconds) * 1e-18)
      bound = """
        least(\(xmin), coalesce((SELECT min(xid) FROM \(quoted(logTable))
          WHERE at >= now() - $2 * interval '1 second'), \(xmin)))
        """
    }
    return PostgresQuery(
      unsafeSQL: """
        WITH gone AS (DELETE FROM \(quoted(logTable)) WHERE xid < \(bound) RETURNING xid)
        UPDATE \(quoted(Self.metaTable))
        SET prune_horizon = greatest(
          prune_horizon, ((SELECT max(xid) FROM gone)::text::numeric + 1)::text::xid8)
        WHERE table_name = $1 AND EXISTS (SELECT 1 FROM gone)
        """, binds: bindings)
  }
}
