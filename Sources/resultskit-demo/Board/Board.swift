import ResultsKit
import ResultsKitReplay
import ResultsKitStore
import ResultsKitText

/// The arrivals board: a store of arrivals, a controller that shows the live ones sorted by
/// time and sectioned by platform, and a coordinator that keeps a table (or grid) in step.
///
/// Everything here lives on the main actor; the station feed and the import run in tasks of
/// their own and send `Sendable` values here to commit.
@MainActor
final class Board {
  let store: ObjectStore<Arrival>
  let controller: ResultsController<Arrival>
  let coordinator: ResultsCoordinator<Arrival>
  private let view: BoardView
  private let counter: CountingTarget
  /// Time from `perform` to the batch applied, summed over the feed's commits.
  private(set) var commitTime = Duration.zero
  private(set) var commits = 0
  /// Anything the coordinator reported (there should be nothing).
  private(set) var problems: [String] = []

  /// A board over `store` (in memory unless given), which gets the `initial` trains when it is
  /// empty: a store kept in a file that already holds trains shows them instead.
  init(
    initial: [Arrival], grid: Bool, layout: BoardLayout, style: TextStyle,
    store: ObjectStore<Arrival> = ObjectStore()
  ) throws {
    self.store = store
    controller = ResultsController(
      store: store,
      request: FetchRequest(
        predicate: { !$0.historical }, sortBy: [.ascending(\.due), .ascending(\.destination)],
        sectionBy: { "Platform " + $0.platform }))
    view = BoardView.make(grid: grid, layout: layout, style: style, monitor: controller)
    let counter = CountingTarget(view.target)
    self.counter = counter
    coordinator = ResultsCoordinator(
      target: counter, monitor: controller, updateCell: counter.counting(view.updateCell))
    // A batch error reads in the words of the view it was meant for: rows for the table.
    let viewKind: BatchError.ViewKind = grid ? .collectionView : .tableView
    coordinator.onInconsistency = { [weak self] error in
      let message = (error as? BatchError)?.description(for: viewKind) ?? "\(error)"
      self?.problems.append(message)
    }
    if store.count == 0 {
      try store.perform { transaction in
        for arrival in initial { try transaction.insert(arrival) }
      }
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

  /// Follows what other processes write to the store's file: a refresh every `interval`
  /// (``ObjectStore/followOtherWriters(every:onRefresh:)``); each one that finds something is
  /// one commit (one batch on the board), counted in ``refreshes``.
  ///
  /// A refresh that throws does not end the following (the next one is tried at the next
  /// interval); the first such error is kept in ``followingError`` for the demo to raise.
  /// Nothing to follow for a store kept in memory. Keep the subscription for as long as the
  /// board should follow, and cancel it when the board stops.
  func followOtherWriters(every interval: Duration) -> ResultsSubscription {
    store.followOtherWriters(every: interval) { [weak self] result in
      guard let self else { return }
      switch result {
      case let .success(changed):
        if changed { refreshes += 1 }
      case let .failure(error):
        if followingError == nil { followingError = error }
      }
    }
  }

  /// The refreshes that found other processes' writes.
  private(set) var refreshes = 0
  /// The first error a refresh threw while following other writers, if one did.
  private(set) var followingError: (any Error)?

  /// Commits a chunk of the bulk import.
  func importChunk(_ arrivals: [Arrival]) throws {
    try store.perform { transaction in
      for arrival in arrivals { transaction.upsert(arrival) }
    }
  }

  /// Lays the board out again as `layout` says (after the terminal was resized).
  func resize(to layout: BoardLayout) {
    view.resize(to: layout)
  }

  /// The batches the view received.
  var batches: Int { counter.batches }
  /// The changes in those batches.
  var changes: Int { counter.changes }
  /// The rows (or cards) configured again in place after a batch, through `updateCell`.
  var updatesInPlace: Int { counter.updatesInPlace }
  /// The times the view was reloaded.
  var reloads: Int { counter.reloads }

  /// The board and, below it, `footer`: the status line unless another line is given.
  ///
  /// The footer is cut to `width` columns when there is a width (the terminal's).
  func frame(ansi: Bool, footer: String? = nil, width: Int? = nil) -> String {
    let line = footer ?? statusLine(width: width)
    guard let width else { return view.render(ansi: ansi) + "\n" + line }
    return view.render(ansi: ansi) + "\n" + line.truncated(toDisplayWidth: width)
  }

  /// How many trains the board holds but does not show: those below its last line.
  var hiddenBelow: Int { max(0, view.count - view.visibleCount) }

  /// The status line: what the board shows and what the coordinator did.
  ///
  /// How many trains are below the board's last line ("… 5 more below", when any are), the
  /// trains on the board ("18 trains"), then batches, changes, updates in place, the mean time per commit,
  /// and the store's count, separated by " · ". With a `width`, the parts that do not fit are
  /// left off from the end: the hint comes first, so it is never left off.
  func statusLine(width: Int? = nil) -> String {
    let mean = commits == 0 ? 0 : Format.microseconds(commitTime) / Double(commits)
    let hidden = hiddenBelow
    var parts = [Format.counted(view.count, "train")]
    if hidden > 0 { parts.insert("… \(Format.grouped(hidden)) more below", at: 0) }
    parts += [
      Format.counted(batches, "batch"), Format.counted(changes, "change"),
      "\(Format.grouped(updatesInPlace)) updated in place",
      "\(Format.fixed(mean, 0)) µs/update", "\(Format.grouped(store.count)) in the store",
    ]
    var line = " " + parts[0]
    for part in parts.dropFirst() {
      let longer = line + " · " + part
      if let width, longer.displayWidth > width { break }
      line = longer
    }
    return line
  }
}
