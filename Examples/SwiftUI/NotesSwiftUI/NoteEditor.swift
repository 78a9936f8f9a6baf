import SwiftUI

/// A sheet that edits a note's text.
///
/// Saving changes the note in place: the list updates its row's view where it is, without
/// reloading the row.
@MainActor
struct NoteEditor: View {
  let note: Note
  let save: (String) -> Void
  @State private var text: String
  @Environment(\.dismiss) private var dismiss

  init(note: Note, save: @escaping (String) -> Void) {
    self.note = note
    self.save = save
    _text = State(initialValue: note.text)
  }

  var body: some View {
    NavigationStack {
      Form {
        Section(note.title) {
          TextField("Text", text: $text, axis: .vertical)
        }
      }
      .navigationTitle("Edit Note")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            save(text)
            dismiss()
          }
        }
      }
    }
    .frame(minWidth: 320, minHeight: 200)
  }
}
