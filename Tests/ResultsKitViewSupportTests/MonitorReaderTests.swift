import Foundation
import ResultsKit
import TestSupport
import Testing

@testable import ResultsKitViewSupport

/// What the UIKit data sources read from their monitor: counts, objects with bounds checks,
/// header titles, the section index; over a `SnapshotMonitor` and a mapped monitor.
@Suite struct MonitorReaderTests {
  struct Note: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  static let sectioned = [
    section("apples", [Note(id: 1, title: "a1"), Note(id: 2, title: "a2")]),
    section("bananas", [Note(id: 3, title: "b1")]),
    section("cherries", [Note(id: 4, title: "c1"), Note(id: 5, title: "c2")]),
  ]

  @Test func countsAndObjectsAreTheMonitors() {
    let monitor = SnapshotMonitor(sections: Self.sectioned)
    let notes = MonitorReader(monitor: monitor)
    let titles = MonitorReader(monitor: monitor.map(\.title))
    #expect(notes.numberOfSections == 3)
    #expect(titles.numberOfSections == 3)
    #expect((0..<3).map(notes.numberOfItems(inSection:)) == [2, 1, 2])
    #expect((0..<3).map(titles.numberOfItems(inSection:)) == [2, 1, 2])
    #expect(notes.object(at: path(2, 1)) == Note(id: 5, title: "c2"))
    #expect(titles.object(at: path(2, 1)) == "c2")
    #expect(titles.object(at: path(1, 0)) == "b1")
  }

  @Test func aUserMoveNamesTheObjectAtItsSource() {
    let reader = MonitorReader(monitor: SnapshotMonitor(sections: Self.sectioned))
    let move = reader.userMove(
      from: IndexPath(indexes: [0, 1]), to: IndexPath(indexes: [2, 0]))
    #expect(move?.object == Note(id: 2, title: "a2"))
    #expect(move?.source == path(0, 1))
    #expect(move?.destination == path(2, 0))
    // A source the monitor does not have, or a path of another length, is no move.
    #expect(
      reader.userMove(from: IndexPath(indexes: [1, 1]), to: IndexPath(indexes: [0, 0])) == nil)
    #expect(reader.userMove(from: IndexPath(indexes: [0]), to: IndexPath(indexes: [0, 0])) == nil)
  }

  @Test func pathsTheMonitorDoesNotHaveGiveNoObject() {
    let reader = MonitorReader(monitor: SnapshotMonitor(sections: Self.sectioned).map(\.title))
    for missing in [path(0, 2), path(1, 1), path(3, 0), path(-1, 0), path(0, -1), path(9, 9)] {
      #expect(reader.object(at: missing) == nil, "\(missing)")
    }
    #expect(reader.numberOfItems(inSection: 3) == 0)
    #expect(reader.numberOfItems(inSection: -1) == 0)
    #expect(
      reader.headerTitle(forSection: 3, showsSectionHeaders: true, defaultSectionTitle: "x") == nil)
  }

  @Test func aViewBehindItsMonitorGetsNoObjectForRowsThatAreGone() throws {
    // The view still shows three sections; the monitor has moved on to one shorter section.
    let monitor = SnapshotMonitor(sections: Self.sectioned)
    let reader = MonitorReader(monitor: monitor)
    try monitor.publish(sections: [section("apples", [Note(id: 1, title: "a1")])])
    #expect(reader.object(at: path(0, 0)) == Note(id: 1, title: "a1"))
    #expect(reader.object(at: path(0, 1)) == nil)
    #expect(reader.object(at: path(2, 0)) == nil)
    #expect(reader.numberOfItems(inSection: 2) == 0)
  }

  @Test func unsectionedResultsTakeTheDefaultTitle() {
    let reader = MonitorReader(monitor: SnapshotMonitor([Note(id: 1, title: "n")]).map(\.title))
    for shows in [false, true] {
      #expect(
        reader.headerTitle(forSection: 0, showsSectionHeaders: shows, defaultSectionTitle: "Notes")
          == "Notes")
      // Without a default title the unnamed section has no name to show.
      #expect(
        reader.headerTitle(forSection: 0, showsSectionHeaders: shows, defaultSectionTitle: nil)
          == nil)
    }
  }

  @Test func sectionedResultsShowTheirNamesOnlyWhenHeadersAreShown() {
    let reader = MonitorReader(monitor: SnapshotMonitor(sections: Self.sectioned).map(\.title))
    let shown = (0..<3).map {
      reader.headerTitle(forSection: $0, showsSectionHeaders: true, defaultSectionTitle: "Notes")
    }
    #expect(shown == ["apples", "bananas", "cherries"])
    let hidden = (0..<3).map {
      reader.headerTitle(forSection: $0, showsSectionHeaders: false, defaultSectionTitle: "Notes")
    }
    #expect(hidden == [nil, nil, nil])
  }

  @Test func theSectionIndexIsTheMonitorsWhenShown() {
    let monitor = SnapshotMonitor(sections: Self.sectioned)
    let reader = MonitorReader(monitor: monitor.map(\.title))
    #expect(reader.sectionIndexTitles(showsSectionIndex: true) == ["A", "B", "C"])
    #expect(reader.sectionIndexTitles(showsSectionIndex: false) == nil)
    #expect(reader.section(forSectionIndexTitle: "C", at: 2) == 2)
    #expect(reader.section(forSectionIndexTitle: "B", at: 1) == 1)
    // Between titles: the last section whose title sorts before it, as the monitor says.
    #expect(
      reader.section(forSectionIndexTitle: "BB", at: 0)
        == monitor.section(forSectionIndexTitle: "BB", at: 0))
    #expect(reader.section(forSectionIndexTitle: "BB", at: 0) == 1)
  }

  @Test func anUnnamedSectionAmongNamedOnesTakesTheDefaultTitle() {
    // As in the text table's data source: the default title names any section named "".
    let sections = Self.sectioned + [section("", [Note(id: 6, title: "n")])]
    let reader = MonitorReader(monitor: SnapshotMonitor(sections: sections))
    let titles = (0..<4).map {
      reader.headerTitle(forSection: $0, showsSectionHeaders: true, defaultSectionTitle: "Notes")
    }
    #expect(titles == ["apples", "bananas", "cherries", "Notes"])
    #expect(
      reader.headerTitle(forSection: 3, showsSectionHeaders: true, defaultSectionTitle: nil)
        == nil)
  }
}
