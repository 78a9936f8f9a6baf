import ResultsKit
import ResultsKitStore
import ResultsKitTesting

/// The contract's fixture: a train on an arrivals board.
struct Train: Identifiable, Equatable, Sendable {
  var id: String
  var time: Int
  var name: String = "Euston"
  var platform: String = "1"
  var hidden = false
}

/// A recorder of the events a monitor sends, one array per change.
final class EventLog<Object> {
  var changes: [[ResultsEvent<Object>]] = []
  private var current: [ResultsEvent<Object>] = []
  var subscription: ResultsSubscription?

  init<M: ResultsMonitor>(_ monitor: M) where M.Object == Object {
    subscription = monitor.subscribe { [unowned self] event in
      current.append(event)
      if case .didChange = event {
        changes.append(current)
        current = []
      }
    }
  }
}

/// The ids of each section, for compact expectations.
func ids(_ controller: ResultsController<Train>) -> [[String]] {
  controller.sections.map { $0.objects.map(\.id) }
}

/// A store holding `trains`, and a fetched controller over it with `request`.
func fetched(
  _ trains: [Train], _ request: FetchRequest<Train> = FetchRequest(sortBy: [.ascending(\.time)])
) throws -> (ObjectStore<Train>, ResultsController<Train>) {
  let store = try ObjectStore(trains)
  let controller = ResultsController(store: store, request: request)
  controller.performFetch()
  return (store, controller)
}
