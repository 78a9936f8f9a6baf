import ResultsKit
import ResultsKitAppKit
import ResultsKitSwiftUI
import ResultsKitViewSupport
import TestSupport
import Testing

/// What a list shows of its monitor besides objects: which sections have headers, the rows'
/// identities, and the rows a batch brings in.
@Suite struct ListContentTests {
  static func reader(_ sections: [ResultsSection<SnapshotItem>]) -> MonitorReader<SnapshotItem> {
    MonitorReader(monitor: SnapshotMonitor(sections: sections))
  }

  @Test func unsectionedResultsHaveNoHeaders() {
    let reader = Self.reader([section("", [item(1)])])
    #expect(!reader.showsHeaders(wanted: true))
    #expect(reader.headerName(forSection: 0, wanted: true) == nil)
    #expect(reader.flatRows(wantsHeaders: true) == FlatRows(itemCounts: [1], showsGroupRows: false))
  }

  @Test func sectionedResultsHaveHeadersWhenWanted() {
    let reader = Self.reader([section("A", [item(1)]), section("", [item(2), item(3)])])
    #expect(reader.showsHeaders(wanted: true))
    #expect(reader.headerName(forSection: 0, wanted: true) == "A")
    #expect(reader.headerName(forSection: 1, wanted: true) == "", "unnamed among named ones")
    #expect(reader.headerName(forSection: 2, wanted: true) == nil, "a section not there")
    #expect(reader.headerName(forSection: -1, wanted: true) == nil)
    #expect(reader.headerName(forSection: 0, wanted: false) == nil, "no header builder")
    #expect(!reader.showsHeaders(wanted: false))
    #expect(
      reader.flatRows(wantsHeaders: true) == FlatRows(itemCounts: [1, 2], showsGroupRows: true))
    #expect(
      reader.flatRows(wantsHeaders: false) == FlatRows(itemCounts: [1, 2], showsGroupRows: false))
  }

  @Test func oneNamedSectionHasAHeader() {
    let reader = Self.reader([section("Inbox", [item(1)])])
    #expect(reader.showsHeaders(wanted: true))
    #expect(reader.headerName(forSection: 0, wanted: true) == "Inbox")
  }

  @Test func noSectionsNoHeadersAsked() {
    let reader = Self.reader([])
    #expect(reader.showsHeaders(wanted: true))
    #expect(reader.headerName(forSection: 0, wanted: true) == nil)
    #expect(reader.flatRows(wantsHeaders: true).count == 0)
  }

  @Test func rowIdentitiesAreReadWithTheIndexChecked() {
    let reader = Self.reader([section("A", [item(7), item(8)])])
    #expect(reader.rowID(at: path(0, 1)) == 8)
    #expect(reader.rowID(at: path(0, 2)) == nil)
    #expect(reader.rowID(at: path(1, 0)) == nil)
    #expect(reader.path(ofObjectWithID: 7) == path(0, 0))
    #expect(reader.path(ofObjectWithID: 9) == nil)
  }

  @Test func insertedPathsAreTheInsertedItemsAndTheInsertedSectionsItems() {
    let batch = ChangeBatch(
      insertedSections: [2, 0], insertedItems: [path(1, 4), path(0, 1), path(1, 0)],
      movedItems: [move(path(0, 0), path(1, 1))])
    let counts = [2, 9, 1]
    #expect(
      batch.insertedPaths { counts[$0] } == [
        path(1, 4), path(1, 0), path(0, 0), path(0, 1), path(2, 0),
      ])
    #expect(ChangeBatch(insertedSections: [0]).insertedPaths { _ in -3 }.isEmpty)
  }
}
