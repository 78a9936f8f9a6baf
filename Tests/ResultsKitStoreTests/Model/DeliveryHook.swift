/// Something a refetch model run does to one of its controllers while the store is delivering
/// a commit (see `RefetchRun`): where it runs, and what it does.
struct DeliveryHook: CustomStringConvertible {
  /// Where in the delivery the hook runs.
  enum Site: Hashable, CustomStringConvertible {
    /// In the `apply(_:)` of the target of the lane with this index: while that lane's
    /// controller reports the commit (only when its change is visible and it is not paused).
    case targetApply(Int)
    /// In a store `observe(_:)` callback: after every controller has had the commit.
    case storeObserver
    /// In a store `monitor(_:_:)` callback for the object with this id: only when the commit
    /// changes it.
    case objectMonitor(Int)

    var description: String {
      switch self {
      case let .targetApply(lane): "lane \(lane)'s target apply"
      case .storeObserver: "a store observer"
      case let .objectMonitor(id): "a monitor of id \(id)"
      }
    }

    /// The site without its id, for counting which kinds of site were reached.
    var kind: String {
      switch self {
      case .targetApply: "targetApply"
      case .storeObserver: "storeObserver"
      case .objectMonitor: "objectMonitor"
      }
    }
  }

  /// What the hook does to its lane.
  enum Action: CaseIterable, CustomStringConvertible {
    /// `performFetch()` with the request unchanged (nothing to reload by hand).
    case performFetch
    /// A new request value equivalent to the old one, `performFetch()`, and a reload by hand.
    case equivalentRequest
    /// A request of another shape, `performFetch()`, and a reload by hand.
    case otherRequest
    /// The coordinator's `loadData()`.
    case loadData
    /// The coordinator's `resume(animated: true)` (nothing unless it is paused).
    case resumeAnimated
    /// The coordinator's `resume(animated: false)`.
    case resume
    /// The coordinator's `isPaused` toggled.
    case togglePause
    /// A new controller and coordinator for the lane, of another shape, loaded.
    case replaceController

    var description: String {
      switch self {
      case .performFetch: "performFetch()"
      case .equivalentRequest: "an equivalent request, performFetch(), reloadData()"
      case .otherRequest: "another request, performFetch(), reloadData()"
      case .loadData: "coordinator.loadData()"
      case .resumeAnimated: "coordinator.resume(animated: true)"
      case .resume: "coordinator.resume(animated: false)"
      case .togglePause: "coordinator.isPaused.toggle()"
      case .replaceController: "a new controller, loaded"
      }
    }
  }

  var site: Site
  /// The index of the lane the action applies to (never the lane whose target runs it).
  var lane: Int
  var action: Action

  var description: String { "in \(site): lane \(lane): \(action)" }
}
