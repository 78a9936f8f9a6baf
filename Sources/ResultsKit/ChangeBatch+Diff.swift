extension ChangeBatch {
  /// The batch that turns `old` into `new`, for identifiable, equatable elements in one section.
  ///
  /// Objects are matched by `id`. An object only in `old` is deleted, one only in `new` is
  /// inserted, and moves are **minimal**: the objects that keep the longest possible run in
  /// their old relative order stay, every other surviving object moves. An object whose
  /// content changed (`!=`) is reported as `updates` asks; see ``UpdateStyle``.
  ///
  ///     let batch = try ChangeBatch.diff(from: oldRows, to: newRows)
  ///     try table.apply(batch)
  ///
  /// All paths are in section 0. The result is canonical.
  ///
  /// - Parameters:
  ///   - old: The elements before the change.
  ///   - new: The elements after the change.
  ///   - updates: How to report an element whose content changed.
  /// - Throws: `DiffError.duplicateIdentifier` when an `id` occurs twice in one input.
  /// - Complexity: O(*n* + *m* log *m*) expected, where *n* is the total number of elements
  ///   and *m* the number that survive; linear when the survivors are mostly in order.
  @inlinable
  public static func diff<Old: Collection, New: Collection>(
    from old: Old, to new: New, updates: UpdateStyle = .reload
  ) throws(DiffError) -> ChangeBatch
  where Old.Element == New.Element, Old.Element: Identifiable & Equatable {
    try diffSections(
      old: [contiguous(old)], oldNames: [""], new: [contiguous(new)], newNames: [""],
      identity: IdentifiableIdentity(), updates: updates)
  }

  /// The batch that turns `old` into `new`, for any elements, given their identity and
  /// equality, in one section.
  ///
  /// The same diff as ``diff(from:to:updates:)-(Old,New,_)``, with `id` standing for
  /// `Identifiable` and `isEqual` for `==`. Use it for values you cannot conform, or to diff by
  /// another key:
  ///
  ///     let batch = try ChangeBatch.diff(
  ///         from: oldNames, to: newNames, id: { $0 }, isEqual: ==)
  ///
  /// - Parameters:
  ///   - old: The elements before the change.
  ///   - new: The elements after the change.
  ///   - id: The identity of an element; identities must be unique within each input.
  ///   - isEqual: Whether two elements with the same identity have the same content.
  ///   - updates: How to report an element whose content changed.
  /// - Throws: `DiffError.duplicateIdentifier` when an identity occurs twice in one input.
  /// - Complexity: O(*n* + *m* log *m*) expected, as for the `Identifiable` overload.
  @inlinable
  public static func diff<Old: Collection, New: Collection, ID: Hashable>(
    from old: Old, to new: New, id: (Old.Element) -> ID,
    isEqual: (Old.Element, Old.Element) -> Bool, updates: UpdateStyle = .reload
  ) throws(DiffError) -> ChangeBatch where Old.Element == New.Element {
    let old = contiguous(old)
    let new = contiguous(new)
    return try withoutActuallyEscaping(id) { id throws(DiffError) in
      try withoutActuallyEscaping(isEqual) { isEqual throws(DiffError) in
        try diffSections(
          old: [old], oldNames: [""], new: [new], newNames: [""],
          identity: ClosureIdentity(id: id, isEqual: isEqual), updates: updates)
      }
    }
  }

  /// The batch that turns one sectioned snapshot into another.
  ///
  /// Sections are matched by name. A section only in `old` is deleted, one only in `new` is
  /// inserted; of the sections in both, the longest run that keeps its relative order stays
  /// and the others are deleted and inserted again. Objects are matched by `id` across the
  /// whole snapshot, so an object may move from one section to another. The items of deleted
  /// and inserted sections are not listed: an object leaving a deleted section is an insert
  /// where it lands, and an object landing in an inserted section is a delete where it was.
  /// Within each kept section, moves are minimal; an object that changes section always moves.
  ///
  ///     let batch = try ChangeBatch.diff(from: monitor.sections, to: freshSections)
  ///
  /// - Parameters:
  ///   - old: The snapshot before the change.
  ///   - new: The snapshot after the change.
  ///   - updates: How to report an object whose content changed.
  /// - Throws: `DiffError.duplicateSectionName` or `DiffError.duplicateIdentifier`, naming
  ///   both positions of the first duplicate.
  /// - Complexity: O(*n* + *m* log *m* + *s* log *s*) expected, where *n* is the number of
  ///   objects, *m* the number that stay in their section and *s* the number of sections.
  @inlinable
  public static func diff<Object: Identifiable & Equatable>(
    from old: [ResultsSection<Object>], to new: [ResultsSection<Object>],
    updates: UpdateStyle = .reload
  ) throws(DiffError) -> ChangeBatch {
    try diffSections(
      old: old.map(\.objects), oldNames: old.map(\.name), new: new.map(\.objects),
      newNames: new.map(\.name), identity: IdentifiableIdentity(), updates: updates)
  }

  /// Matches the sections, picks the position width and runs the ``DiffEngine``.
  @inlinable
  static func diffSections<Identity: DiffIdentity>(
    old: [[Identity.Element]], oldNames: [String], new: [[Identity.Element]],
    newNames: [String], identity: Identity, updates: UpdateStyle
  ) throws(DiffError) -> ChangeBatch {
    let sections = try SectionMatch(old: oldNames, new: newNames)
    let oldStarts = sectionStarts(old)
    let newStarts = sectionStarts(new)
    let total = oldStarts[oldStarts.count - 1] + newStarts[newStarts.count - 1]
    if total < Int(Int32.max) / 2 {
      var engine = DiffEngine<Identity, Int32>(
        identity: identity, old: old, new: new, oldStarts: oldStarts, newStarts: newStarts,
        sections: sections, updates: updates)
      return try engine.run()
    }
    var engine = DiffEngine<Identity, Int>(
      identity: identity, old: old, new: new, oldStarts: oldStarts, newStarts: newStarts,
      sections: sections, updates: updates)
    return try engine.run()
  }

  /// The flat position of the first element of each section, then the total count.
  @inlinable
  static func sectionStarts<Element>(_ sections: [[Element]]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(sections.count + 1)
    for section in sections { starts.append(starts[starts.count - 1] + section.count) }
    return starts
  }

  /// The elements of `collection` as an array, without a copy when it already is one.
  @inlinable
  static func contiguous<C: Collection>(_ collection: C) -> [C.Element] {
    if let array = collection as? [C.Element] { return array }
    return Array(collection)
  }
}
