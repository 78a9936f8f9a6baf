import ResultsKit
import ResultsKitStore

/// One controller of a refetch model run, with the shape of its request and a coordinator
/// whose target replays its batches on the rows it shows.
final class RefetchLane {
  private(set) var shape: Shape
  private(set) var controller: ResultsController<Item>
  private(set) var follower: ReplayingFollower<Item>
  let cells: Bool
  /// Whether a fetch by hand with a new request reloads the target (off only in the test that
  /// shows the checks notice a view left behind).
  var reloadsByHand = true
  /// How many of the follower's mismatches and errors have been reported.
  var mismatchesSeen = 0
  var errorsSeen = 0

  /// A lane over `store`, loaded: fetched, subscribed, its target reloaded.
  init(store: ObjectStore<Item>, shape: Shape, cells: Bool) throws {
    self.shape = shape
    self.cells = cells
    controller = ResultsController(store: store, request: shape.request)
    controller.countRepairs()
    follower = ReplayingFollower(controller, cells: cells)
    try follower.load()
  }

  var isPaused: Bool { follower.coordinator.isPaused }

  /// Runs `onApply` inside every batch the target applies, until it is replaced.
  func setOnApply(_ onApply: @escaping () -> Void) {
    follower.target.onApply = onApply
  }

  /// Does `action` to the lane; `other` is a shape for the actions that change the request.
  func perform(_ action: DeliveryHook.Action, other: Shape) throws {
    switch action {
    case .performFetch:
      controller.performFetch()
    case .equivalentRequest:
      fetch(shape)
    case .otherRequest:
      fetch(other)
    case .loadData:
      try follower.coordinator.loadData()
    case .resumeAnimated:
      try follower.coordinator.resume(animated: true)
    case .resume:
      try follower.coordinator.resume(animated: false)
    case .togglePause:
      follower.coordinator.isPaused.toggle()
    case .replaceController:
      shape = other
      controller = ResultsController(store: controller.store, request: other.request)
      controller.countRepairs()
      follower = ReplayingFollower(controller, cells: cells)
      mismatchesSeen = 0
      errorsSeen = 0
      try follower.load()
    }
  }

  /// Fetches with a new request of `shape` and, when the coordinator follows, reloads its
  /// target by hand: after a fetch by hand, bringing the view up to date is the caller's job
  /// (as with `NSFetchedResultsController`).
  private func fetch(_ shape: Shape) {
    self.shape = shape
    controller.request = shape.request
    controller.performFetch()
    if reloadsByHand, !isPaused { follower.target.reloadData() }
  }
}
