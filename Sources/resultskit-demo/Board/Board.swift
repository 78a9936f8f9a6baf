import ResultsKit
import ResultsKitStore
import ResultsKitText

/// The arrivals board: a store of arrivals, a controller that shows the live ones sorted by
/// time and sectioned by platform, and a coordinator that keeps a table (or grid) in step.
///
/// Everything here lives on the main actor; the station feed and the import run in tasks of
/// their own and send `Sendable` values here to commit.
@MainActor
final class Board {
  let store = ObjectStore<Arrival>()
  let controller: ResultsController<Arrival>
  let coordinator: ResultsCoordinator<Arrival>
  private let view: BoardView
  private let counter: CountingTarget
  /// Time from `perform` to the batch applied, summed over the feed's commits.
  private(set) var commitTime = Duration.zero
  private(set) var commits = 0
  /// Anything the coordinator reported (there should be nothing).
  private(set) var problems: [String] = []

  init(initial: [Arrival], grid: Bool, rows: Int, style: TextStyle) throws {
    controller = ResultsController(
      store: store,
      request: FetchRequest(
        predicate: { !$0.historical }, sortBy: [.ascending(\.due), .ascending(\.destination)],
        sectionBy: { "Platform " + $0.platform }))
    view = BoardView.make(grid: grid, rows: rows, style: style, monitor: controller)
    counter = CountingTarget(view.target)
    coordinator = ResultsCoordinator(
      target: counter, monitor: controller, updateCell: view.updateCell)
    coordinator.onInconsistency = { [weak self] error in self?.problems.append("\(error)") }
    try store.perform { transaction in
      for arrival in initial { try transaction.insert(arrival) }
    }
    try coordinator.loadData()
  }

  /// Commits one feed update: new and changed trains, and departures.
  func commit(_ tick: FeedTick) throws {
    let start = ContinuousClock.now
    try store.perform { transaction in
      for arrival in tick.upserts { transaction.upsert(arrival) }
      for id in tick.departures where transaction[id: id] != nil { try transaction.delete(id) }
    }
    commitTime += start.duration(to: .now)
    commits += 1
  }

  /// Commits a chunk of the bulk import.
  func importChunk(_ arrivals: [Arrival]) throws {
    try store.perform { transaction in
      for arrival in arrivals { transaction.upsert(arrival) }
    }
  }

  /// The batches the view received.
  var batches: Int { counter.batches }
  /// The changes in those batches.
  var changes: Int { counter.changes }
  /// The times the view was reloaded.
  var reloads: Int { counter.reloads }

  /// The board and its status line.
  func frame(ansi: Bool) -> String {
    view.render(ansi: ansi) + "\n" + statusLine()
  }

  /// Batches, changes, the mean time per commit, and the counts.
  func statusLine() -> String {
    let mean = commits == 0 ? 0 : Format.microseconds(commitTime) / Double(commits)
    return " \(Format.counted(batches, "batch")) · \(Format.counted(changes, "change")) · "
      + "\(Format.fixed(mean, 0)) µs per update · \(controller.numberOfObjects) on the board · "
      + "\(Format.grouped(store.count)) in the store"
  }
}
