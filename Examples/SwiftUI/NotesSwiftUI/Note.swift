import Foundation
import ResultsKitStore

/// A note: what one row of the list shows.
struct Note: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
  var folder: String
  var text: String
  var isFlagged = false

  /// The folders the notes are filed in: the list's sections.
  static let folders = ["Ideas", "Inbox", "Journal", "Recipes", "Travel", "Work"]

  /// The list's request: by folder (a section each), by title within a folder; with a search
  /// text, only the notes whose title or text contain it.
  static func request(matching search: String = "") -> FetchRequest<Note> {
    let search = search.trimmingCharacters(in: .whitespaces)
    return FetchRequest(
      predicate: search.isEmpty
        ? nil
        : { note in
          note.title.localizedCaseInsensitiveContains(search)
            || note.text.localizedCaseInsensitiveContains(search)
        },
      sortBy: [.ascending(\.title), .ascending(\.id)],
      sectionBy: { $0.folder })
  }
}
