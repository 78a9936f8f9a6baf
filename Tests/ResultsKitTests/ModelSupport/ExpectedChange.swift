import ResultsKit

extension ModelBased {
  /// What a coordinator must produce for the change from one snapshot to another, worked out
  /// from the two snapshots alone, following the documented rules of the diff and the coordinator
  /// (sections matched by name, canonical batches, updates in place or with moves).
  ///
  /// Two choices are not determined by the snapshots: which sections survive when their order
  /// changed, and which objects of a section move (several longest runs can be kept). Those
  /// are read from the batch under test (`choices`) and checked instead: the surviving
  /// sections must be the same names in the same order on both sides and as many as possible;
  /// every object that changed section must move, every move must carry one object between
  /// surviving sections, and there must be exactly the minimal number of moves. Everything
  /// else follows:
  ///
  /// - `deletedItems`: objects of surviving sections that are gone or now in an inserted
  ///   section; `insertedItems`: objects of surviving sections that are new or came from a
  ///   deleted section.
  /// - Without `updateCell`: an object in surviving sections on both sides whose content
  ///   changed and that did not move is reloaded (before path); every move is also
  ///   reconfigured (after path).
  /// - With `updateCell`: no reloads or reconfigures; `updateCell` is called at the after path,
  ///   with the new object, for every object shown in a surviving section on both sides that
  ///   changed content or moved (an object that left a deleted section was reported by the
  ///   snapshot monitor as an insert, one that landed in an inserted section as a delete).
  struct ExpectedChange {
    /// What the choices got wrong; empty when they are acceptable.
    var problems: [String] = []
    /// The batch without `updateCell`.
    var plainBatch = ChangeBatch()
    /// The batch with `updateCell`.
    var cellBatch = ChangeBatch()
    /// The `updateCell` calls, after path to new object.
    var cells: [ItemPath: Item] = [:]

    init(from old: Snapshot, to new: Snapshot, choices: ChangeBatch) {
      let deletedSections = Set(choices.deletedSections)
      let insertedSections = Set(choices.insertedSections)
      guard deletedSections.allSatisfy(old.indices.contains),
        insertedSections.allSatisfy(new.indices.contains)
      else {
        problems.append("a section index is out of range")
        return
      }

      // Sections: the same names survive on both sides, in order, as many as possible.
      let keptOld = old.indices.filter { !deletedSections.contains($0) }
      let keptNew = new.indices.filter { !insertedSections.contains($0) }
      let keptOldNames = keptOld.map { old[$0].name }
      let keptNewNames = keptNew.map { new[$0].name }
      guard keptOldNames == keptNewNames else {
        problems.append(
          "surviving sections differ: \(keptOldNames) before, \(keptNewNames) after")
        return
      }
      var newIndexOfName: [String: Int] = [:]
      for (index, section) in new.enumerated() { newIndexOfName[section.name] = index }
      let commonNames = old.compactMap { newIndexOfName[$0.name] }
      let mostSurviving = ModelBased.longestIncreasingRun(commonNames)
      if keptOld.count != mostSurviving {
        problems.append(
          "\(keptOld.count) sections survive, but \(mostSurviving) keep their relative order")
      }
      var sectionAfter: [Int: Int] = [:]
      for (before, after) in zip(keptOld, keptNew) { sectionAfter[before] = after }
      let survivingNew = Set(keptNew)

      // Where every object is.
      var oldPath: [Int: ItemPath] = [:]
      for (section, contents) in old.enumerated() {
        for (item, object) in contents.objects.enumerated() {
          oldPath[object.id] = ItemPath(item: item, section: section)
        }
      }
      var newPath: [Int: ItemPath] = [:]
      for (section, contents) in new.enumerated() {
        for (item, object) in contents.objects.enumerated() {
          newPath[object.id] = ItemPath(item: item, section: section)
        }
      }

      // Moves: one object each, between surviving sections, no object twice.
      var movedIDs = Set<Int>()
      for move in choices.movedItems {
        guard sectionAfter[move.from.section] != nil, survivingNew.contains(move.to.section),
          old[move.from.section].objects.indices.contains(move.from.item),
          new[move.to.section].objects.indices.contains(move.to.item)
        else {
          problems.append("move \(move.from) → \(move.to) is not between surviving sections")
          continue
        }
        let before = old[move.from.section].objects[move.from.item]
        let after = new[move.to.section].objects[move.to.item]
        if before.id != after.id {
          problems.append("move \(move.from) → \(move.to) takes \(before) to where \(after) is")
        }
        if !movedIDs.insert(before.id).inserted {
          problems.append("object \(before.id) moves twice")
        }
      }

      // Minimal moves: objects changing section, plus, per surviving section, those outside
      // the longest run kept in order.
      var crossing = 0
      var stayingOffsets: [Int: [Int]] = [:]
      for (section, contents) in new.enumerated() where survivingNew.contains(section) {
        for object in contents.objects {
          guard let from = oldPath[object.id], let mapped = sectionAfter[from.section] else {
            continue
          }
          if mapped == section {
            stayingOffsets[section, default: []].append(from.item)
          } else {
            crossing += 1
            if !movedIDs.contains(object.id) {
              problems.append("object \(object.id) changed section without a move")
            }
          }
        }
      }
      let minimalMoves =
        crossing
        + stayingOffsets.values.reduce(0) { $0 + $1.count - ModelBased.longestIncreasingRun($1) }
      if choices.movedItems.count != minimalMoves {
        problems.append(
          "\(choices.movedItems.count) moves, but the minimum is \(minimalMoves)")
      }

      // Everything else follows.
      var deletedItems: [ItemPath] = []
      var insertedItems: [ItemPath] = []
      var reloadedItems: [ItemPath] = []
      for (section, contents) in old.enumerated() where sectionAfter[section] != nil {
        for (item, object) in contents.objects.enumerated() {
          let here = ItemPath(item: item, section: section)
          guard let there = newPath[object.id], survivingNew.contains(there.section) else {
            deletedItems.append(here)
            continue
          }
          let now = new[there.section].objects[there.item]
          let moved = movedIDs.contains(object.id)
          if !moved, now != object { reloadedItems.append(here) }
          if moved || now != object { cells[there] = now }
        }
      }
      for (section, contents) in new.enumerated() where survivingNew.contains(section) {
        for (item, object) in contents.objects.enumerated() {
          guard let from = oldPath[object.id], sectionAfter[from.section] != nil else {
            insertedItems.append(ItemPath(item: item, section: section))
            continue
          }
        }
      }
      cellBatch = ChangeBatch(
        deletedSections: deletedSections.sorted(), insertedSections: insertedSections.sorted(),
        deletedItems: deletedItems, insertedItems: insertedItems, movedItems: choices.movedItems
      ).canonicalized()
      plainBatch = cellBatch
      plainBatch.reloadedItems = reloadedItems.sorted()
      plainBatch.reconfiguredItems = choices.movedItems.map(\.to).sorted()
    }
  }
}
