import TestSupport
import Testing

/// Two stores on one SQLite file, raw SQL and schema changes by others, drawn together:
/// identifiers in canonically equivalent spellings, floating-point values of every class,
/// UNIQUE conflicts and `REPLACE` deletions, migrations, renames, new indexes and columns.
///
/// Seeded; every step is checked (see ``HostileModelRun``): each store holds what it held plus
/// its own transactions, and after a refresh what the file holds bit for bit, as an
/// independent raw reading decodes it; a fresh reopen holds it too; a transaction commits
/// exactly when SQLite must take it; the controllers, coordinators and replayed batches agree.
@Suite("Model-based: hostile writers, spellings, floats and schema changes on one SQLite file")
struct HostileModelTests {
  static let seeds: [UInt64] = [11, 1_234, 90_001]
  /// 500 steps per seed; with `RESULTSKIT_SOAK_TRANSACTIONS=N` about *N* in total.
  static let steps = Soak.perCase(cases: seeds.count, usual: 500)

  /// The kinds of step (and outcome) a run of the usual length must have drawn.
  static let kinds = [
    "A commit", "B commit", "A conflict", "B conflict", "deleteAll", "removesAll", "sql",
    "sql on a store's connection", "sql insert", "sql upsert", "sql replace",
    "sql update or replace", "sql respell", "sql update", "sql delete", "sql delete by code",
    "sql refused", "migration", "drop and create", "rename away", "rename back", "new table",
    "unique index", "drop unique index", "add column",
    "schema on a store's connection", "A refresh", "B refresh",
    "both refresh", "refresh, none", "writable reopen",
  ]

  @Test("every store, its watchers and a fresh reopen agree with the file", arguments: seeds)
  func agreesWithTheFile(seed: UInt64) throws {
    let directory = try TemporaryDirectory()
    var run = try HostileModelRun(path: directory.path(), seed: seed)
    run.run(steps: Self.steps)
    if let failure = run.failure { Issue.record("\(failure)") }
    Soak.report("HostileModelTests.agreesWithTheFile", case: "seed \(seed)", ran: Self.steps)
    guard run.failure == nil, Self.steps >= 500 else { return }
    for kind in Self.kinds {
      #expect(run.counts[kind, default: 0] > 0, "no \(kind): \(run.counts)")
    }
  }
}
