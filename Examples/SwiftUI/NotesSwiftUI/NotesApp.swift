import SwiftUI

/// The example app: one window showing the notes.
@main
@MainActor
struct NotesApp: App {
  @StateObject private var library = NotesLibrary()

  var body: some Scene {
    WindowGroup {
      NotesScreen(library: library)
    }
  }
}
