import ResultsKit

/// The events of a correct change from `old` to `new`, or `nil` when either has a duplicate.
///
/// `style` bit 0: spell it like an FRC (every object of a deleted or inserted section gets its
/// own delete, insert or move, which the coordinator must drop or halve) instead of minimally.
/// Bit 1: report a moved object that changed with an extra `updated` for the same object,
/// which the coordinator must merge into the move.
func correctEvents(
  from old: [ResultsSection<Item>], to new: [ResultsSection<Item>], style: Int
) -> [ResultsEvent<Item>]? {
  guard let batch = try? ChangeBatch.diff(from: old, to: new, updates: .reconfigure) else {
    return nil
  }
  let frc = style & 1 != 0
  let extraUpdates = style & 2 != 0
  let deletedSections = Set(batch.deletedSections)
  let insertedSections = Set(batch.insertedSections)
  let moveSources = Set(batch.movedItems.map(\.from))
  var newPaths: [Int: ItemPath] = [:]
  for (section, contents) in new.enumerated() {
    for (item, object) in contents.objects.enumerated() {
      newPaths[object.id] = ItemPath(item: item, section: section)
    }
  }
  var oldIDs = Set<Int>()
  var events: [ResultsEvent<Item>] = [.willChange]
  for section in batch.deletedSections {
    events.append(.deletedSection(name: old[section].name, at: section))
  }
  for section in batch.insertedSections {
    events.append(.insertedSection(name: new[section].name, at: section))
  }
  for (section, contents) in old.enumerated() {
    for (item, object) in contents.objects.enumerated() {
      oldIDs.insert(object.id)
      let from = ItemPath(item: item, section: section)
      let leaves = deletedSections.contains(section)
      guard let to = newPaths[object.id] else {
        if frc || !leaves { events.append(.deleted(object, at: from)) }
        continue
      }
      let newObject = new[to.section].objects[to.item]
      let arrives = insertedSections.contains(to.section)
      if leaves || arrives {
        if frc {
          events.append(.moved(newObject, from: from, to: to))
        } else if leaves && !arrives {
          events.append(.inserted(newObject, at: to))
        } else if arrives && !leaves {
          events.append(.deleted(object, at: from))
        }
      } else if moveSources.contains(from) {
        events.append(.moved(newObject, from: from, to: to))
        if extraUpdates, newObject != object {
          events.append(.updated(newObject, at: from, newPath: to))
        }
      } else if newObject != object {
        events.append(.updated(newObject, at: from, newPath: to))
      }
    }
  }
  for (section, contents) in new.enumerated() {
    for (item, object) in contents.objects.enumerated() where !oldIDs.contains(object.id) {
      if frc || !insertedSections.contains(section) {
        events.append(.inserted(object, at: ItemPath(item: item, section: section)))
      }
    }
  }
  events.append(.didChange)
  // sendChange adds the markers itself.
  return Array(events.dropFirst().dropLast())
}
