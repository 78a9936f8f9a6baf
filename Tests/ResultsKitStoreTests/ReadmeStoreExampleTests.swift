import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import Testing

/// The scene of the store guide's example as a unit test (the guide's own code is compiled,
/// run and compared with its output by .ci/check-doc-examples).
@Suite struct ReadmeStoreExampleTests {
  struct Arrival: Identifiable, Equatable {
    var id: String
    var platform: String
    var time: Int
  }

  @Test func storeExampleRecordsTheBatchesTheReadmeShows() throws {
    let store = ObjectStore<Arrival>()
    let controller = ResultsController(
      store: store,
      request: FetchRequest(sortBy: [.ascending(\.time)], sectionBy: { $0.platform }))
    let target = RecordingTarget(monitor: controller)
    let coordinator = ResultsCoordinator(target: target, monitor: controller)
    try coordinator.loadData()

    try store.perform { transaction in
      try transaction.insert(Arrival(id: "a", platform: "1", time: 120))
      try transaction.insert(Arrival(id: "b", platform: "2", time: 60))
      try transaction.insert(Arrival(id: "c", platform: "1", time: 90))
    }
    #expect(target.batches.last == ChangeBatch(insertedSections: [0, 1]))

    try store.perform { transaction in
      try transaction.update("b") { $0.platform = "1" }
      try transaction.delete("c")
    }
    #expect(
      target.batches.last
        == ChangeBatch(
          deletedSections: [1], deletedItems: [ItemPath(item: 0, section: 0)],
          insertedItems: [ItemPath(item: 0, section: 0)]))
    #expect(controller.sections.map { $0.objects.map(\.id) } == [["b", "a"]])
    #expect(target.errors.isEmpty)
  }
}
