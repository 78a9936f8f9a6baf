import PostgresNIO
import ResultsKit
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// A store watched as the model tests watch it: a results controller following it, the
/// batches that controller delivered and the commits the store applied.
@MainActor
final class WatchedStore {
  let store: PostgresStore<Item>
  let request: FetchRequest<Item>
  let controller: ResultsController<Item>
  /// The batches the controller delivered.
  private(set) var batches = 0
  /// The commits the store applied, in order.
  private(set) var commits: [StoreCommit<Item>] = []
  private var subscriptions: [ResultsSubscription] = []

  /// Watches `store` through a controller fetching `request`.
  init(_ store: PostgresStore<Item>, request: FetchRequest<Item>) {
    self.store = store
    self.request = request
    controller = ResultsController(store: store.store, request: request)
    controller.performFetch()
    subscriptions = [
      controller.subscribe { [unowned self] event in
        if case .didChange = event { batches += 1 }
      },
      store.store.observe { [unowned self] commit in commits.append(commit) },
    ]
  }

  /// Records an issue, naming `label`, when the controller differs from a fresh fetch of the
  /// store, delivered no batch, or more batches than the store applied commits.
  func checkController(_ label: String) {
    let fresh = ResultsController(store: store.store, request: request)
    fresh.performFetch()
    #expect(controller.fetchedObjects == fresh.fetchedObjects, "\(label)")
    #expect(
      controller.sections.map { $0.objects.map(\.id) }
        == fresh.sections.map { $0.objects.map(\.id) }, "\(label)")
    // Each write and each catch-up is one commit, and each commit at most one batch.
    #expect(batches > 0 && batches <= commits.count, "\(label)")
  }
}

/// Two stores on `table`, each on its own connection and following: the first writes `seed`
/// before the second opens (so the table exists by then); follow errors go to
/// `onFollowError`.
@MainActor
func openFollowingPair(
  _ table: String, configuration: PostgresConnection.Configuration, seed: Item,
  onFollowError: @escaping (any Error) -> Void
) async throws -> [PostgresStore<Item>] {
  let first = try await PostgresStore<Item>.open(configuration: configuration, table: table)
  try await first.perform { transaction in try transaction.insert(seed) }
  let second = try await PostgresStore<Item>.open(configuration: configuration, table: table)
  for store in [first, second] {
    store.onFollowError = onFollowError
    store.startFollowing()
  }
  return [first, second]
}
