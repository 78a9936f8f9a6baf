import PostgresNIO
import ResultsKitPostgres
import ResultsKitStore

/// `import N`: writes N departures from this process, in transactions of 1,000, printing a
/// line after each; a board following the table shows each transaction arrive as one batch.
@MainActor
struct ImportRun {
  let options: DemoCommand.ImportOptions
  let configuration: PostgresConnection.Configuration
  /// Where each progress line goes.
  let report: (String) -> Void

  func run() async throws {
    let postgres = try await PostgresStore<Flight>.open(
      configuration: configuration, table: options.table)
    var maker = FlightMaker(seed: options.seed)
    var written = 0
    while written < options.count {
      let size = min(DemoCommand.importChunk, options.count - written)
      let flights = maker.flights(first: Flight.importedIDs.lowerBound + written, count: size)
      try await postgres.perform { transaction in
        for flight in flights { transaction.upsert(flight) }
      }
      written += size
      report(
        "resultskit-postgres-demo import: \(written.grouped) of \(options.count.grouped) "
          + "departures committed to \(options.table)")
    }
    await postgres.close()
  }
}
