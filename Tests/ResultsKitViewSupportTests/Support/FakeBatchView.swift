import ResultsKit

@testable import ResultsKitViewSupport

/// A stand-in for a `UITableView`/`UICollectionView` that records every call the batch plan
/// makes and holds it to UIKit's rules.
///
/// It shows `shown` (one array per section) and has a data source holding `dataSource`. The
/// calls inside one `performBatchUpdates` are gathered into a `ChangeBatch` and, when the block
/// ends, replayed on `shown` the way UIKit does (`applied(to:taking:)`: validation with UIKit's
/// rules, deletes, moves, inserts, reloads from the data source). A reconfigure replaces the
/// elements at after-batch paths with the data source's. Anything UIKit would reject or that
/// breaks the plan's contract (a section or item call outside a batch, a reconfigure inside
/// one, a nested batch, a path out of range) is listed in `violations`.
final class FakeBatchView<Element: Equatable>: BatchUpdatingView {
  /// What the plan called, in order.
  enum Call: Equatable, CustomStringConvertible {
    case beginBatch, endBatch, beginWithoutAnimation, endWithoutAnimation
    case deleteSections([Int]), insertSections([Int])
    case deleteItems([ItemPath]), insertItems([ItemPath]), moveItem(ItemPath, ItemPath)
    case reloadItems([ItemPath]), reconfigureItems([ItemPath])

    var description: String {
      switch self {
      case .beginBatch: "begin"
      case .endBatch: "end"
      case .beginWithoutAnimation: "noAnimation{"
      case .endWithoutAnimation: "}noAnimation"
      case .deleteSections(let sections): "deleteSections\(sections)"
      case .insertSections(let sections): "insertSections\(sections)"
      case .deleteItems(let paths): "deleteItems\(paths)"
      case .insertItems(let paths): "insertItems\(paths)"
      case .moveItem(let from, let to): "move \(from)→\(to)"
      case .reloadItems(let paths): "reloadItems\(paths)"
      case .reconfigureItems(let paths): "reconfigureItems\(paths)"
      }
    }
  }

  /// What the view shows, one array per section.
  private(set) var shown: [[Element]]
  /// What its data source has now.
  var dataSource: [[Element]]
  private(set) var calls: [Call] = []
  private(set) var violations: [String] = []
  /// The batch being gathered inside `performBatchUpdates`.
  private var pending: ChangeBatch?

  init(shown: [[Element]], dataSource: [[Element]]) {
    self.shown = shown
    self.dataSource = dataSource
  }

  var shownItemCounts: [Int] { shown.map(\.count) }
  var dataSourceItemCounts: [Int] { dataSource.map(\.count) }

  func performBatchUpdates(_ updates: @escaping () -> Void) {
    guard pending == nil else {
      violations.append("nested performBatchUpdates")
      return
    }
    calls.append(.beginBatch)
    pending = ChangeBatch()
    updates()
    let batch = pending ?? ChangeBatch()
    pending = nil
    calls.append(.endBatch)
    do {
      shown = try batch.applied(to: shown, taking: dataSource)
    } catch {
      violations.append("UIKit would raise at the end of the batch: \(error)")
    }
  }

  func performWithoutAnimation(_ changes: () -> Void) {
    calls.append(.beginWithoutAnimation)
    changes()
    calls.append(.endWithoutAnimation)
  }

  /// Records `call` and adds its changes to the pending batch, or a violation outside one.
  private func gather(_ call: Call, _ add: (inout ChangeBatch) -> Void) {
    calls.append(call)
    guard var batch = pending else {
      violations.append("\(call) outside performBatchUpdates")
      return
    }
    add(&batch)
    pending = batch
  }

  func deleteSections(_ sections: [Int]) {
    gather(.deleteSections(sections)) { $0.deletedSections += sections }
  }

  func insertSections(_ sections: [Int]) {
    gather(.insertSections(sections)) { $0.insertedSections += sections }
  }

  func deleteItems(at paths: [ItemPath]) {
    gather(.deleteItems(paths)) { $0.deletedItems += paths }
  }

  func insertItems(at paths: [ItemPath]) {
    gather(.insertItems(paths)) { $0.insertedItems += paths }
  }

  func moveItem(at from: ItemPath, to: ItemPath) {
    gather(.moveItem(from, to)) { $0.movedItems.append(ItemMove(from: from, to: to)) }
  }

  func reloadItems(at paths: [ItemPath]) {
    gather(.reloadItems(paths)) { $0.reloadedItems += paths }
  }

  func reconfigureItems(at paths: [ItemPath]) {
    calls.append(.reconfigureItems(paths))
    guard pending == nil else {
      violations.append("reconfigure inside performBatchUpdates")
      return
    }
    for path in paths {
      guard shown.indices.contains(path.section), dataSource.indices.contains(path.section),
        shown[path.section].indices.contains(path.item),
        dataSource[path.section].indices.contains(path.item)
      else {
        violations.append("reconfigure of \(path), which the view does not show")
        continue
      }
      shown[path.section][path.item] = dataSource[path.section][path.item]
    }
  }
}
