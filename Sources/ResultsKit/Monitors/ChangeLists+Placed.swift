import ResultsKitAlgorithms

extension ChangeLists {
  /// The lists that report `placed`: what
  /// ``ResultsEvent/sendChange(placed:deletedSections:insertedSections:objects:to:)`` sends as
  /// events, item for item and in the same order; `nil` when no change is visible (it sends
  /// nothing then).
  ///
  /// - Parameters:
  ///   - placed: Where each change's object was and is; left empty once read.
  ///   - deletedSections: The names and indexes (before) of the deleted sections, ascending.
  ///   - insertedSections: The names and indexes (after) of the inserted sections, ascending.
  ///   - objects: The contents before and after the change of each change's object; the
  ///     lists' ``objects`` reads the new ones when asked.
  /// - Complexity: O(*k* log *k*) for *k* changes, as the events.
  @inlinable
  package init?<Objects: ChangedObjects>(
    placed: inout PlacedChanges, deletedSections: [(String, Int)],
    insertedSections: [(String, Int)], objects: Objects
  ) where Objects.Object == Object {
    guard let change = PlacedChanges.Classified(&placed) else { return nil }
    let kinds = change.kinds
    let after = change.after
    // Counted first, so that each list takes exactly its memory.
    var (deletes, inserts, moves, updates) = (0, 0, 0, 0)
    for kind in kinds {
      switch kind {
      case .deleted: deletes += 1
      case .inserted: inserts += 1
      case .moved: moves += 1
      case .inPlace: updates += 1
      case .absent, .resorted: break
      }
    }
    var deletedItems: [ItemPath] = .reserved(hugeCapacity: deletes)
    for entry in change.before
    where kinds[Int(entry.index)] == .deleted && objects.hasOld(at: Int(entry.index)) {
      deletedItems.append(KeyedIndex.path(entry.key))
    }
    var insertedItems: [ItemPath] = .reserved(hugeCapacity: inserts)
    var movedItems: [ItemMove] = .reserved(hugeCapacity: moves)
    var updatedItems: [ItemMove] = .reserved(hugeCapacity: updates)
    // A large change keeps the change indexes of the moved objects, then of the updated ones,
    // in the lists' order (-1 for one of the counted kinds that has no new content): all that
    // `objects` needs later, four bytes an object, so that the places and kinds (25 bytes a
    // change) are freed when the lists are made. A small one reads them where they are,
    // without making another array.
    let keepsIndexes = after.count >= Self.indexedObjectsThreshold
    var replaced = keepsIndexes ? [Int32](hugeRepeating: -1, count: moves + updates) : []
    var (nextMoved, nextUpdated) = (0, moves)
    let beforeKeys = change.beforeKeys
    for entry in after {
      let index = Int(entry.index)
      switch kinds[index] {
      case .inserted where objects.hasNew(at: index):
        insertedItems.append(KeyedIndex.path(entry.key))
      case .moved where objects.hasNew(at: index):
        movedItems.append(
          ItemMove(from: KeyedIndex.path(beforeKeys[index]), to: KeyedIndex.path(entry.key)))
        if keepsIndexes {
          replaced[nextMoved] = entry.index
          nextMoved += 1
        }
      case .inPlace where objects.hasNew(at: index):
        updatedItems.append(
          ItemMove(from: KeyedIndex.path(beforeKeys[index]), to: KeyedIndex.path(entry.key)))
        if keepsIndexes {
          replaced[nextUpdated] = entry.index
          nextUpdated += 1
        }
      default:
        break
      }
    }
    let objectCount = movedItems.count + updatedItems.count
    // The moved objects, then the updated ones: the objects of the events' own sequences.
    let contents: () -> [Object]
    if keepsIndexes {
      contents = { [replaced] in
        var contents = [Object].reserved(hugeCapacity: objectCount)
        for index in replaced where index >= 0 {
          if let object = objects.new(at: Int(index)) { contents.append(object) }
        }
        return contents
      }
    } else {
      contents = {
        typealias Replaced = PlacedChanges.Replaced<Objects>
        var contents = [Object].reserved(hugeCapacity: objectCount)
        for kind in [PlacedChanges.Kind.moved, .inPlace] {
          for (object, _, _) in Replaced(after, beforeKeys, kinds, kind, objects) {
            contents.append(object)
          }
        }
        return contents
      }
    }
    self.init(
      deletedSections: deletedSections.map(\.1), insertedSections: insertedSections.map(\.1),
      deletedItems: deletedItems, insertedItems: insertedItems, movedItems: movedItems,
      updatedItems: updatedItems, objects: contents)
  }

  /// The number of changes from which the lists keep their objects' change indexes rather
  /// than the change's places.
  @usableFromInline
  static var indexedObjectsThreshold: Int { 1_024 }
}
