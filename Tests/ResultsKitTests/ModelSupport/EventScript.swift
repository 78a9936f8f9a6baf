import ResultsKit

extension ModelBased {
  /// The events of one change for a ``ScriptedMonitor``, built from a diff of two snapshots.
  ///
  /// The events are then roughened the way other monitors report (an FRC, a hand-written one):
  ///
  /// - the section events in random order, then the object events in random order;
  /// - sometimes a redundant `.updated` for a moved object (same before path as the move);
  /// - when `verbose`, the item events a diff leaves out around deleted and inserted sections:
  ///   a delete for every object of a deleted section, an insert for every object of an
  ///   inserted one, an update for an object that went from a deleted section to an inserted
  ///   one, and a `.moved` instead of the insert (or delete) of an object that left a deleted
  ///   section (or landed in an inserted one).
  ///
  /// The coordinator must drop or merge all of that into the same batch as for the bare diff.
  /// The one visible difference: an object reported as moved out of a deleted section into a
  /// surviving one gets an `updateCell` call (``extraCells``).
  struct EventScript {
    /// The `.reconfigure` diff the events describe.
    let diff: ChangeBatch
    /// The events between `willChange` and `didChange`.
    private(set) var events: [ResultsEvent<Item>] = []
    /// `updateCell` calls due beyond the model's.
    private(set) var extraCells: [ItemPath: Item] = [:]

    init(
      from old: Snapshot, to new: Snapshot, verbose: Bool, using generator: inout SnapshotGenerator
    ) throws {
      diff = try ChangeBatch.diff(from: old, to: new, updates: .reconfigure)
      func before(_ path: ItemPath) -> Item { old[path.section].objects[path.item] }
      func after(_ path: ItemPath) -> Item { new[path.section].objects[path.item] }
      var newPath: [Int: ItemPath] = [:]
      for (section, contents) in new.enumerated() {
        for (item, object) in contents.objects.enumerated() {
          newPath[object.id] = ItemPath(item: item, section: section)
        }
      }
      var oldPath: [Int: ItemPath] = [:]
      for (section, contents) in old.enumerated() {
        for (item, object) in contents.objects.enumerated() {
          oldPath[object.id] = ItemPath(item: item, section: section)
        }
      }
      let deletedSections = Set(diff.deletedSections)
      let insertedSections = Set(diff.insertedSections)

      var sectionEvents: [ResultsEvent<Item>] = diff.deletedSections.map {
        .deletedSection(name: old[$0].name, at: $0)
      }
      sectionEvents += diff.insertedSections.map { .insertedSection(name: new[$0].name, at: $0) }
      generator.shuffle(&sectionEvents)

      // The bare diff; in verbose mode some deletes and inserts become moves below. (Sets are
      // sorted before use: their order changes from run to run, the seed must not.)
      var deletes = Set(diff.deletedItems)
      var inserts = Set(diff.insertedItems)
      var objectEvents: [ResultsEvent<Item>] = []
      for move in diff.movedItems {
        objectEvents.append(.moved(after(move.to), from: move.from, to: move.to))
        if generator.chance(30) {
          objectEvents.append(.updated(after(move.to), at: move.from, newPath: move.to))
        }
      }
      let movedTo = Set(diff.movedItems.map(\.to))
      for path in diff.reconfiguredItems where !movedTo.contains(path) {
        if let from = oldPath[after(path).id] {
          objectEvents.append(.updated(after(path), at: from, newPath: path))
        }
      }

      if verbose {
        for section in diff.deletedSections {
          for (item, object) in old[section].objects.enumerated() {
            let from = ItemPath(item: item, section: section)
            guard let to = newPath[object.id] else {
              objectEvents.append(.deleted(object, at: from))
              continue
            }
            if insertedSections.contains(to.section) {
              switch generator.int(3) {
              case 0: objectEvents.append(.moved(after(to), from: from, to: to))
              case 1: objectEvents.append(.updated(after(to), at: from, newPath: to))
              default:
                objectEvents.append(.deleted(object, at: from))
                objectEvents.append(.inserted(after(to), at: to))
              }
            } else if generator.chance(60) {
              inserts.remove(to)
              objectEvents.append(.moved(after(to), from: from, to: to))
              extraCells[to] = after(to)
            }
          }
        }
        for section in diff.insertedSections {
          for (item, object) in new[section].objects.enumerated() {
            let to = ItemPath(item: item, section: section)
            guard let from = oldPath[object.id] else {
              objectEvents.append(.inserted(object, at: to))
              continue
            }
            if !deletedSections.contains(from.section), generator.chance(60) {
              deletes.remove(from)
              objectEvents.append(.moved(object, from: from, to: to))
            }
          }
        }
      }
      objectEvents += deletes.sorted().map { .deleted(before($0), at: $0) }
      objectEvents += inserts.sorted().map { .inserted(after($0), at: $0) }
      generator.shuffle(&objectEvents)
      events = sectionEvents + objectEvents
    }
  }
}
