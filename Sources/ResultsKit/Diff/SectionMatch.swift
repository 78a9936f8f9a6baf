import ResultsKitAlgorithms

/// How the sections of two snapshots correspond: matched by name, with the longest run of
/// surviving sections that keep their relative order kept, and every other section deleted
/// from the old snapshot or inserted into the new one.
@usableFromInline
struct SectionMatch {
  /// For each old section, the index of the same section in the new snapshot, or -1 when the
  /// batch deletes it (its name is gone, or it left the kept run).
  @usableFromInline var newIndexOfOld: [Int]
  /// For each new section, the index of the same section in the old snapshot, or -1 when the
  /// batch inserts it.
  @usableFromInline var oldIndexOfNew: [Int]

  /// Matches `old` and `new` section names.
  ///
  /// - Throws: `DiffError.duplicateSectionName` when a name occurs twice in one snapshot.
  /// - Complexity: O(*s* log *s*), where *s* is the number of sections.
  @inlinable
  init(old: [String], new: [String]) throws(DiffError) {
    newIndexOfOld = [Int](repeating: -1, count: old.count)
    oldIndexOfNew = [Int](repeating: -1, count: new.count)
    if old.count == 1, new.count == 1, old[0] == new[0] {
      newIndexOfOld[0] = 0
      oldIndexOfNew[0] = 0
      return
    }
    let oldIndex = try Self.index(old, inNew: false)
    _ = try Self.index(new, inNew: true)
    // Surviving sections in new order, as (new index, old index).
    var surviving: [(new: Int, old: Int)] = []
    for (newIndex, name) in new.enumerated() {
      if let oldIndex = oldIndex[name] { surviving.append((newIndex, oldIndex)) }
    }
    forEachLongestIncreasingSubsequenceMember(
      of: surviving.map(\.old), positionType: Int.self
    ) { position in
      let pair = surviving[position]
      newIndexOfOld[pair.old] = pair.new
      oldIndexOfNew[pair.new] = pair.old
    }
  }

  /// The position of each name, throwing for the first name that occurs twice.
  @inlinable
  static func index(_ names: [String], inNew: Bool) throws(DiffError) -> [String: Int] {
    var result: [String: Int] = [:]
    result.reserveCapacity(names.count)
    for (position, name) in names.enumerated() {
      if let first = result.updateValue(position, forKey: name) {
        throw .duplicateSectionName(name, first: first, second: position, inNew: inNew)
      }
    }
    return result
  }
}
