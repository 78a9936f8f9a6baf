import CoreData

/// The example's Core Data model, built in code so that the example is only Swift files.
/// (An app would usually draw it in an `.xcdatamodeld` file.)
enum NotesModel {
  /// A new model with one entity, `Note`: a title, a folder and a creation date.
  static func make() -> NSManagedObjectModel {
    let note = NSEntityDescription()
    note.name = "Note"
    note.managedObjectClassName = NSStringFromClass(Note.self)
    note.properties = [
      attribute("title", .stringAttributeType),
      attribute("folder", .stringAttributeType),
      attribute("created", .dateAttributeType),
    ]
    let model = NSManagedObjectModel()
    model.entities = [note]
    return model
  }

  private static func attribute(
    _ name: String, _ type: NSAttributeType
  ) -> NSAttributeDescription {
    let attribute = NSAttributeDescription()
    attribute.name = name
    attribute.attributeType = type
    attribute.isOptional = false
    return attribute
  }
}
