import ResultsKit
import ResultsKitStore
import ResultsKitSwiftUI
import TestSupport
import Testing

/// What a list reads of its monitor per commit.
///
/// In proportion to the change and the selection, never to the number of rows. The monitor
/// counts the reads that grow with the results.
@Suite struct CostTests {
  /// 100,000 objects in ten sections, a list over them with three objects selected, and the
  /// monitor's counts cleared.
  static func bigList() throws -> (
    store: ObjectStore<SnapshotItem>, monitor: CountingMonitor<ResultsController<SnapshotItem>>,
    view: FakeListView, session: ListSession<SnapshotItem>
  ) {
    let store = try ObjectStore((0..<100_000).map { item($0) })
    let controller = ResultsController(
      store: store,
      request: FetchRequest(sortBy: [.ascending(\.id)], sectionBy: { "\($0.id / 10_000)" }))
    let monitor = CountingMonitor(controller)
    let view = FakeListView(monitor: controller)
    let session = ListSession(
      monitor: monitor, view: view, updateCell: { view.updateRow(at: $0, with: $1) })
    session.target.tracksSelection = true
    session.load(paused: false, resuming: .reload)
    session.target.setSelection([5, 50_005, 99_999])
    return (store, monitor, view, session)
  }

  @Test func loadingAndSelectingReadNoRows() throws {
    let store = try ObjectStore((0..<100_000).map { item($0) })
    let monitor = CountingMonitor(
      ResultsController(store: store, request: FetchRequest(sortBy: [.ascending(\.id)])))
    let view = FakeListView { [] }
    let session = ListSession(monitor: monitor, view: view, updateCell: nil)
    session.target.tracksSelection = true
    session.load(paused: false, resuming: .reload)
    session.target.setSelection([1, 2, 3])
    session.target.scroll(to: 70_000, animated: true)
    #expect(monitor.objectReads == 0)
    #expect(monitor.sectionCopies == 0)
    #expect(monitor.lookUps == 4, "one look-up per selected object and one for the scroll")
  }

  @Test func anUpdateInPlaceReadsNothingAndUpdatesOneRow() throws {
    let (store, monitor, view, session) = try Self.bigList()
    monitor.resetCounts()
    try store.perform { try $0.update(item(50_000, 1)) }
    #expect(view.batches.isEmpty, "an update in place needs no batch: updateCell does it")
    #expect(view.rowsUpdatedInPlace == 1)
    #expect(view.content[5][0] == FakeListView.Row(id: 50_000, version: 1))
    #expect(monitor.objectReads == 0)
    #expect(monitor.sectionCopies == 0)
    #expect(session.target.selectedIDs == [5, 50_005, 99_999])
  }

  @Test func aBatchReadsTheSelectedRowsAndWhatItInserts() throws {
    let (store, monitor, view, session) = try Self.bigList()
    monitor.resetCounts()
    // Ten new objects, and a selected one deleted: the lost object is looked for among the
    // inserted rows.
    try store.perform { transaction in
      for id in 100_000..<100_010 { try transaction.insert(item(id)) }
      try transaction.delete(50_005)
    }
    #expect(view.batches.count == 1)
    #expect(session.target.selectedIDs == [5, 99_999])
    #expect(monitor.objectReads <= 3 + 10)
    #expect(monitor.sectionCopies == 0)
    #expect(monitor.lookUps == 0)
    #expect(view.selectedIDs == [5, 99_999])

    // 2,000 objects change in place and 1,000 are deleted, none selected: one read per
    // selected object.
    monitor.resetCounts()
    try store.perform { transaction in
      for id in 20_000..<22_000 { try transaction.update(item(id, 1)) }
      for id in 30_000..<31_000 { try transaction.delete(id) }
    }
    #expect(view.batches.count == 2)
    #expect(view.rowsUpdatedInPlace == 2_000)
    #expect(monitor.objectReads == 2)
    #expect(monitor.sectionCopies == 0)
  }

  @Test func aWaitingScrollReadsOnlyTheInsertedRows() throws {
    let (store, monitor, view, session) = try Self.bigList()
    session.target.scroll(to: 200_000, animated: false)
    monitor.resetCounts()
    try store.perform { transaction in
      for id in 199_998...200_002 { try transaction.insert(item(id)) }
    }
    #expect(view.scrolls.map(\.id) == [200_000])
    #expect(monitor.lookUps == 0)
    #expect(monitor.objectReads <= 3 + 5)
  }
}
