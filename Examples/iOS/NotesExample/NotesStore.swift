import CoreData

/// The persistent container of the example: notes in an SQLite file (or in memory), the view
/// context on the main queue merging what background contexts save.
@MainActor
final class NotesStore {
  let container: NSPersistentContainer

  /// Opens the store; `inMemory` keeps nothing between launches.
  init(inMemory: Bool = false) {
    container = NSPersistentContainer(name: "Notes", managedObjectModel: NotesModel.make())
    if inMemory {
      container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
    }
    container.loadPersistentStores { _, error in
      if let error { print("Notes: could not open the store: \(error)") }
    }
    container.viewContext.automaticallyMergesChangesFromParent = true
  }

  /// Adds one note on the main queue; the table shows it as one animated insert.
  func addNote(titled title: String, in folder: String) throws {
    let note = Note(context: container.viewContext)
    note.title = title
    note.folder = folder
    note.created = Date()
    try container.viewContext.save()
  }

  /// Writes `count` notes in a background context and saves them once: a bulk import.
  func importNotes(count: Int) async throws {
    let folders = ["Groceries", "Ideas", "Reading", "Travel", "Work"]
    try await container.performBackgroundTask { context in
      for number in 0..<count {
        let note = Note(context: context)
        note.title = "Imported note \(number + 1)"
        note.folder = folders[number % folders.count]
        note.created = Date()
      }
      try context.save()
    }
  }
}
