import ResultsKit
import ResultsKitTesting
import Testing

/// The example of the article "Testing your coordination code" as a unit test (the article's
/// own code is compiled and run by .ci/check-doc-examples).
@Suite struct ArticleExampleTests {
  @Test func anInsertBecomesOneBatch() throws {
    let monitor = ScriptedMonitor(sections: [ResultsSection<String>(name: "", objects: [])])
    let target = RecordingTarget(monitor: monitor)
    let coordinator = ResultsCoordinator(target: target, monitor: monitor)
    try coordinator.loadData()

    monitor.sendChange(
      to: [ResultsSection(name: "", objects: ["a"])],
      [.inserted("a", at: ItemPath(item: 0, section: 0))])

    #expect(target.batches == [ChangeBatch(insertedItems: [ItemPath(item: 0, section: 0)])])
    #expect(target.errors.isEmpty)
  }
}
