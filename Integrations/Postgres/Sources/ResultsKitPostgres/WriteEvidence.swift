import PostgresNIO

/// What a write leaves in its table and the table's change log: checked when `COMMIT` failed
/// and the server answers that the write's transaction id committed.
///
/// After a crash (`pg_ctl stop -m immediate`, a power cut), PostgreSQL hands out again the
/// transaction ids that had not reached its write-ahead log on disk. A write whose `COMMIT`
/// never arrived can thus share its id with another transaction that committed after the
/// restart, and `pg_xact_status` answers `committed` for a write that was lost. The store
/// takes that answer only when the write's own traces are there: each upserted row logged
/// under the id, and each deleted row logged as deleted under it or gone from the table.
struct WriteEvidence: Sendable {
  /// How a check of the evidence came out.
  enum Outcome: Equatable, Sendable {
    /// Every trace is there: the transaction was this write.
    case written
    /// An upserted row is neither logged under the id nor in the table, and the log lost
    /// nothing since: the transaction was another, this write was lost.
    case lost
    /// The traces cannot tell (the log pruned past the id, or a row present but not logged).
    case unknown(reason: String)
  }

  /// The most identifiers of each kind checked; a larger write is sampled evenly.
  static let sampleSize = 64

  /// The identifiers checked among the upserted rows.
  let upserted: [ColumnValue]
  /// The identifiers checked among the deleted rows.
  let deleted: [ColumnValue]
  /// Whether the write deleted every row first.
  let removesAll: Bool
  /// The identifier column's kind.
  let idKind: ColumnKind

  /// The evidence of a write of `upserted` and `deleted` identifiers (each sampled down to
  /// ``sampleSize``, reading only the identifiers sampled), after deleting every row when
  /// `removesAll`.
  init(
    upserted: some Collection<ColumnValue>, deleted: some Collection<ColumnValue>,
    removesAll: Bool, idKind: ColumnKind
  ) {
    self.upserted = Self.sample(upserted)
    self.deleted = Self.sample(deleted)
    self.removesAll = removesAll
    self.idKind = idKind
  }

  /// At most ``sampleSize`` of `values`, spread evenly, the first and last among them.
  static func sample(_ values: some Collection<ColumnValue>) -> [ColumnValue] {
    let count = values.count
    guard count > sampleSize else { return Array(values) }
    return (0..<sampleSize).map { k in
      values[values.index(values.startIndex, offsetBy: k * (count - 1) / (sampleSize - 1))]
    }
  }

  /// The query that reads the evidence of `transaction` in `table` and its `log`: one row
  /// per checked identifier (one row of `NULL`s beside the first two columns when none):
  /// whether the log was pruned past the transaction, whether the table is empty, whether
  /// the identifier was deleted, logged under the transaction, present in the table.
  func query(table: String, log: PostgresChangeLog, transaction: String) -> PostgresQuery {
    var bindings = PostgresBindings()
    bindings.append(table)
    bindings.append(transaction)
    var tuples: [String] = []
    for (ids, isDeleted) in [(upserted, false), (deleted, true)] {
      for id in ids {
        id.bind(to: &bindings)
        tuples.append("($\(bindings.count)::\(idKind.sqlName), \(isDeleted))")
      }
    }
    let written =
      tuples.isEmpty
      ? "SELECT NULL::\(idKind.sqlName), NULL::boolean WHERE false"
      : "VALUES " + tuples.joined(separator: ", ")
    let id = quoted(identifierColumn)
    return PostgresQuery(
      unsafeSQL: """
        WITH w(id, deleted) AS (\(written))
        SELECT
          coalesce((SELECT prune_horizon FROM \(quoted(PostgresChangeLog.metaTable))
            WHERE table_name = $1) > $2::xid8, true),
          NOT EXISTS (SELECT 1 FROM \(quoted(table))),
          w.deleted,
          EXISTS (SELECT 1 FROM \(quoted(log.logTable)) l
            WHERE l.xid = $2::xid8 AND l.id = w.id AND (l.op = 'D') = w.deleted),
          EXISTS (SELECT 1 FROM \(quoted(table)) t WHERE t.\(id) = w.id)
        FROM (SELECT 1) one LEFT JOIN w ON true
        """, binds: bindings)
  }

  /// The outcome the rows of ``query(table:log:transaction:)`` show.
  func outcome(of rows: [PostgresRow]) throws -> Outcome {
    let checks = try rows.map { try $0.decode((Bool, Bool, Bool?, Bool?, Bool?).self) }
    var unknown: String?
    // Whether the table is empty is the same in every row.
    if removesAll, upserted.isEmpty, checks.first?.1 == false {
      unknown = "the table has rows again after the write deleted every one"
    }
    for (pruned, _, isDeleted, logged, present) in checks {
      guard let isDeleted, logged != true else { continue }
      if isDeleted {
        if present == true { unknown = "a deleted row is in the table, not logged as deleted" }
      } else if pruned {
        unknown = "the change log was pruned past the transaction"
      } else if present == true {
        unknown = "an upserted row is in the table but not logged under the transaction"
      } else {
        return .lost
      }
    }
    return unknown.map { .unknown(reason: $0) } ?? .written
  }
}
