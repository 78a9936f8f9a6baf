import PostgresNIO
import ResultsKit
import ResultsKitPostgres
import ResultsKitStore
import ResultsKitText

/// The board: a results controller over the PostgreSQL store's objects, sectioned by gate
/// area and sorted by time, and a coordinator keeping a `TextTable` in step with it.
///
/// This is all the wiring a view of a PostgreSQL table needs: the controller and coordinator
/// are those of any `ObjectStore`; writes go through `PostgresStore.perform`, and what other
/// clients commit arrives through following, each commit as one batch.
@MainActor
final class DepartureBoard {
  let postgres: PostgresStore<Flight>
  let controller: ResultsController<Flight>
  let coordinator: ResultsCoordinator<Flight>
  private let table: TextTable
  private let dataSource: TableDataSource<Flight, TextCell>
  private var subscription: ResultsSubscription?
  /// Called after each commit the table shows (to draw a frame); commits applied together
  /// in one turn of the main actor draw one frame.
  var onFrame: (() -> Void)?
  private var frameScheduled = false
  /// The commits the table showed: this board's own writes, and others' commits it followed.
  private(set) var ownCommits = 0
  private(set) var followedCommits = 0
  /// The feed updates this board wrote.
  private(set) var updates = 0
  /// What the coordinator, or the end-of-run check, found wrong (there should be nothing).
  private(set) var problems: [String] = []
  /// The last error following reported (it reconnects by itself), for the status line.
  private(set) var followError: String?
  /// Whether a write of this board is being applied: a commit then is its own.
  private var applyingOwnWrite = false

  init(postgres: PostgresStore<Flight>, width: Int, height: Int) throws {
    self.postgres = postgres
    controller = ResultsController(
      store: postgres.store,
      request: FetchRequest(
        sortBy: [.ascending(\.minute), .ascending(\.id)],
        sectionBy: { "Gates " + $0.gate.prefix(1) }))
    table = TextTable(width: width, height: height)
    table.register(TextCell.self, forCellReuseIdentifier: FlightRow.identifier)
    dataSource = TableDataSource(configurator: FlightRow(), monitor: controller)
    dataSource.showsSectionHeaders = true
    table.dataSource = dataSource
    coordinator = ResultsCoordinator(
      target: table, monitor: controller, updateCell: FlightRow().makeUpdateVisibleCell(table))
    coordinator.onInconsistency = { [weak self] error in self?.problems.append("\(error)") }
    postgres.onFollowError = { [weak self] error in self?.followError = "\(error)" }
    try coordinator.loadData()
    // Each commit that changes the results ends with `didChange` (after the coordinator's).
    subscription = controller.subscribe { [weak self] event in
      if case .didChange = event { self?.committed() }
    }
  }

  private func committed() {
    if applyingOwnWrite { ownCommits += 1 } else { followedCommits += 1 }
    guard !frameScheduled else { return }
    frameScheduled = true
    Task { [weak self] in
      self?.frameScheduled = false
      self?.onFrame?()
    }
  }

  /// Writes one feed update as one transaction, counted in ``updates``; the table shows it
  /// before this returns.
  func write(_ update: FeedUpdate) async throws {
    try await apply(update)
    updates += 1
  }

  /// Writes the feed's opening departures (not counted as an update).
  func open(with opening: FeedUpdate) async throws {
    try await apply(opening)
  }

  private func apply(_ update: FeedUpdate) async throws {
    defer { applyingOwnWrite = false }
    try await postgres.perform { transaction in
      // The body runs in this write's turn: no catch-up applies until it has been applied.
      applyingOwnWrite = true
      for flight in update.upserts { transaction.upsert(flight) }
      for id in update.removals where transaction[id: id] != nil { try transaction.delete(id) }
    }
  }

  /// The rows the table shows, in all sections.
  var rowsShown: Int {
    (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfItems(inSection: $1) }
  }

  /// The rows shown that another writer wrote (the import's).
  var othersShown: Int {
    controller.fetchedObjects.count { !Flight.feedIDs.contains($0.id) }
  }

  /// The table and, under it, a status line.
  func frame(ansi: Bool) -> String {
    var status = [
      "\(rowsShown.grouped) departures", "\(othersShown.grouped) from other writers",
      "\(updates.grouped) updates", "\(followedCommits.grouped) followed commits",
    ]
    if !problems.isEmpty { status.append("\(problems.count) inconsistencies") }
    if let followError { status.append("following: \(followError)") }
    let line = " " + status.joined(separator: " · ")
    return table.render(ansi: ansi) + "\n" + line.truncated(toDisplayWidth: table.width)
  }

  /// Checks that the board shows what the table holds.
  ///
  /// The table's rows (read afresh by a second store) must equal the store's objects, the
  /// controller and the view showing all of them. Another writer may still be committing, so
  /// a difference is looked at again after a catch-up, a few times, before it counts as a
  /// problem.
  func checkAgainstTable(configuration: PostgresConnection.Configuration) async throws {
    var difference: String?
    for _ in 0..<5 {
      try await postgres.catchUp()
      let fresh = try await PostgresStore<Flight>.open(
        configuration: configuration, table: postgres.table)
      let table = fresh.store.objects
      await fresh.close()
      difference = Self.difference(
        table: table, store: postgres.store.objects, controller: controller.numberOfObjects,
        shown: rowsShown)
      if difference == nil { return }
      try await Task.sleep(for: .milliseconds(200))
    }
    if let difference { problems.append(difference) }
  }

  /// What differs between the table's rows, the store's objects, the controller's count and
  /// the rows shown; `nil` when they agree.
  nonisolated static func difference(
    table: [Flight], store: [Flight], controller: Int, shown: Int
  )
    -> String?
  {
    let rows = Dictionary(table.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let objects = Dictionary(store.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    if rows != objects {
      let differing =
        Set(rows.keys).symmetricDifference(objects.keys).count
        + rows.keys.count { objects[$0] != nil && objects[$0] != rows[$0] }
      return "the store differs from the table in \(differing) rows"
    }
    if controller != rows.count || shown != rows.count {
      return
        "the table has \(rows.count) rows, the controller \(controller), the board shows \(shown)"
    }
    return nil
  }
}
