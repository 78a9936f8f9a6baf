#if canImport(UIKit)
  import Foundation
  import ResultsKit
  import ResultsKitViewSupport
  import UIKit

  /// A `UITableView` as a ``BatchUpdatingView``: each requirement is one UIKit call, with the
  /// row animations chosen for it.
  ///
  /// Isolated to the main actor, as the table view is; so is its conformance (see
  /// `UITableView`'s conformance to `Coordinatable` for the older-compiler fallback).
  @MainActor
  struct TableViewBatchAdapter {
    let tableView: UITableView
    var animations: TableViewTarget.RowAnimations
    var completion: ((Bool) -> Void)?

    var shownItemCounts: [Int] {
      (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    }

    /// The data source's counts; none without a data source.
    var dataSourceItemCounts: [Int] {
      guard let dataSource = tableView.dataSource else { return [] }
      let sections = dataSource.numberOfSections?(in: tableView) ?? 1
      return (0..<max(sections, 0)).map {
        dataSource.tableView(tableView, numberOfRowsInSection: $0)
      }
    }

    func performBatchUpdates(_ updates: @escaping () -> Void) {
      tableView.performBatchUpdates(updates, completion: completion)
    }

    func performWithoutAnimation(_ changes: () -> Void) {
      UIView.performWithoutAnimation(changes)
    }

    func deleteSections(_ sections: [Int]) {
      tableView.deleteSections(IndexSet(sections), with: animations.sectionDeletion)
    }

    func insertSections(_ sections: [Int]) {
      tableView.insertSections(IndexSet(sections), with: animations.sectionInsertion)
    }

    func deleteItems(at paths: [ItemPath]) {
      tableView.deleteRows(at: paths.indexPaths, with: animations.deletion)
    }

    func insertItems(at paths: [ItemPath]) {
      tableView.insertRows(at: paths.indexPaths, with: animations.insertion)
    }

    func moveItem(at from: ItemPath, to: ItemPath) {
      tableView.moveRow(at: IndexPath(from), to: IndexPath(to))
    }

    func reloadItems(at paths: [ItemPath]) {
      tableView.reloadRows(at: paths.indexPaths, with: animations.reload)
    }

    /// `reconfigureRows(at:)`: the cells are kept and configured again.
    func reconfigureItems(at paths: [ItemPath]) {
      tableView.reconfigureRows(at: paths.indexPaths)
    }
  }

  #if compiler(>=6.2)
    extension TableViewBatchAdapter: @MainActor BatchUpdatingView {}
  #else
    extension TableViewBatchAdapter: @preconcurrency BatchUpdatingView {}
  #endif
#endif
