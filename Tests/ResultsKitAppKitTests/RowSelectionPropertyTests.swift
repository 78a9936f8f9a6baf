import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

@testable import ResultsKitAppKit

/// A table's selection follows its objects across a change of the results: seeded random
/// snapshots and selections, checked against a model that finds each selected object in the
/// new rows by walking them.
@Suite struct RowSelectionPropertyTests {
  /// The object each row of `sections` shows (`nil` for a group row), walking the rows.
  static func modelRows(_ sections: [ResultsSection<SnapshotItem>], groupRows: Bool) -> [Int?] {
    sections.flatMap { section in (groupRows ? [nil] : []) + section.objects.map { $0.id } }
  }

  @Test(arguments: [(11 as UInt64, true), (12, true), (13, false), (14, false)])
  func selectedObjectsAreFoundInTheNewRows(seed: UInt64, groupRows: Bool) {
    var random = SeededRandomNumberGenerator(seed: seed)
    var exercised = (kept: 0, lost: 0, groupRowsPicked: 0)
    for iteration in 0..<800 {
      let old = RandomSnapshots.sections(using: &random)
      let new = RandomSnapshots.successor(of: old, using: &random)
      let before = SnapshotMonitor(sections: old).flatRows(showsGroupRows: groupRows)
      let monitor = SnapshotMonitor(sections: new)
      let after = monitor.flatRows(showsGroupRows: groupRows)
      // Random rows, past the end and group rows included.
      let picked = (0..<random.next(below: 6)).map { _ in random.next(below: before.count + 2) }
      let selection = RowSelection(rows: picked, of: before) { path in
        old[path.section].objects[path.item].id
      }
      let oldRows = Self.modelRows(old, groupRows: before.showsGroupRows)
      let expectedIDs = Set(picked.compactMap { $0 < oldRows.count ? oldRows[$0] : nil })
      exercised.groupRowsPicked += picked.filter { $0 < oldRows.count && oldRows[$0] == nil }.count
      #expect(Set(selection.ids) == expectedIDs, "seed \(seed), iteration \(iteration)")
      #expect(selection.ids.count == expectedIDs.count, "identifiers are kept once")

      let rows = selection.rows(in: after) { monitor.itemPath(matching: ObjectLookup(id: $0)) }
      let newRows = Self.modelRows(new, groupRows: after.showsGroupRows)
      let expectedRows = newRows.indices.filter { newRows[$0].map(expectedIDs.contains) ?? false }
      #expect(rows == expectedRows, "seed \(seed), iteration \(iteration): \(old) → \(new)")
      exercised.kept += rows.count
      exercised.lost += expectedIDs.count - rows.count
    }
    #expect(exercised.kept > 100)
    #expect(exercised.lost > 20)
    if groupRows { #expect(exercised.groupRowsPicked > 20) }
  }

  @Test func rowsAreAscendingAndPathsOutsideTheRowsAreSkipped() {
    let layout = FlatRows(itemCounts: [2, 1], showsGroupRows: true)
    let selection = RowSelection(ids: ["c", "a", "x", "a", "b"])
    #expect(selection.ids == ["c", "a", "x", "b"])
    let paths: [String: ItemPath] = [
      "a": ItemPath(item: 1, section: 0), "b": ItemPath(item: 0, section: 1),
      "c": ItemPath(item: 0, section: 0), "x": ItemPath(item: 1, section: 1),
    ]
    #expect(selection.rows(in: layout) { paths[$0] } == [1, 2, 4])
  }

  @Test func rowIfPresentRejectsEveryPathOutsideTheRows() {
    let layout = FlatRows(itemCounts: [2, 0, 1], showsGroupRows: false)
    #expect(layout.rowIfPresent(of: ItemPath(item: 0, section: 2)) == 2)
    #expect(layout.rowIfPresent(of: ItemPath(item: 1, section: 0)) == 1)
    for path in [
      ItemPath(item: 2, section: 0), ItemPath(item: 0, section: 1), ItemPath(item: 0, section: 3),
      ItemPath(item: -1, section: 0), ItemPath(item: 0, section: -1),
    ] {
      #expect(layout.rowIfPresent(of: path) == nil, "\(path)")
    }
  }
}
