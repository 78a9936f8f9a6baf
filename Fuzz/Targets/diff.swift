import ResultsKit

/// Fuzz target `diff`: two sectioned snapshots from the bytes, diffed in both update styles.
///
/// - A `DiffError` names a duplicate that is really there: the first repeated section name or
///   identifier of one snapshot, old before new, names before identifiers; and when neither
///   snapshot has a duplicate, the diff does not throw.
/// - Otherwise the batch is canonical, passes `validate(before:after:)`, and
///   `applied(to:taking:)` gives exactly the new snapshot's objects. It lists no items inside
///   deleted or inserted sections, keeps surviving sections with their own names, and its
///   moves are minimal (a longest increasing run stays, checked against a quadratic oracle).
/// - The single-section overloads agree with each other on the flattened snapshots.
/// - A `SnapshotMonitor` publishing the new snapshot drives a coordinator (with and without
///   `updateCell`) to show exactly the new objects, with no inconsistency.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let old = input.snapshot()
  let new = input.snapshot()
  checkSectionedDiff(from: old, to: new)
  checkFlatDiff(from: old.flatMap(\.objects), to: new.flatMap(\.objects))
  checkSnapshotMonitor(from: old, to: new, configuresCells: input.bool())
  return 0
}

/// The error the sectioned diff must throw for `old` and `new`, if any.
private func expectedError(
  old: [ResultsSection<Item>], new: [ResultsSection<Item>]
) -> DiffError? {
  if let (first, second) = firstDuplicateName(old) {
    return .duplicateSectionName(old[first].name, first: first, second: second, inNew: false)
  }
  if let (first, second) = firstDuplicateName(new) {
    return .duplicateSectionName(new[first].name, first: first, second: second, inNew: true)
  }
  for (sections, inNew) in [(old, false), (new, true)] {
    if let (first, second) = firstDuplicateID(sections) {
      let id = sections[first.section].objects[first.item].id
      return .duplicateIdentifier("\(id)", first: first, second: second, inNew: inNew)
    }
  }
  return nil
}

private func checkSectionedDiff(from old: [ResultsSection<Item>], to new: [ResultsSection<Item>]) {
  let expected = expectedError(old: old, new: new)
  for style in [UpdateStyle.reload, .reconfigure] {
    let batch: ChangeBatch
    do {
      batch = try ChangeBatch.diff(from: old, to: new, updates: style)
    } catch {
      require(
        error == expected,
        "diff(\(style)) threw \(error), expected \(expected.map { "\($0)" } ?? "no error")")
      continue
    }
    if let expected { violated("diff(\(style)) did not throw \(expected)") }
    checkBatch(batch, style: style, from: old, to: new)
  }
}

