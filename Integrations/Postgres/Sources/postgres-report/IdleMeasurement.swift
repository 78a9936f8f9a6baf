import PostgresNIO
import ResultsKitPostgres
import ResultsKitStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// (c) The cost of following an idle table: the CPU time this process uses while its one
/// store follows a table nobody writes to, and whether its connection sent any statement
/// meanwhile (the backend's `query_start`, in `pg_stat_activity`, unchanged means none).
@MainActor
struct IdleMeasurement {
  let server: BenchServer
  let runs: Int
  let duration: Duration

  func run() async throws -> (cpu: Samples, statements: Samples) {
    let table = BenchServer.table("idle")
    let name = "resultskit-idle-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
    let follower = try await server.store(table, following: true, applicationName: name)
    try await follower.perform { transaction in
      for row in BenchRow.rows(1...1_000) { transaction.upsert(row) }
    }
    let view = try RecordingView(store: follower.store)
    try await Task.sleep(for: .milliseconds(500))
    var cpu = Samples()
    var statements = Samples()
    for _ in 0..<runs {
      let before = try await lastQueryStart(of: name)
      let start = Self.cpuTime()
      try await Task.sleep(for: duration)
      cpu.add(Self.cpuTime() - start)
      let after = try await lastQueryStart(of: name)
      statements.add(before == after ? 0 : 1)
    }
    await follower.close()
    _ = view
    try await server.drop(table)
    return (cpu, statements)
  }

  /// When the backend of the connection named `name` last started a statement.
  private func lastQueryStart(of name: String) async throws -> String {
    let rows = try await server.run(
      "SELECT query_start::text FROM pg_stat_activity WHERE application_name = '\(name)'")
    guard let row = rows.first else {
      throw ReportError.unexpected("the follower's connection is not in pg_stat_activity")
    }
    return try row.decode(String.self)
  }

  /// The CPU time (user and system) this process used so far, in milliseconds.
  static func cpuTime() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    func milliseconds(_ time: timeval) -> Double {
      Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3
    }
    return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
  }
}
