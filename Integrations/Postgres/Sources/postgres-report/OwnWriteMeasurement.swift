import ResultsKitPostgres
import ResultsKitStore

/// (b) A one-object write, from calling `perform` to the writer's own batch applied.
///
/// The writer follows the table, as an app would, and pauses between writes so
/// that the catch-up each write's notification starts is done before the next.
@MainActor
struct OwnWriteMeasurement {
  let server: BenchServer
  let runs: Int

  func run() async throws -> Samples {
    let table = BenchServer.table("own")
    let writer = try await server.store(table, following: true)
    try await writer.perform { transaction in
      for row in BenchRow.rows(1...1_000) { transaction.upsert(row) }
    }
    let view = try RecordingView(store: writer.store)
    try await Task.sleep(for: .milliseconds(200))
    var latency = Samples()
    for run in 1...runs {
      let before = view.batchTimes.count
      let start = ContinuousClock.now
      try await writer.perform { transaction in
        try transaction.update(run % 1_000 + 1) { $0.value = Double(run) }
      }
      guard view.batchTimes.count == before + 1, let applied = view.batchTimes.last else {
        throw ReportError.unexpected("a one-object write did not make one batch")
      }
      latency.add(start.duration(to: applied))
      try await Task.sleep(for: .milliseconds(5))
    }
    await writer.close()
    try await server.drop(table)
    return latency
  }
}
