import SwiftUI

/// How a note looks in its row: title, flag, the start of its text.
@MainActor
struct NoteRow: View {
  let note: Note

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      HStack {
        Text(note.title).font(.body)
        Spacer()
        if note.isFlagged {
          Image(systemName: "flag.fill").foregroundStyle(.orange)
        }
      }
      Text(note.text).font(.caption).foregroundStyle(.secondary).lineLimit(1)
    }
    .padding(.vertical, 2)
  }
}
