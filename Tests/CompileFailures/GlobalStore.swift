// expect: is not concurrency-safe because non-'Sendable' type 'ObjectStore<Reading>'
// A store as a global: reachable from every task at once.
import ResultsKitStore

struct Reading: Identifiable, Equatable, Sendable {
  var id: Int
  var value: Int
}

let sharedStore = ObjectStore<Reading>()
