import CoreData
import ResultsKitUIKit
import UIKit

/// How a note looks in its row: its title and when it was written.
struct NoteRow: TableViewCellConfigurator {
  static let reuseIdentifier = "note"

  func configure(_ cell: UITableViewCell, with note: Note, at indexPath: IndexPath) {
    var content = cell.defaultContentConfiguration()
    content.text = note.title
    content.secondaryText = note.created.formatted(date: .abbreviated, time: .shortened)
    cell.contentConfiguration = content
  }

  func reuseIdentifier(for note: Note, at indexPath: IndexPath) -> String {
    Self.reuseIdentifier
  }
}
