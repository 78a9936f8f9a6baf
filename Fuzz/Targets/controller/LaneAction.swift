/// What the `controller` target's script does to one of its controllers: between commits, or
/// from a hook inside the store's delivery of one.
enum LaneAction: CustomStringConvertible {
  /// `performFetch()` with the request unchanged.
  case performFetch
  /// A new request value of the same spec, `performFetch()`, and the view reloaded by hand.
  case equivalentRequest
  /// A request of this spec, `performFetch()`, and the view reloaded by hand.
  case request(RequestSpec)
  /// The coordinator's `loadData()`.
  case loadData
  /// The coordinator's `resume(animated:)`.
  case resume(animated: Bool)
  /// The coordinator's `isPaused` toggled.
  case togglePause
  /// A new controller and coordinator of this spec, loaded, in place of the lane's.
  case replace(RequestSpec)

  var description: String {
    switch self {
    case .performFetch: "controller.performFetch()"
    case .equivalentRequest: "controller.request = (the same spec); performFetch(); reloadData()"
    case let .request(spec): "controller.request = \(spec); performFetch(); reloadData()"
    case .loadData: "coordinator.loadData()"
    case let .resume(animated): "coordinator.resume(animated: \(animated))"
    case .togglePause: "coordinator.isPaused.toggle()"
    case let .replace(spec): "a new controller of \(spec), loaded"
    }
  }
}

/// Where a hook runs during the store's delivery of a commit.
enum HookSite: Equatable, CustomStringConvertible {
  /// In the `apply(_:)` of this lane's target (while its controller reports the commit).
  case targetApply(Int)
  /// In a store `observe(_:)` callback, after every controller.
  case storeObserver
  /// In a store `monitor(_:_:)` callback for this id, after the observers.
  case objectMonitor(Int)

  var description: String {
    switch self {
    case let .targetApply(lane): "lane \(lane)'s target apply"
    case .storeObserver: "a store observer"
    case let .objectMonitor(id): "a monitor of id \(id)"
    }
  }
}

/// A hook: at a site, an action on a lane.
struct Hook: CustomStringConvertible {
  var site: HookSite
  var lane: Int
  var action: LaneAction

  var description: String { "in \(site): lane \(lane): \(action)" }
}

extension FuzzInput {
  /// An action for a lane, with a new spec for the ones that need one.
  mutating func laneAction() -> LaneAction {
    switch int(below: 9) {
    case 0: .performFetch
    case 1: .equivalentRequest
    case 2: .request(requestSpec())
    case 3: .loadData
    case 4: .resume(animated: true)
    case 5: .resume(animated: false)
    case 6, 7: .togglePause
    default: .replace(requestSpec())
    }
  }
}
