import ResultsKit
import ResultsKitJSON
import ResultsKitReplay
import ResultsKitText

/// The driver, a table and a grid each with its coordinator, and what the checks need to
/// remember.
final class ReplayRun {
  /// The replay's lines go here.
  let driver: ReplayDriver
  /// What the driver printed for the last line, and its diagnostics.
  let log = DriverLog()
  /// The table, then the grid.
  let views: [CoordinatedView]
  /// The coordinators' `reloadThreshold`.
  let threshold: Int?
  /// Whether the views recover from a batch that does not fit instead of throwing.
  let recover: Bool
  /// The ids of the store's objects, as far as the lines that succeeded say.
  var present: Set<String> = []
  /// Whether the driver stopped (an invalid fetch line).
  var stopped = false

  init(_ input: inout FuzzInput) {
    let flags = input.byte()
    recover = flags & 8 != 0
    let table = FuzzedTable(
      width: input.int(in: 0...40), height: input.int(in: 0...12), style: input.style(),
      headers: flags & 1 != 0, index: flags & 2 != 0, defaultTitle: flags & 4 != 0 ? "All" : nil)
    table.table.allowsMultipleSelection = flags & 16 != 0
    let threshold = input.int(below: 8)
    self.threshold = threshold < 5 ? nil : threshold - 4
    let grid = FuzzedGrid(
      width: input.int(in: 0...40), height: input.int(in: 0...12),
      itemWidth: input.int(in: 0...20), style: input.style(), headers: flags & 32 == 0)
    grid.grid.allowsMultipleSelection = flags & 64 != 0
    let views = [CoordinatedView(table), CoordinatedView(grid)]
    for view in views {
      view.fuzzed.view.validation = recover ? .recover : .strict
      view.fuzzed.view.onInconsistency = { [unowned view] error in
        view.reports.append("\(view.name): \(error)")
      }
    }
    self.views = views
    trace(
      "\(table.settings); \(grid.settings); recover \(recover), reloadThreshold "
        + "\(self.threshold.map { "\($0)" } ?? "nil")")
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
    let kind = input.int(below: 24)
    guard kind >= 14 else {
      switch kind {
      case 0..<6: consume(written(input.transaction(present: present)))
      case 6..<11: consume(written(input.validTransaction(present: present)))
      case 11: consume(mutated(JSONWriter.text(of: input.transaction(present: present)), &input))
      case 12: consume(input.rawLine())
      default: consume([])
      }
      return
    }
    let view = views[input.int(below: views.count)]
    switch kind {
    case 14, 15: selectOrScroll(view, &input)
    case 16, 17: reshape(view, &input)
    case 18: togglePause(view)
    case 19: resume(view, animated: input.bool())
    case 20: load(view)
    default: episode(view, &input)
    }
  }
}
