import CoreData
import ResultsKit
import ResultsKitCoreData
import ResultsKitUIKit
import UIKit

/// The notes, by folder, in a table that ResultsKit keeps in step with Core Data: the view
/// controller owns the fetched-results controller, the table, its data source and the
/// coordinator, and pauses the coordinator around a bulk import.
final class NotesViewController: UITableViewController {
  private let store: NotesStore
  private let notes: NSFetchedResultsController<Note>
  /// The fetched-results controller's delegate; any number of coordinators may follow it.
  private let monitor: FetchedResultsMonitor<Note>
  /// Kept here: a table holds its data source weakly.
  private let dataSource: TableViewDataSource<NoteRow>
  private var coordinator: ResultsCoordinator<Note>?

  init(store: NotesStore) {
    self.store = store
    notes = NSFetchedResultsController(
      fetchRequest: Note.allByFolder(), managedObjectContext: store.container.viewContext,
      sectionNameKeyPath: #keyPath(Note.folder), cacheName: nil)
    monitor = FetchedResultsMonitor(notes)
    dataSource = TableViewDataSource(configurator: NoteRow(), monitor: monitor)
    dataSource.showsSectionHeaders = true
    dataSource.showsSectionIndex = true
    super.init(style: .insetGrouped)
    title = "Notes"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: NoteRow.reuseIdentifier)
    tableView.dataSource = dataSource
    let coordinator = ResultsCoordinator(
      target: tableView, monitor: monitor,
      updateCell: NoteRow().makeUpdateVisibleCell(tableView))
    // A batch that does not fit the table, or a broken delegate sequence, is reported here
    // and the table reloaded; it never reaches UIKit as an exception.
    coordinator.onInconsistency = { error in print("Notes: \(error)") }
    self.coordinator = coordinator
    do {
      try coordinator.loadData()  // performFetch, subscribe, reloadData
    } catch {
      print("Notes: the fetch failed: \(error)")
    }
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addNote() })
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Import 5,000",
      primaryAction: UIAction { [weak self] _ in
        Task { await self?.importNotes(count: 5_000) }
      })
  }

  /// One note: one animated insert (and a section insert for a new folder).
  private func addNote() {
    do {
      try store.addNote(titled: "Note \((notes.fetchedObjects?.count ?? 0) + 1)", in: "Inbox")
    } catch {
      print("Notes: could not save: \(error)")
    }
  }

  /// Thousands of notes: the coordinator is paused, so the table does no work per change
  /// while Core Data saves and merges them, and resumed with one fetch and one `reloadData()`.
  ///
  /// Not `resume(animated:)`: it diffs objects by identity and equality, and a managed object
  /// is equal only to itself, so a diff could not see which notes an import edited in place.
  private func importNotes(count: Int) async {
    // One import at a time: a second one's end would resume the table during the first.
    guard let coordinator, !coordinator.isPaused else { return }
    navigationItem.rightBarButtonItem?.isEnabled = false
    defer { navigationItem.rightBarButtonItem?.isEnabled = true }
    coordinator.isPaused = true
    do {
      try await store.importNotes(count: count)
    } catch {
      print("Notes: the import failed: \(error)")
    }
    // A fetch error goes to onInconsistency; the table is reloaded all the same.
    coordinator.isPaused = false
  }
}