/// Checks a diff's batch: canonical, valid, replays to `new`, and minimal.
private func checkBatch(
  _ batch: ChangeBatch, style: UpdateStyle, from old: [ResultsSection<Item>],
  to new: [ResultsSection<Item>]
) {
  let context = "diff(\(style)) of \(old) to \(new) gave \(batch)"
  require(batch.isCanonical, "\(context): not canonical")
  do {
    try batch.validate(before: counts(old), after: counts(new))
  } catch {
    violated("\(context): invalid: \(error)")
  }
  do {
    let replayed = try batch.applied(to: objects(old), taking: objects(new))
    require(replayed == objects(new), "\(context): replays to \(replayed)")
  } catch {
    violated("\(context): applied(to:taking:) threw \(error)")
  }
  let deleted = Set(batch.deletedSections)
  let inserted = Set(batch.insertedSections)
  require(
    !batch.deletedItems.contains { deleted.contains($0.section) }
      && !batch.insertedItems.contains { inserted.contains($0.section) },
    "\(context): lists items of deleted or inserted sections")
  require(
    style == .reload ? batch.reconfiguredItems.isEmpty : batch.reloadedItems.isEmpty,
    "\(context): mixes reloads and reconfigures")

  // Surviving sections keep their names, and as many of them as possible survive.
  let map = ItemPathMap(batch)
  var survivingOrder: [Int] = []
  for section in new {
    if let oldIndex = old.firstIndex(where: { $0.name == section.name }) {
      survivingOrder.append(oldIndex)
    }
  }
  var kept: [Int: Int] = [:]  // new section index → old section index
  for oldIndex in old.indices {
    guard let newIndex = map.sectionAfter(oldIndex) else { continue }
    require(
      new[newIndex].name == old[oldIndex].name,
      "\(context): section \(oldIndex) survives as \(newIndex) under another name")
    kept[newIndex] = oldIndex
  }
  require(
    kept.count == longestIncreasingRun(survivingOrder),
    "\(context): keeps \(kept.count) sections, not a longest run of \(survivingOrder)")

  // In the reconfigure style, every object that stays in a kept section and does not move is
  // one of a longest run in order.
  guard style == .reconfigure else { return }
  let movedTo = Set(batch.movedItems.map(\.to))
  for (newIndex, oldIndex) in kept {
    var run: [Int] = []
    var staying = 0
    for (item, object) in new[newIndex].objects.enumerated() {
      guard let oldItem = old[oldIndex].objects.firstIndex(where: { $0.id == object.id }) else {
        continue
      }
      run.append(oldItem)
      if !movedTo.contains(ItemPath(item: item, section: newIndex)) { staying += 1 }
    }
    require(
      staying == longestIncreasingRun(run),
      "\(context): \(staying) objects stay in section \(newIndex), not a longest run of \(run)")
  }
}

/// The single-section overloads agree, and their batches replay.
private func checkFlatDiff(from old: [Item], to new: [Item]) {
  let uniqueIDs =
    Set(old.map(\.id)).count == old.count && Set(new.map(\.id)).count == new.count
  for style in [UpdateStyle.reload, .reconfigure] {
    let byIdentity = Result { () throws(DiffError) in
      try ChangeBatch.diff(from: old, to: new, updates: style)
    }
    let byClosures = Result { () throws(DiffError) in
      try ChangeBatch.diff(from: old, to: new, id: \.id, isEqual: ==, updates: style)
    }
    require(
      byIdentity == byClosures,
      "the single-section overloads disagree on \(old) to \(new): \(byIdentity), \(byClosures)")
    switch byIdentity {
    case .failure(let error):
      require(!uniqueIDs, "diff(\(style)) of \(old) to \(new) threw \(error) with unique ids")
    case .success(let batch):
      require(uniqueIDs, "diff(\(style)) of \(old) to \(new) did not throw for a duplicate id")
      require(batch.isCanonical, "diff(\(style)) of \(old) to \(new): \(batch) is not canonical")
      let replayed = try? batch.applied(to: [old], taking: [new])
      require(
        replayed == [new],
        "diff(\(style)) of \(old) to \(new): \(batch) replays to \(String(describing: replayed))")
    }
  }
}

/// A snapshot monitor publishing `new` after `old` drives a coordinator to show `new`.
private func checkSnapshotMonitor(
  from old: [ResultsSection<Item>], to new: [ResultsSection<Item>], configuresCells: Bool
) {
  guard expectedError(old: old, new: new) == nil else { return }
  let monitor = SnapshotMonitor(sections: old)
  let target = ContentTarget { monitor.sections.map(\.objects) }
  let coordinator = ResultsCoordinator(
    target: target, monitor: monitor,
    updateCell: configuresCells ? { path, object in target.updateCell(at: path, object) } : nil)
  var problems: [String] = []
  coordinator.onInconsistency = { problems.append("\($0)") }
  do {
    try coordinator.loadData()
    try monitor.publish(sections: new)
  } catch {
    violated("publishing \(new) after \(old) threw \(error)")
  }
  require(problems.isEmpty, "publishing \(new) after \(old): inconsistencies \(problems)")
  require(
    target.shown == objects(new) && target.strayCells.isEmpty,
    "publishing \(new) after \(old) (updateCell: \(configuresCells)) shows \(target.shown), "
      + "stray cells \(target.strayCells)")
}
