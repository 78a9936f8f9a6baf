import ResultsKit
import ResultsKitText

/// The driver, the table with its coordinator, and what the checks need to remember.
final class ReplayRun {
  /// The replay's lines go here.
  let driver: ReplayDriver
  /// What the driver printed for the last line, and its diagnostics.
  let log = DriverLog()
  /// The table's data source, made when the replay's session exists.
  var dataSource: TableDataSource<ReplayObject, TextCell>?
  let table: TextTable
  var coordinator: ResultsCoordinator<ReplayObject>?
  var settings: TableSettings
  let configurator = RowConfigurator()
  let headers: Bool
  let index: Bool
  let defaultTitle: String?
  let threshold: Int?
  /// Whether the table's coordinator is paused, and the results' ids when it was paused.
  var paused = false
  var idsAtPause: [[String]] = []
  /// The ids of the store's objects, as far as the lines that succeeded say.
  var present: Set<String> = []
  /// What the table's coordinator and the table reported.
  var reports: [String] = []
  /// Whether the driver stopped (an invalid fetch line).
  var stopped = false

  init(_ input: inout FuzzInput) {
    let flags = input.byte()
    headers = flags & 1 != 0
    index = flags & 2 != 0
    defaultTitle = flags & 4 != 0 ? "All" : nil
    settings = TableSettings(
      width: input.int(in: 0...40), height: input.int(in: 0...12),
      style: input.choose([.unicode, .ascii, .plain]), recover: flags & 8 != 0)
    let threshold = input.int(below: 8)
    self.threshold = threshold < 5 ? nil : threshold - 4
    table = TextTable(width: settings.width, height: settings.height)
    table.style = settings.style
    table.validation = settings.recover ? .recover : .strict
    table.allowsMultipleSelection = flags & 16 != 0
    trace(
      "table: \(settings), headers \(headers), index \(index), default title "
        + "\(defaultTitle ?? "nil"), multiple selection \(table.allowsMultipleSelection), "
        + "reloadThreshold \(self.threshold.map { "\($0)" } ?? "nil")")
    let log = log
    driver = ReplayDriver(
      output: { line in log.printed.append(line) },
      diagnostics: { line in log.diagnostics.append(line) })
  }

  /// The first line: a fetch line (mostly), none, or a damaged one.
  func start(_ input: inout FuzzInput) {
    switch input.int(below: 16) {
    case 0, 1: break  // no fetch line: the first transaction comes first
    case 2: consume(input.rawLine())
    case 3: consume(mutated(JSONWriter.text(of: input.fetchLine()), &input))
    default: consume(written(input.fetchLine()))
    }
  }

  // MARK: - Steps

  func step(_ input: inout FuzzInput) {
    switch input.int(below: 20) {
    case 0..<11: consume(written(input.transaction(present: present)))
    case 11: consume(mutated(JSONWriter.text(of: input.transaction(present: present)), &input))
    case 12: consume(input.rawLine())
    case 13: consume([])
    case 14, 15: selectOrScroll(&input)
    case 16: reshape(&input)
    case 17: togglePause(&input)
    case 18: resume(animated: input.bool())
    default: load()
    }
  }
}
