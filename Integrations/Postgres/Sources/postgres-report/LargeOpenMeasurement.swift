import ResultsKitPostgres
import ResultsKitStore

/// (d) Opening a large table.
///
/// `PostgresStore.open` (one statement reading every row, decoded
/// into objects) and a sectioned, sorted `ResultsController` fetching them all. The table is
/// filled by the server (`generate_series`, with the log triggers off) before the clock runs.
@MainActor
struct LargeOpenMeasurement {
  let server: BenchServer
  let rows: Int
  let runs: Int

  func run() async throws -> (open: Samples, fetch: Samples, total: Samples) {
    let table = BenchServer.table("large")
    let creator = try await server.store(table)
    try await creator.perform { transaction in transaction.upsert(BenchRow.rows(1...1)[0]) }
    await creator.close()
    _ = try await server.run(
      "SET session_replication_role = replica",
      """
      INSERT INTO "\(table)" (id, name, "group", value)
        SELECT g, 'row ' || g, g % 100, g * 0.5 FROM generate_series(2, \(rows)) g
      """)
    _ = try await server.run("VACUUM ANALYZE \"\(table)\"")
    var open = Samples()
    var fetch = Samples()
    var total = Samples()
    for _ in 0..<runs {
      let start = ContinuousClock.now
      let store = try await server.store(table)
      let opened = ContinuousClock.now
      let view = try RecordingView(store: store.store)
      let fetched = ContinuousClock.now
      guard view.controller.numberOfObjects == rows else {
        throw ReportError.unexpected("the large table opened with a wrong count")
      }
      open.add(start.duration(to: opened))
      fetch.add(opened.duration(to: fetched))
      total.add(start.duration(to: fetched))
      await store.close()
    }
    try await server.drop(table)
    return (open, fetch, total)
  }
}
