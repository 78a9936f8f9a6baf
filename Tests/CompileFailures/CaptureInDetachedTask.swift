// expect: sending value of non-Sendable type
// A store captured by a detached task while its own actor still uses it.
import ResultsKitStore

struct Reading: Identifiable, Equatable, Sendable {
  var id: Int
  var value: Int
}

@MainActor func share() {
  let store = ObjectStore<Reading>()
  Task.detached { _ = store.count }
  _ = store.count
}
