import ResultsKit
import ResultsKitStore
import ResultsKitSwiftUI
import SwiftUI

/// The notes, by folder, in a `ResultsList`: search, a paused import, editing in place,
/// swipe actions, a context menu, selection.
@MainActor
struct NotesScreen: View {
  @ObservedObject var library: NotesLibrary
  @State private var selection: Set<Note.ID> = []
  @State private var search = ""
  @State private var editing: Note?
  /// Scrolls the list and changes its request with one animated batch.
  @State private var proxy = ResultsListProxy<Note>()

  var body: some View {
    NavigationStack {
      ResultsList(library.controller, selection: $selection) { note in
        NoteRow(note: note)
      } header: { folder in
        Text(folder).font(.headline)
      }
      .rowPrimaryAction { note in editing = note }
      .rowSwipeActions(edge: .leading) { note in
        [
          ResultsListAction(note.isFlagged ? "Unflag" : "Flag", systemImage: "flag") {
            library.toggleFlag(of: note.id)
          }
        ]
      }
      .rowSwipeActions { note in
        [
          ResultsListAction("Delete", systemImage: "trash", role: .destructive) {
            library.delete([note.id])
          }
        ]
      }
      .rowContextMenu { note in
        [
          ResultsListAction("Edit", systemImage: "pencil") { editing = note },
          ResultsListAction(note.isFlagged ? "Unflag" : "Flag", systemImage: "flag") {
            library.toggleFlag(of: note.id)
          },
          ResultsListAction("Delete", systemImage: "trash", role: .destructive) {
            library.delete([note.id])
          },
        ]
      }
      // A search that narrows 100,000 rows to a few is one reload rather than an animation
      // of every deleted row.
      .reloadThreshold(2_000)
      .proxy(proxy)
      // Published after SwiftUI's update: an error may be reported during one (a resume).
      .onInconsistency { error in Task { @MainActor in library.lastError = "\(error)" } }
      .navigationTitle("Notes")
      .searchable(text: $search)
      .onChange(of: search) { text in
        // Pause, set the request, resume with one diffed batch.
        proxy.refetch(resuming: .animated) {
          library.controller.request = Note.request(matching: text)
        }
      }
      .toolbar { toolbar }
      .safeAreaInset(edge: .bottom) { status }
    }
    // No work per commit while the import runs; one reload when it ends.
    .resultsListPaused(library.isImporting, resuming: .reload)
    .sheet(item: $editing) { note in
      NoteEditor(note: note) { text in library.setText(text, of: note.id) }
    }
  }

  @ToolbarContentBuilder private var toolbar: some ToolbarContent {
    ToolbarItem(placement: .primaryAction) {
      Button {
        // Selected and scrolled to, unless a search is on: the new note may not match it.
        if let id = library.addNote(), search.isEmpty {
          selection = [id]
          proxy.scrollTo(id)
        }
      } label: {
        Label("New Note", systemImage: "square.and.pencil")
      }
    }
    ToolbarItem(placement: .primaryAction) {
      Button("Import 20,000") {
        Task { await library.importNotes(count: 20_000) }
      }
      .disabled(library.isImporting)
    }
    ToolbarItem(placement: .destructiveAction) {
      Button("Delete \(selection.count)", role: .destructive) {
        library.delete(selection)
      }
      .disabled(selection.isEmpty)
    }
  }

  /// The import's progress, or the last error.
  @ViewBuilder private var status: some View {
    if library.isImporting {
      Text("Importing… \(library.imported) of 20,000 (the list is paused)")
        .font(.footnote).padding(8).frame(maxWidth: .infinity).background(.bar)
    } else if let error = library.lastError {
      Text(error).font(.footnote).foregroundStyle(.red).padding(8)
        .frame(maxWidth: .infinity).background(.bar)
        .onTapGesture { library.lastError = nil }
    }
  }
}
