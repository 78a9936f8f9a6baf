import Combine
import Foundation
import ResultsKit
import ResultsKitStore

/// The notes: an in-memory store of 100,000 of them, the controller that keeps them sorted by
/// folder and title for the list, and the commits that change them.
///
/// Everything lives on the main actor, with the views.
@MainActor
final class NotesLibrary: ObservableObject {
  let store: ObjectStore<Note>
  let controller: ResultsController<Note>
  /// Whether an import runs: the list is paused meanwhile.
  @Published private(set) var isImporting = false
  /// How many notes the running import has written.
  @Published private(set) var imported = 0
  /// The last error of a commit, for the screen to show.
  @Published var lastError: String?
  private var nextID = 0
  private var random = SystemRandomNumberGenerator()

  private static let adjectives = [
    "Quick", "Quiet", "Golden", "Late", "Early", "Second", "Small", "Bright", "Rainy", "Long",
  ]
  private static let nouns = [
    "plan", "trip", "recipe", "meeting", "idea", "letter", "list", "walk", "draft", "call",
  ]

  /// A library of `count` notes, stored in one commit.
  init(count: Int = 100_000) {
    store = ObjectStore()
    controller = ResultsController(store: store, request: Note.request())
    let notes = (0..<count).map { _ in makeNote() }
    do {
      try store.perform { transaction in
        for note in notes { try transaction.insert(note) }
      }
    } catch {
      lastError = "The first notes could not be stored: \(error)"
    }
  }

  /// A new note with a fresh identifier and a made-up title.
  private func makeNote() -> Note {
    defer { nextID += 1 }
    let adjective = Self.adjectives.randomElement(using: &random) ?? "New"
    let noun = Self.nouns.randomElement(using: &random) ?? "note"
    return Note(
      id: nextID, title: "\(adjective) \(noun) \(nextID)",
      folder: Note.folders.randomElement(using: &random) ?? "Inbox",
      text: "Written as note \(nextID).")
  }

  /// One new note in the inbox: one animated insert.
  ///
  /// - Returns: The note's identifier, or `nil` when the commit failed.
  @discardableResult
  func addNote() -> Note.ID? {
    var note = makeNote()
    note.folder = "Inbox"
    return commit { try $0.insert(note) } ? note.id : nil
  }

  /// Imports `count` new notes: a bulk import.
  ///
  /// The notes are written in commits of 1,000, with a short sleep between them so that the
  /// app stays responsive. The screen pauses the list while it runs (`isImporting`), so the
  /// list does no work for them until it resumes with one reload.
  func importNotes(count: Int) async {
    guard !isImporting else { return }
    isImporting = true
    imported = 0
    defer { isImporting = false }
    while imported < count {
      // A short sleep before each commit, not `Task.yield()`: it returns to the run loop, so
      // SwiftUI pauses the list (when it first sees `isImporting`) before the first commit,
      // and draws the progress between the others.
      try? await Task.sleep(for: .milliseconds(1))
      let notes = (0..<min(1_000, count - imported)).map { _ in makeNote() }
      guard commit({ transaction in for note in notes { try transaction.insert(note) } }) else {
        return
      }
      imported += notes.count
    }
  }

  /// A note's text, changed in place: its row is updated in place, not reloaded.
  func setText(_ text: String, of id: Note.ID) {
    commit { try $0.update(id) { $0.text = text } }
  }

  /// A note flagged or unflagged: its row is updated in place.
  func toggleFlag(of id: Note.ID) {
    commit { try $0.update(id) { $0.isFlagged.toggle() } }
  }

  /// Notes deleted, in one commit: one batch of deleted rows.
  func delete(_ ids: some Sequence<Note.ID>) {
    commit { transaction in for id in ids { try transaction.delete(id) } }
  }

  /// Runs one commit; an error is kept for the screen.
  @discardableResult
  private func commit(_ body: (inout StoreTransaction<Note>) throws -> Void) -> Bool {
    do {
      try store.perform(body)
      return true
    } catch {
      lastError = "\(error)"
      return false
    }
  }
}
