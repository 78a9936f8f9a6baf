extension ChangeBatch {
  /// Replays the batch on a monitor's sections the way UIKit does, taking new content from
  /// `after`.
  ///
  /// The objects are replayed exactly as ``applied(to:taking:)-([[Element]],_)`` replays
  /// arrays. A section that survives the batch keeps its name and index title from `before`,
  /// with its replayed objects; a section the batch inserts is taken whole from `after`. For a
  /// correct batch the result therefore equals `after`, and a batch that forgets a change
  /// (a reload, a moved section, a renamed section that should have been deleted and
  /// inserted) leaves a difference, which makes this the test oracle for a monitor and the
  /// batches a coordinator applies:
  ///
  ///     let before = controller.sections
  ///     try store.perform { try $0.update("b") { $0.platform = "1" } }
  ///     let batch = target.batches.last ?? ChangeBatch()   // what the coordinator applied
  ///     #expect(try batch.applied(to: before, taking: controller.sections) == controller.sections)
  ///
  /// - Parameters:
  ///   - before: The sections before the batch.
  ///   - after: The sections after the batch; only the objects the batch inserts, reloads or
  ///     reconfigures, and whole inserted sections, are read from it.
  /// - Returns: The sections the batch produces.
  /// - Throws: The ``BatchError`` that ``validate(before:after:)`` throws for the object
  ///   counts of `before` and `after`.
  /// - Complexity: O(*n* + *k*), where *n* is the number of objects and *k* ``changeCount``.
  public func applied<Element>(
    to before: [ResultsSection<Element>], taking after: [ResultsSection<Element>]
  ) throws(BatchError) -> [ResultsSection<Element>] {
    let replay = try replayed(before.map(\.objects), after.map(\.objects))
    var result: [ResultsSection<Element>] = []
    result.reserveCapacity(after.count)
    for (section, objects) in replay.elements.enumerated() {
      let origin = replay.check.sectionBefore[section]
      if origin >= 0, !replay.check.insertedSection.contains(section) {
        var survivor = before[origin]
        survivor.objects = objects
        result.append(survivor)
      } else {
        result.append(after[section])
      }
    }
    return result
  }
}
