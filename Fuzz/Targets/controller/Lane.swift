import ResultsKit
import ResultsKitStore

/// One controller of the `controller` target: its request's spec, and a coordinator (with or
/// without `updateCell`) driving a ``HookedTarget``.
final class Lane<R: FuzzReading> {
  let index: Int
  let configuresCells: Bool
  private(set) var spec: RequestSpec
  private(set) var controller: ResultsController<R>
  private(set) var target: HookedTarget<R>
  private(set) var coordinator: ResultsCoordinator<R>
  /// What the coordinator reported through `onInconsistency`.
  private(set) var reports: [String] = []
  private let caprice: Caprice

  /// A lane over `store`, loaded.
  init(index: Int, store: ObjectStore<R>, spec: RequestSpec, caprice: Caprice, cells: Bool) {
    self.index = index
    self.spec = spec
    self.caprice = caprice
    configuresCells = cells
    (controller, target, coordinator) = Self.make(store, spec, caprice, cells)
    coordinator.onInconsistency = { [unowned self] in reports.append("\($0)") }
    load()
  }

  private static func make(
    _ store: ObjectStore<R>, _ spec: RequestSpec, _ caprice: Caprice, _ cells: Bool
  ) -> (ResultsController<R>, HookedTarget<R>, ResultsCoordinator<R>) {
    let controller = ResultsController(
      store: store, request: spec.request(R.self, caprice: caprice))
    let target = HookedTarget { controller.sections.map(\.objects) }
    let coordinator = ResultsCoordinator(
      target: target, monitor: controller,
      updateCell: cells ? { [unowned target] in target.content.updateCell(at: $0, $1) } : nil)
    return (controller, target, coordinator)
  }

  var isPaused: Bool { coordinator.isPaused }

  private func load() {
    do {
      try coordinator.loadData()
    } catch {
      violated("lane \(index): loadData() threw \(error)")
    }
  }

  /// Does `action`; the new spec's closures read `caprice`.
  func perform(_ action: LaneAction) {
    switch action {
    case .performFetch:
      controller.performFetch()
    case .equivalentRequest:
      fetch(spec)
    case let .request(spec):
      fetch(spec)
    case .loadData:
      load()
    case let .resume(animated):
      do {
        try coordinator.resume(animated: animated)
      } catch {
        violated("lane \(index): resume(animated: \(animated)) threw \(error)")
      }
    case .togglePause:
      coordinator.isPaused.toggle()
    case let .replace(spec):
      self.spec = spec
      (controller, target, coordinator) = Self.make(
        controller.store, spec, caprice, configuresCells)
      coordinator.onInconsistency = { [unowned self] in reports.append("\($0)") }
      load()
    }
  }

  /// A fetch by hand with a new request of `spec`; the view is then the caller's to reload
  /// (as with `NSFetchedResultsController`), and it is, unless the coordinator is paused.
  private func fetch(_ spec: RequestSpec) {
    self.spec = spec
    controller.request = spec.request(R.self, caprice: caprice)
    controller.performFetch()
    if !isPaused { target.reloadData() }
  }
}
