import ResultsKit
import ResultsKitCoreData
import ResultsKitTesting
import TestSupport
import Testing

/// Random changes of a fetched-results controller's results, reported through callbacks of
/// every legal form in random order: the events must describe the change exactly, and a
/// `ResultsCoordinator` over them must apply one valid batch that replays to the new results.
@Suite("Model-based: fetched-results callbacks → events → ResultsCoordinator")
struct ModelBasedFetchedResultsTests {
  static let cases = 0..<8
  static let usual = 60

  @Test("every event names the right object at the right places", arguments: cases)
  func eventsDescribeTheChange(case index: Int) throws {
    let runs = Soak.perCase(cases: Self.cases.count, usual: Self.usual)
    for run in 0..<runs {
      let scenario = FetchedResultsScenario(seed: Self.seed(case: index, run: run, salt: 1))
      try checkEvents(scenario)
    }
    Soak.report("eventsDescribeTheChange", case: "\(index)", ran: runs)
  }

  @Test("the coordinator's batch replays to the new results", arguments: cases, [false, true])
  func batchReplaysToTheNewResults(case index: Int, updatesCells: Bool) throws {
    let runs = Soak.perCase(cases: Self.cases.count * 2, usual: Self.usual)
    for run in 0..<runs {
      let scenario = FetchedResultsScenario(seed: Self.seed(case: index, run: run, salt: 2))
      try checkCoordinator(scenario, updatesCells: updatesCells)
    }
    Soak.report("batchReplaysToTheNewResults", case: "\(index) \(updatesCells)", ran: runs)
  }

  /// The scenarios cover what they claim to.
  @Test func scenariosTakeEveryForm() {
    var forms = Set<String>()
    for run in 0..<200 {
      let scenario = FetchedResultsScenario(seed: Self.seed(case: 0, run: run, salt: 1))
      for callback in scenario.callbacks {
        switch callback {
        case .section(_, _, 1): forms.insert("section insert")
        case .section(_, _, 2): forms.insert("section delete")
        case let .object(_, from?, 4, to?) where from == to: forms.insert("update in place")
        case let .object(_, from?, 4, to?) where from != to: forms.insert("update, paths differ")
        case .object(_, _, 4, nil): forms.insert("update without newIndexPath")
        case let .object(_, from?, 3, to?) where from == to: forms.insert("move in place")
        case let .object(_, from?, 3, to?) where from.section != to.section:
          forms.insert("move across sections")
        default: break
        }
      }
      let ids = scenario.callbacks.compactMap { callback -> ItemPath? in
        if case let .object(_, from?, 3...4, _) = callback { return from }
        return nil
      }
      if Set(ids).count < ids.count { forms.insert("one object twice") }
    }
    #expect(forms.count == 8, "\(forms.sorted())")
  }

  static func seed(case index: Int, run: Int, salt: UInt64) -> UInt64 {
    0xC0DE_DA7A_0000_0000 | salt << 24 | UInt64(index) << 16 | UInt64(run)
  }

  private func checkEvents(_ scenario: FetchedResultsScenario) throws {
    let seed = scenario.seed
    let events = try #require(
      try? events(scenario.callbacks), "seed \(seed): events() threw for \(scenario.callbacks)")
    let before = scenario.before
    let after = scenario.after
    func beforeItem(_ path: ItemPath) -> Item? {
      before.indices.contains(path.section)
        && before[path.section].objects.indices.contains(path.item)
        ? before[path.section].objects[path.item] : nil
    }
    func afterItem(_ path: ItemPath) -> Item? {
      after.indices.contains(path.section)
        && after[path.section].objects.indices.contains(path.item)
        ? after[path.section].objects[path.item] : nil
    }
    #expect(events.isEmpty == scenario.callbacks.isEmpty, "seed \(seed)")
    for event in events {
      switch event {
      case .willChange, .didChange:
        break
      case let .deletedSection(name, at):
        #expect(before.indices.contains(at) && before[at].name == name, "seed \(seed): \(event)")
      case let .insertedSection(name, at):
        #expect(after.indices.contains(at) && after[at].name == name, "seed \(seed): \(event)")
      case let .deleted(item, at):
        #expect(beforeItem(at)?.id == item.id, "seed \(seed): \(event)")
      case let .inserted(item, at):
        #expect(afterItem(at) == item, "seed \(seed): \(event)")
      case let .moved(item, from, to):
        #expect(beforeItem(from)?.id == item.id, "seed \(seed): \(event)")
        #expect(afterItem(to) == item, "seed \(seed): \(event)")
      case let .updated(item, at, newPath):
        #expect(beforeItem(at)?.id == item.id, "seed \(seed): \(event)")
        #expect(
          afterItem(newPath) == item,
          "seed \(seed): \(event), callbacks \(scenario.callbacks), before \(before), after \(after)"
        )
      }
    }
  }

  private func checkCoordinator(_ scenario: FetchedResultsScenario, updatesCells: Bool) throws {
    let seed = scenario.seed
    let h = try RelayHarness(scenario.before, updatesCells: updatesCells)
    h.change(to: scenario.after, scenario.callbacks)

    #expect(h.reports.isEmpty, "seed \(seed): \(h.reports)")
    #expect(h.target.errors.isEmpty, "seed \(seed): \(h.target.errors)")
    let batches = h.target.batches
    #expect(h.target.calls.first == .reloadData, "seed \(seed)")
    #expect(h.target.calls.count == 1 + batches.count, "seed \(seed): \(h.target.calls)")
    #expect(batches.count == (scenario.callbacks.isEmpty ? 0 : 1), "seed \(seed)")
    let batch = batches.first ?? ChangeBatch()
    if updatesCells {
      #expect(batch.reloadedItems.isEmpty && batch.reconfiguredItems.isEmpty, "seed \(seed)")
    }
    var shown = try batch.applied(
      to: FetchedResultsScenario.contents(scenario.before),
      taking: FetchedResultsScenario.contents(scenario.after))
    for (path, item) in h.cellCalls {
      guard shown.indices.contains(path.section),
        shown[path.section].indices.contains(path.item)
      else {
        Issue.record("seed \(seed): updateCell at \(path), outside the results")
        return
      }
      shown[path.section][path.item] = item
    }
    #expect(
      shown == FetchedResultsScenario.contents(scenario.after),
      "seed \(seed): batch \(batch), callbacks \(scenario.callbacks)")
  }
}
