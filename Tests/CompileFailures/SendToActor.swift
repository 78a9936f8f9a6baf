// expect: sending 'store' risks causing data races
// A store handed to another actor while the caller keeps using it.
import ResultsKitStore

struct Reading: Identifiable, Equatable, Sendable {
  var id: Int
  var value: Int
}

actor Importer {
  func take(_ store: ObjectStore<Reading>) {}
}

@MainActor func hand(to importer: Importer) async {
  let store = ObjectStore<Reading>()
  await importer.take(store)
  _ = store.count
}
