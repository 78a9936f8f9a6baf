import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

@testable import ResultsKitViewSupport

/// Seeded random snapshots: the batch the diff gives, sent by the plan to a fake view that
/// replays the calls by UIKit's rules, turns what the view showed into the new snapshot; a
/// batch that does not fit the data source's counts is rejected with validation's error and
/// no call at all.
@Suite struct BatchPlanPropertyTests {
  @Test(arguments: [1 as UInt64, 2, 3])
  func diffedBatchesTurnTheViewIntoTheNewSnapshot(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    var reconfigures = 0
    for iteration in 0..<800 {
      let old = RandomSnapshots.sections(using: &random)
      let new = RandomSnapshots.successor(of: old, using: &random)
      let style: UpdateStyle = iteration % 2 == 0 ? .reload : .reconfigure
      let batch = try ChangeBatch.diff(from: old, to: new, updates: style)
      let view = FakeBatchView(shown: old.map(\.objects), dataSource: new.map(\.objects))
      let context = "seed \(seed), iteration \(iteration): \(old) → \(new)\n\(batch)"

      do {
        try view.apply(batch, animated: iteration % 3 != 0)
      } catch {
        Issue.record("\(context)\nthrew \(error)")
        return
      }
      guard view.violations.isEmpty, view.shown == view.dataSource else {
        Issue.record("\(context)\ncalls \(view.calls)\nviolations \(view.violations)")
        return
      }
      guard view.calls.filter({ $0 == .beginBatch }).count == 1 else {
        Issue.record("\(context)\nnot one batch: \(view.calls)")
        return
      }
      if !batch.reconfiguredItems.isEmpty { reconfigures += 1 }
    }
    // The reconfigure step must be exercised, or the comparison proves little about it.
    #expect(reconfigures > 100)
  }

  @Test(arguments: [11 as UInt64, 12])
  func batchesThatDoNotFitAreRejectedBeforeAnyCall(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    var outcomes = (accepted: 0, rejected: 0)
    for iteration in 0..<800 {
      let old = RandomSnapshots.sections(using: &random)
      let new = RandomSnapshots.successor(of: old, using: &random)
      let batch = try ChangeBatch.diff(from: old, to: new, updates: .reconfigure)
      // The data source is not quite what the batch describes: an extra item somewhere, or an
      // extra section.
      var dataSource = new.map(\.objects)
      if dataSource.isEmpty || random.next(below: 4) == 0 {
        dataSource.insert([], at: random.next(below: dataSource.count + 1))
      } else {
        dataSource[random.next(below: dataSource.count)].append(SnapshotItem(id: 99, version: 0))
      }
      let view = FakeBatchView(shown: old.map(\.objects), dataSource: dataSource)
      let expected = batch.validationErrorForTests(
        before: view.shownItemCounts, after: view.dataSourceItemCounts)
      let context = "seed \(seed), iteration \(iteration): \(batch) on \(old) → \(dataSource)"

      do {
        try view.apply(batch, animated: true)
        guard expected == nil else {
          Issue.record("\(context)\naccepted; validation throws \(String(describing: expected))")
          return
        }
        outcomes.accepted += 1
      } catch {
        guard error == expected, view.calls.isEmpty else {
          Issue.record(
            "\(context)\nthrew \(error) after \(view.calls); expected \(String(describing: expected))"
          )
          return
        }
        outcomes.rejected += 1
      }
    }
    // An extra item in an inserted section still fits; most changes do not.
    #expect(outcomes.rejected > 500)
    #expect(outcomes.accepted > 0)
  }
}
