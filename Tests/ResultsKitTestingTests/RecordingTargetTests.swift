import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

/// RecordingTarget: records every call and checks every batch the way UIKit does.
@Suite struct RecordingTargetTests {
  /// A data source whose counts a test changes and whose reads are counted.
  final class DataSource {
    var counts: [Int]
    var reads = 0
    init(_ counts: [Int]) { self.counts = counts }
    func read() -> [Int] {
      reads += 1
      return counts
    }
  }

  @Test func countsAreEmptyUntilTheFirstReload() {
    let source = DataSource([2, 3])
    let target = RecordingTarget(counts: source.read)

    #expect(target.counts == [])
    #expect(target.calls.isEmpty)
    #expect(target.batches.isEmpty)
    #expect(target.errors.isEmpty)
    #expect(source.reads == 0)

    target.reloadData()

    #expect(target.counts == [2, 3])
    #expect(target.calls == [.reloadData])
    #expect(source.reads == 1)
  }

  @Test func reloadReadsTheDataSourceEachTime() {
    let source = DataSource([1])
    let target = RecordingTarget(counts: source.read)
    target.reloadData()
    source.counts = [4, 0, 2]

    target.reloadData()

    #expect(target.counts == [4, 0, 2])
    #expect(target.calls == [.reloadData, .reloadData])
  }

  @Test func applyValidatesAgainstTheShownCountsAndTheDataSource() throws {
    let source = DataSource([2])
    let target = RecordingTarget(counts: source.read)
    target.reloadData()
    source.counts = [3]
    let batch = ChangeBatch(insertedItems: [path(0, 1)])

    try target.apply(batch)

    #expect(target.counts == [3])
    #expect(target.calls == [.reloadData, .apply(batch)])
    #expect(target.batches == [batch])
    #expect(target.errors.isEmpty)
    #expect(source.reads == 2)
  }

  @Test func beforeTheFirstReloadTheShownCountsAreEmpty() throws {
    // before = [] is what apply validates against until the first reload.
    let source = DataSource([2])
    let target = RecordingTarget(counts: source.read)

    try target.apply(ChangeBatch(insertedSections: [0]))
    #expect(target.counts == [2])

    let other = RecordingTarget(counts: DataSource([2]).read)
    #expect(throws: BatchError.sectionOutOfRange(.delete, section: 0, count: 0)) {
      try other.apply(ChangeBatch(deletedItems: [path(0, 0)]))
    }
  }

  @Test func aFailingApplyRecordsTheErrorKeepsTheCountsAndThrows() {
    let source = DataSource([2])
    let target = RecordingTarget(counts: source.read)
    target.reloadData()
    source.counts = [3]
    let batch = ChangeBatch()  // says nothing changed, but the data source grew
    let expected = BatchError.invalidNumberOfItems(
      section: 0, after: 3, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)

    #expect(throws: expected) { try target.apply(batch) }

    #expect(target.errors == [expected])
    #expect(target.counts == [2])
    #expect(target.calls == [.reloadData, .apply(batch)])
    #expect(target.batches == [batch])
  }

  @Test func callsBatchesAndErrorsKeepTheirOrder() throws {
    let source = DataSource([1])
    let target = RecordingTarget(counts: source.read)
    target.reloadData()

    source.counts = [2]
    let first = ChangeBatch(insertedItems: [path(0, 1)])
    try target.apply(first)

    let wrong = ChangeBatch(deletedItems: [path(0, 5)])
    #expect(throws: BatchError.self) { try target.apply(wrong) }

    source.counts = [2, 1]
    let alsoWrong = ChangeBatch(deletedSections: [0])
    #expect(throws: BatchError.self) { try target.apply(alsoWrong) }

    target.reloadData()
    source.counts = [1, 1]
    let last = ChangeBatch(deletedItems: [path(0, 0)])
    try target.apply(last)

    #expect(
      target.calls == [
        .reloadData, .apply(first), .apply(wrong), .apply(alsoWrong), .reloadData, .apply(last),
      ])
    #expect(target.batches == [first, wrong, alsoWrong, last])
    #expect(
      target.errors == [
        .itemOutOfRange(.delete, path(0, 5), count: 2),
        .invalidNumberOfSections(after: 2, before: 1, inserted: 0, deleted: 1),
      ])
    #expect(target.counts == [1, 1])
  }

  @Test func aMonitorTargetReadsTheMonitorsCounts() throws {
    let monitor = ScriptedMonitor(sections: [
      ResultsSection(name: "a", objects: ["x", "y"]), ResultsSection(name: "b", objects: []),
    ])
    let target = RecordingTarget(monitor: monitor)
    #expect(target.counts == [])

    target.reloadData()
    #expect(target.counts == [2, 0])

    monitor.sections = [ResultsSection(name: "a", objects: ["x", "y"])]
    try target.apply(ChangeBatch(deletedSections: [1]))
    #expect(target.counts == [2])
    #expect(target.errors.isEmpty)
  }

  @Test func callsAreHashable() {
    let batch = ChangeBatch(insertedSections: [0])
    let calls: Set<RecordingTarget.Call> = [.reloadData, .apply(batch), .reloadData, .apply(batch)]
    #expect(calls.count == 2)
    #expect(RecordingTarget.Call.apply(batch) != .apply(ChangeBatch()))
  }
}
