import ResultsKit
import ResultsKitStore
import Testing

/// What the fuzz target `controller` found (Fuzz/Regressions/controller), each as the scenario
/// its input plays out, in readable form.
@Suite("Controller: fuzz regressions")
struct ControllerFuzzRegressionTests {
  struct Reading: Identifiable, Equatable {
    var id: Int
    var value: Double
    var group: String
  }

  /// `caught-up-controller-keeps-an-equal-old-content`: a controller without subscribers kept
  /// two commits, `é` → `b` → `e\u{301}` (two spellings that `==` cannot tell apart); catching
  /// up, it merged them into one change from `é` to `e\u{301}`, dropped it as no change, and
  /// kept showing `é` while the store held `e\u{301}` — which a controller that had followed
  /// each commit shows.
  @Test("A controller catching up on kept commits shows the store's content, not an equal old one")
  func catchingUpShowsTheStoresContent() throws {
    let store = try ObjectStore([Reading(id: 1, value: 0.0, group: "\u{E9}")])
    let request = FetchRequest<Reading>(sortBy: [.ascending(\.value)], sectionBy: { $0.group })
    let kept = ResultsController(store: store, request: request)
    kept.performFetch()  // no subscribers: it keeps the commits for the next fetch
    let live = ResultsController(store: store, request: request)
    let subscription = live.subscribe { _ in }
    live.performFetch()
    try store.perform { try $0.update(Reading(id: 1, value: 1.0, group: "b")) }
    try store.perform { try $0.update(Reading(id: 1, value: -0.0, group: "e\u{301}")) }
    kept.performFetch()
    let stored = try #require(store[id: 1])
    for controller in [kept, live] {
      let shown = try #require(controller.fetchedObjects.first)
      #expect(Array(shown.group.unicodeScalars) == Array(stored.group.unicodeScalars))
      #expect(shown.value.sign == .minus)
      #expect(controller._checkInvariants(strictOrder: true) == [])
    }
    withExtendedLifetime(subscription) {}
  }

  /// The same two commits kept, then reported with the next one to a subscriber that came
  /// without a fetch: the merged update is reported, with the store's content.
  @Test("Kept commits reported with the next one: an update to an equal content is reported")
  func keptCommitsReportedTogetherCarryTheContent() throws {
    let store = try ObjectStore([
      Reading(id: 1, value: 0.0, group: "a"), Reading(id: 2, value: 5, group: "a"),
    ])
    let controller = ResultsController(
      store: store, request: FetchRequest(sortBy: [.ascending(\.value)]))
    controller.performFetch()
    try store.perform { try $0.update(Reading(id: 1, value: 1.0, group: "a")) }
    try store.perform { try $0.update(Reading(id: 1, value: -0.0, group: "a")) }
    var updated: [Reading] = []
    let subscription = controller.subscribe { event in
      if case let .updated(object, _, _) = event { updated.append(object) }
    }
    try store.perform { try $0.update(Reading(id: 2, value: 6, group: "a")) }
    #expect(controller.fetchedObjects.map(\.id) == [1, 2])
    #expect(controller.fetchedObjects.first?.value.sign == .minus)
    #expect(updated.contains { $0.id == 1 && $0.value.sign == .minus })
    #expect(controller._checkInvariants(strictOrder: true) == [])
    withExtendedLifetime(subscription) {}
  }
}
