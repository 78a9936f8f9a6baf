import ResultsKit
import ResultsKitStore

/// A view model of an arrival: what `controller.map(…)` shows.
public struct ArrivalRow: Identifiable, Equatable, Sendable {
  /// The arrival's identifier.
  public var id: Int
  /// The line a board shows.
  public var title: String

  /// The row for `arrival`.
  public init(_ arrival: Arrival) {
    id = arrival.id
    title = "\(arrival.time) \(arrival.name)"
  }
}

/// A store of a scenario's arrivals, a fetched controller shown through
/// `controller.map(ArrivalRow.init)`, and a loaded coordinator over the map driving a target
/// that does nothing: ready for ``pause()``, which should transform no object.
public final class MappedPauseRig {
  /// A `Coordinatable` that ignores everything.
  final class NoOpTarget: Coordinatable {
    func reloadData() {}
    func apply(_ batch: ChangeBatch) throws {}
  }

  /// Counts the transforms, shared with the map's closure.
  final class Counter {
    var value = 0
  }

  /// The controller that fetches every arrival with ``StoreScenario/request``.
  public let controller: ResultsController<Arrival>
  /// The controller's results as rows.
  public let rows: MappedMonitor<ResultsController<Arrival>, ArrivalRow>
  /// The coordinator over ``rows``, loaded.
  public let coordinator: ResultsCoordinator<ArrivalRow>
  private let counter = Counter()

  /// Builds the store, the controller, the map and the coordinator, and loads it.
  ///
  /// - Parameter scenario: The arrivals.
  /// - Throws: What loading the coordinator throws (nothing, for a controller).
  public init(_ scenario: StoreScenario) throws {
    // The arrivals have unique identifiers, so this cannot throw.
    let store = (try? ObjectStore(scenario.arrivals())) ?? ObjectStore()
    controller = ResultsController(store: store, request: StoreScenario.request)
    let counter = counter
    rows = controller.map { arrival in
      counter.value += 1
      return ArrivalRow(arrival)
    }
    coordinator = ResultsCoordinator(target: NoOpTarget(), monitor: rows)
    try coordinator.loadData()
    counter.value = 0
  }

  /// How many objects were transformed since the coordinator was loaded.
  public var transforms: Int { counter.value }

  /// `isPaused = true`: what is measured.
  @inline(never)
  public func pause() {
    coordinator.isPaused = true
  }
}
