extension ChangeBatch {
  /// Replays the batch on `before` the way UIKit does, taking new content from `after`.
  ///
  /// UIKit removes deleted sections and items (before coordinates, descending), then moves,
  /// then inserts sections and items (after coordinates, ascending). Inserted items, reloaded
  /// items (at the position where they land) and reconfigured items are taken from `after`;
  /// every other item is carried over from `before`, so a change the batch fails to mention
  /// stays stale. For a correct batch the result therefore equals `after`, which makes this
  /// the test oracle for a diff or a coordinator:
  ///
  ///     let batch = try ChangeBatch.diff(from: old, to: new)
  ///     #expect(try batch.applied(to: [old], taking: [new]) == [new])   // in a Swift Testing test
  ///
  /// ``applied(to:taking:)-([ResultsSection<Element>],_)`` does the same for a monitor's
  /// sections, names included.
  /// - Parameters:
  ///   - before: The content before the batch, one array per section.
  ///   - after: The content after the batch; only the elements the batch inserts, reloads or
  ///     reconfigures (and whole inserted sections) are read from it.
  /// - Returns: The content the batch produces.
  /// - Throws: The ``BatchError`` that ``validate(before:after:)`` throws for the counts of
  ///   `before` and `after`.
  /// - Complexity: O(*n* + *k*), where *n* is the number of elements and *k* ``changeCount``.
  public func applied<Element>(
    to before: [[Element]], taking after: [[Element]]
  ) throws(BatchError) -> [[Element]] {
    try replayed(before, after).elements
  }

  /// ``applied(to:taking:)-([[Element]],_)``'s result, with what validation learned about the
  /// sections.
  func replayed<Element>(
    _ before: [[Element]], _ after: [[Element]]
  ) throws(BatchError) -> (elements: [[Element]], check: CheckedBatch) {
    let check = try checked(before: before.map(\.count), after: after.map(\.count))
    let removed = Set(check.deletes).union(movedItems.lazy.map(\.from))
    let reloaded = Set(reloadedItems)
    let reconfigured = Set(reconfiguredItems)

    // What lands at each after path that does not come from the same section's kept items.
    var arriving = [[(item: Int, source: ItemPath?)]](repeating: [], count: after.count)
    for path in check.inserts { arriving[path.section].append((path.item, nil)) }
    for move in movedItems { arriving[move.to.section].append((move.to.item, move.from)) }

    var result: [[Element]] = []
    result.reserveCapacity(after.count)
    for (section, newElements) in after.enumerated() {
      let origin = check.sectionBefore[section]
      guard origin >= 0, !check.insertedSection.contains(section) else {
        result.append(newElements)
        continue
      }
      let incoming = arriving[section].sorted { $0.item < $1.item }
      var nextIncoming = incoming.startIndex
      var kept = (0..<before[origin].count).lazy
        .map { ItemPath(item: $0, section: origin) }
        .filter { !removed.contains($0) }
        .makeIterator()
      var elements: [Element] = []
      elements.reserveCapacity(newElements.count)
      for item in newElements.indices {
        let source: ItemPath?
        if nextIncoming < incoming.endIndex, incoming[nextIncoming].item == item {
          source = incoming[nextIncoming].source
          nextIncoming += 1
        } else {
          source = kept.next()
        }
        let here = ItemPath(item: item, section: section)
        if let source, !reloaded.contains(source), !reconfigured.contains(here) {
          elements.append(before[source.section][source.item])
        } else {
          elements.append(newElements[item])
        }
      }
      result.append(elements)
    }
    return (result, check)
  }
}
