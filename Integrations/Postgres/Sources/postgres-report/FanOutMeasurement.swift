import ResultsKitPostgres
import ResultsKitStore

/// (a) A 1,000-row commit reaching three following clients.
///
/// One client commits 1,000 changed rows in one transaction; three following clients (each
/// a store, a controller, a coordinator and a recording target; in this process, each on a
/// connection of its own) apply it. Measures, for each follower, the time from the writer's
/// `perform` returning to the follower's batch applied (zero when it came first), and checks
/// that each applied the commit as one batch.
@MainActor
struct FanOutMeasurement {
  let server: BenchServer
  let runs: Int

  func run() async throws -> (latency: Samples, batchesPerCommit: Samples) {
    let table = BenchServer.table("fanout")
    let writer = try await server.store(table)
    try await writer.perform { transaction in
      for row in BenchRow.rows(1...1_000) { transaction.upsert(row) }
    }
    var followers: [(store: PostgresStore<BenchRow>, view: RecordingView)] = []
    for _ in 0..<3 {
      let store = try await server.store(table, following: true)
      followers.append((store, try RecordingView(store: store.store)))
    }
    try await waitUntil { followers.allSatisfy { $0.view.controller.numberOfObjects == 1_000 } }
    try await Task.sleep(for: .milliseconds(200))
    var latency = Samples()
    var batches = Samples()
    for run in 1...runs {
      let before = followers.map { $0.view.batchTimes.count }
      try await writer.perform { transaction in
        for id in 1...1_000 { try transaction.update(id) { $0.value = Double(run) } }
      }
      let committed = ContinuousClock.now
      try await waitUntil {
        followers.indices.allSatisfy { followers[$0].view.batchTimes.count > before[$0] }
      }
      // Let a second batch, if any came, show.
      try await Task.sleep(for: .milliseconds(20))
      for (index, follower) in followers.enumerated() {
        let times = follower.view.batchTimes[before[index]...]
        batches.add(Double(times.count))
        if let first = times.first { latency.add(max(.zero, committed.duration(to: first))) }
      }
    }
    for follower in followers { await follower.store.close() }
    await writer.close()
    try await server.drop(table)
    return (latency, batches)
  }
}
