#if canImport(UIKit)
  import Foundation
  import ResultsKit
  import ResultsKitViewSupport
  import UIKit

  /// Configures table view cells for objects: what a ``TableViewDataSource`` needs to know
  /// about your rows.
  ///
  ///     struct NoteRow: TableViewCellConfigurator {
  ///         func configure(_ cell: UITableViewCell, with note: Note, at indexPath: IndexPath) {
  ///             var content = cell.defaultContentConfiguration()
  ///             content.text = note.title
  ///             cell.contentConfiguration = content
  ///         }
  ///         func reuseIdentifier(for note: Note, at indexPath: IndexPath) -> String { "note" }
  ///     }
  ///
  /// The protocol is isolated to the main actor, as cells are; a conforming type is too.
  @MainActor
  public protocol TableViewCellConfigurator<Object> {
    /// The objects the rows show.
    associatedtype Object
    /// The cell class registered with the table for the reuse identifiers.
    associatedtype Cell: UITableViewCell
    /// Shows `object`, at `indexPath`, in `cell`.
    ///
    /// - Parameters:
    ///   - cell: A cell dequeued for the identifier ``reuseIdentifier(for:at:)`` gave.
    ///   - object: The object of the row.
    ///   - indexPath: The row's path.
    func configure(_ cell: Cell, with object: Object, at indexPath: IndexPath)
    /// The reuse identifier of the cell for `object` at `indexPath`; the table must have a
    /// class or nib registered for it.
    ///
    /// - Parameters:
    ///   - object: The object of the row.
    ///   - indexPath: The row's path.
    /// - Returns: The identifier.
    func reuseIdentifier(for object: Object, at indexPath: IndexPath) -> String
  }

  extension TableViewCellConfigurator {
    /// An `updateCell` closure for a `ResultsCoordinator`: it configures the visible cell of a
    /// row again with the object's new content, in place, instead of reloading the row.
    ///
    ///     let coordinator = ResultsCoordinator(target: tableView, monitor: monitor,
    ///                                          updateCell: row.makeUpdateVisibleCell(tableView))
    ///
    /// The coordinator calls it after the batch, with after-batch paths. A row that is not
    /// visible (`cellForRow(at:)` is `nil`), or whose cell is not a `Cell`, is left alone: it
    /// gets a freshly configured cell when it comes into view. The closure keeps the
    /// configurator and holds the table view weakly; call it on the main actor, where the
    /// coordinator runs.
    ///
    /// - Parameter tableView: The table view whose cells to update.
    /// - Returns: The closure to pass as `updateCell`.
    public func makeUpdateVisibleCell(_ tableView: UITableView) -> (ItemPath, Object) -> Void {
      { [weak tableView] path, object in
        let indexPath = IndexPath(path)
        guard let cell = tableView?.cellForRow(at: indexPath) as? Cell else { return }
        configure(cell, with: object, at: indexPath)
      }
    }
  }
#endif
