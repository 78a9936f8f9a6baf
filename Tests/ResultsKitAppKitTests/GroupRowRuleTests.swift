import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

@testable import ResultsKitAppKit

/// Which results get group rows, how two layouts agree on them, and checked reads of rows a
/// table shows while it is behind its monitor.
@Suite struct GroupRowRuleTests {
  /// Items with the identifiers `ids`.
  static func items(_ ids: Int...) -> [SnapshotItem] {
    ids.map { SnapshotItem(id: $0, version: 0) }
  }

  @Test func unsectionedResultsShowNoGroupRowsWhateverTheSetting() {
    let monitor = SnapshotMonitor(sections: [ResultsSection(name: "", objects: Self.items(1, 2, 3))]
    )
    for setting in [true, false] {
      let rows = monitor.flatRows(showsGroupRows: setting)
      #expect(!rows.showsGroupRows)
      #expect(rows.count == 3)
      #expect(rows.content(ofRow: 0) == .item(ItemPath(item: 0, section: 0)))
    }
  }

  @Test func sectionedResultsFollowTheSetting() {
    let monitor = SnapshotMonitor(sections: [
      ResultsSection(name: "", objects: Self.items(1)),
      ResultsSection(name: "B", objects: Self.items(2, 3)),
    ])
    let shown = monitor.flatRows(showsGroupRows: true)
    #expect(shown.showsGroupRows)
    #expect(shown.itemCounts == [1, 2])
    #expect(shown.count == 5)
    #expect(shown.content(ofRow: 2) == .groupRow(section: 1))
    #expect(monitor.flatRows(showsGroupRows: false).count == 3)
    let one = SnapshotMonitor(sections: [ResultsSection(name: "A", objects: Self.items(1))])
    #expect(one.flatRows(showsGroupRows: true).count == 2)
  }

  @Test func layoutsWithoutSectionsAgreeWithAnySetting() {
    let none = FlatRows(itemCounts: [], showsGroupRows: true)
    let flat = FlatRows(itemCounts: [3], showsGroupRows: false)
    let grouped = FlatRows(itemCounts: [1, 2], showsGroupRows: true)
    #expect(FlatRows.sharedGroupRowSetting(none, flat) == false)
    #expect(FlatRows.sharedGroupRowSetting(flat, none) == false)
    #expect(FlatRows.sharedGroupRowSetting(none, grouped) == true)
    #expect(FlatRows.sharedGroupRowSetting(grouped, grouped) == true)
    #expect(FlatRows.sharedGroupRowSetting(flat, flat) == false)
    #expect(FlatRows.sharedGroupRowSetting(flat, grouped) == nil)
    #expect(FlatRows.sharedGroupRowSetting(grouped, flat) == nil)
    #expect(none.withGroupRows(false) == FlatRows(itemCounts: [], showsGroupRows: false))
    #expect(grouped.withGroupRows(true) == grouped)
  }

  @Test func rowsTheMonitorNoLongerHasReadAsNone() throws {
    let monitor = SnapshotMonitor(sections: [
      ResultsSection(name: "A", objects: Self.items(10, 11)),
      ResultsSection(name: "B", objects: Self.items(20)),
    ])
    let shown = monitor.flatRows(showsGroupRows: true)
    #expect(
      (0..<shown.count).map { monitor.object(atRow: $0, of: shown)?.id } == [
        nil, 10, 11, nil, 20,
      ])
    // The monitor moves on; the table still shows the old rows.
    try monitor.publish(sections: [ResultsSection(name: "A", objects: Self.items(10))])
    #expect(
      (0..<shown.count + 1).map { monitor.object(atRow: $0, of: shown)?.id } == [
        nil, 10, nil, nil, nil, nil,
      ])
    #expect(monitor.object(atRow: -1, of: shown) == nil)
  }
}
