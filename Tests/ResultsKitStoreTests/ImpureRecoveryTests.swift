import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import Testing

/// The way back from impure closures that `FetchRequest` documents: once the closures are
/// pure again, a fetch from scratch — the request set again, then `performFetch()` — gives the
/// results a fresh controller has.
///
/// The documentation once promised this of "the next `performFetch()`", but a `performFetch()`
/// with the request unchanged only catches up on kept commits (O(1) when there are none), so
/// results an impure predicate had left short stayed short.
@Suite("Impure closures: the way back")
struct ImpureRecoveryTests {
  @Test("Closures pure again: setting the request again and fetching gives a fresh controller's")
  func settingTheRequestAgainAndFetchingRecovers() throws {
    var random = SeededRandomNumberGenerator(seed: 3)
    var impure = true
    let store = try ObjectStore((0..<30).map { Train(id: "\($0)", time: $0 % 7) })
    let request = FetchRequest<Train>(
      predicate: { train in impure ? random.next(below: 2) == 0 : !train.hidden },
      sortBy: [.ascending(\.time)])
    let controller = ResultsController(store: store, request: request)
    let follower = ReplayingFollower(controller)
    try follower.load()
    for step in 0..<20 {
      try store.perform { transaction in
        try transaction.update("\(step)") { $0.time += 3 }
        try transaction.update("\(29 - step)") { $0.name += "!" }
      }
    }
    impure = false
    let fresh = ResultsController(store: store, request: request)
    fresh.performFetch()
    // The impure predicate left the tracking controller short of the fresh one's objects.
    #expect(controller.numberOfObjects < fresh.numberOfObjects)

    controller.request = request
    controller.performFetch()
    follower.target.reloadData()  // a fetch by hand: the view is reloaded by hand
    #expect(controller.sections == fresh.sections)
    #expect(controller._checkInvariants(strictOrder: true) == [])
    // And it follows the store from there like a fresh controller.
    try store.perform { transaction in
      try transaction.update("3") { $0.hidden = true }
      try transaction.update("4") { $0.time = -1 }
    }
    let again = ResultsController(store: store, request: request)
    again.performFetch()
    #expect(controller.sections == again.sections)
    follower.check("after the recovery")
    #expect(follower.mismatches.isEmpty, "\(follower.mismatches)")
    #expect(follower.errors.isEmpty)
  }
}
