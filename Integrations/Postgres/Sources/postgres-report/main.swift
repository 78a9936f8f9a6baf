import Foundation
import PostgresNIO
import ResultsKitPostgres

// The PostgreSQL store's benchmark: run it in a release build against a server of its own,
//
//   bash Integrations/Postgres/Scripts/with-postgres \
//     swift run -c release --package-path Integrations/Postgres postgres-report [--small]
//
// and it prints a table of medians and ranges (see docs/Performance.md).

/// Writes `message` to standard error and exits with status 1.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("postgres-report: " + message + "\n").utf8))
  exit(1)
}

let configuration: PostgresConnection.Configuration
do {
  configuration = try PostgresConnection.Configuration(
    environment: ProcessInfo.processInfo.environment)
} catch {
  fail("\(error)")
}
guard
  let settings = ReportSettings.parse(
    Array(CommandLine.arguments.dropFirst()), configuration: configuration)
else {
  fail("usage: postgres-report [--small | --open-only]")
}

do {
  let server = BenchServer(configuration: configuration)
  #if DEBUG
    print("postgres-report: a debug build; measure with -c release")
  #endif
  print(
    "postgres-report: \(settings.fanOutRuns) commits of 1,000 rows, "
      + "\(settings.ownWriteRuns) one-object writes, \(settings.largeRows) rows opened "
      + "\(settings.largeRuns) times")
  var table = ReportTable()
  if !settings.openOnly {
    let fanOut = try await FanOutMeasurement(server: server, runs: settings.fanOutRuns).run()
    table.add(
      "1,000-row commit → each of 3 followers' batch", fanOut.latency, unit: "ms", goal: "≤ 20 ms")
    table.add(
      "  batches per commit per follower", fanOut.batchesPerCommit, unit: "", digits: 0,
      goal: "1")
    let own = try await OwnWriteMeasurement(server: server, runs: settings.ownWriteRuns).run()
    table.add("one-object write → own batch", own, unit: "ms", digits: 2, goal: "≤ 2 ms")
    let idle = try await IdleMeasurement(
      server: server, runs: settings.idleRuns, duration: settings.idleDuration
    ).run()
    let seconds = settings.idleDuration.components.seconds
    table.add("idle follower: CPU time over \(seconds) s", idle.cpu, unit: "ms", goal: "about 0")
    table.add(
      "idle follower: statements over \(seconds) s", idle.statements, unit: "", digits: 0,
      goal: "0")
  }
  let large = try await LargeOpenMeasurement(
    server: server, rows: settings.largeRows, runs: settings.largeRuns
  ).run()
  table.add(
    "open \(settings.largeRows) rows: PostgresStore.open", large.open, unit: "s", scale: 1e3,
    digits: 2, goal: "")
  table.add("  then a controller's fetch", large.fetch, unit: "s", scale: 1e3, digits: 2, goal: "")
  table.add("  open and fetch", large.total, unit: "s", scale: 1e3, digits: 2, goal: "≤ 3 s")
  print(table.text)
  exit(0)
} catch {
  fail("\(error)")
}
