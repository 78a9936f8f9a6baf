import ResultsKit

extension ResultsController {
  /// Where the object in `slot` is: searched by its stored sort values in the section named
  /// `guess` (the section the request gives its content), else in every section; `nil` when
  /// it is in none.
  ///
  /// The search by values finds every object of a request with pure closures and a strict
  /// order in O(log *n*). The rest — closures that answer differently for the same object, a
  /// `<` that is not a strict order — cost a scan (counted in `inconsistencyRepairs`), never a
  /// wrong answer.
  @inlinable
  func placement(ofSlot slot: Int, inSectionNamed guess: String) -> Placement? {
    if let section = sectionsByName[guess], let item = searchedRank(ofSlot: slot, in: section) {
      return Placement(section: section, item: item)
    }
    inconsistencyRepairs += 1
    var found: Placement?
    sectionTree.forEach { section in
      if found == nil, let item = searchedRank(ofSlot: slot, in: section) {
        found = Placement(section: section, item: item)
      }
    }
    if found != nil { return found }
    sectionTree.forEach { section in
      if found == nil, let item = section.slots.firstRank(where: { Int($0) == slot }) {
        found = Placement(section: section, item: item)
      }
    }
    return found
  }

  /// The rank of `slot` in `section` where its stored values place it, or `nil` when it is
  /// not there.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func searchedRank(ofSlot slot: Int, in section: Section) -> Int? {
    let order = order
    let item = section.slots.lowerBound { order.precedes(Int($0), slot) }
    return item < section.slots.count && Int(section.slots[item]) == slot ? item : nil
  }

  /// The rank of `slot`, which is in `section`: where its values place it, or found by a scan
  /// of the section when the order is not strict.
  @inlinable
  func rank(ofSlot slot: Int, in section: Section) -> Int? {
    if let item = searchedRank(ofSlot: slot, in: section) { return item }
    inconsistencyRepairs += 1
    return section.slots.firstRank { Int($0) == slot }
  }
}
