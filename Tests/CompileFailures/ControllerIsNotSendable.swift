// expect: type 'ResultsController<Reading>' does not conform to the 'Sendable' protocol
// Controllers are not Sendable.
import ResultsKitStore

struct Reading: Identifiable, Equatable, Sendable {
  var id: Int
  var value: Int
}

func requireSendable<T: Sendable>(_: T) {}

func check(_ controller: ResultsController<Reading>) {
  requireSendable(controller)
}
