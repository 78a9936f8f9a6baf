import CoreData

/// A note in a folder: the managed object the example lists, one section per folder.
@objc(Note)
final class Note: NSManagedObject {
  @NSManaged var title: String
  @NSManaged var folder: String
  @NSManaged var created: Date

  /// A request for every note, by folder, then oldest first: the order the table shows.
  static func allByFolder() -> NSFetchRequest<Note> {
    let request = NSFetchRequest<Note>(entityName: "Note")
    request.sortDescriptors = [
      NSSortDescriptor(key: #keyPath(Note.folder), ascending: true),
      NSSortDescriptor(key: #keyPath(Note.created), ascending: true),
    ]
    request.fetchBatchSize = 50
    return request
  }
}
