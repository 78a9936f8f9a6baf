import PostgresNIO

/// How much the report measures: the full run, `--small` for a quick smoke run, or
/// `--open-only` for the opening of the large table alone.
struct ReportSettings {
  /// Runs of the 1,000-row commit followed by three clients.
  var fanOutRuns = 30
  /// Runs of the one-object write.
  var ownWriteRuns = 300
  /// The idle runs, and how long each follows the idle table.
  var idleRuns = 3
  var idleDuration = Duration.seconds(5)
  /// The rows of the large table, and how many times it is opened.
  var largeRows = 1_000_000
  var largeRuns = 3
  /// Whether to measure only the opening of the large table (`--open-only`).
  var openOnly = false
  let configuration: PostgresConnection.Configuration

  static func parse(
    _ arguments: [String], configuration: PostgresConnection.Configuration
  ) -> ReportSettings? {
    var settings = ReportSettings(configuration: configuration)
    switch arguments {
    case []: return settings
    case ["--open-only"]:
      settings.openOnly = true
      return settings
    case ["--small"]:
      settings.fanOutRuns = 5
      settings.ownWriteRuns = 30
      settings.idleRuns = 1
      settings.idleDuration = .seconds(1)
      settings.largeRows = 20_000
      settings.largeRuns = 1
      return settings
    default: return nil
    }
  }
}
