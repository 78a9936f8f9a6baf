import ResultsKit
import ResultsKitPostgres
import ResultsKitStore

/// What a client shows: a controller over the store's rows (sectioned by group, sorted by
/// value then identifier), a coordinator and a target that records when each batch was
/// applied.
@MainActor
final class RecordingView {
  let controller: ResultsController<BenchRow>
  let coordinator: ResultsCoordinator<BenchRow>
  private let target = Target()

  init(store: ObjectStore<BenchRow>) throws {
    controller = ResultsController(
      store: store,
      request: FetchRequest(
        sortBy: [.ascending(\.value), .ascending(\.id)], sectionBy: { "\($0.group)" }))
    coordinator = ResultsCoordinator(target: target, monitor: controller)
    try coordinator.loadData()
  }

  /// When each batch was applied, in order.
  var batchTimes: [ContinuousClock.Instant] { target.times }

  /// Records the time of each batch; a view would apply it.
  private final class Target: Coordinatable {
    var times: [ContinuousClock.Instant] = []
    func reloadData() {}
    func apply(_ batch: ChangeBatch) throws { times.append(.now) }
  }
}
