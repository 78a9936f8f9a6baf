import ResultsKit
import ResultsKitStore

/// A coordinator on a monitor, driving a target that keeps the rows a view would show.
///
/// Each `reloadData()` takes the monitor's results, each batch is replayed (validated like
/// UIKit does) on what it showed, and each `updateCell` call (with `cells`) replaces one row.
/// ``check(_:)`` then compares the rows with the monitor's results: the property a view needs
/// to show the right rows.
final class ReplayingFollower<Object: Identifiable & Equatable> {
  /// The target: the rows shown, kept like a view keeps them.
  final class RowsTarget: Coordinatable {
    let results: () -> [[Object]]
    var rows: [[Object]] = []
    var errors: [String] = []
    /// Runs after each batch is replayed: a view whose update code reaches into other parts of
    /// the app (another controller's fetch, say) while the store is delivering a commit.
    var onApply: () -> Void = {}
    /// Whether a batch (its `onApply` included) is being applied.
    private(set) var isApplying = false

    init(results: @escaping () -> [[Object]]) {
      self.results = results
    }

    func reloadData() {
      rows = results()
    }

    func apply(_ batch: ChangeBatch) throws {
      isApplying = true
      defer { isApplying = false }
      do {
        rows = try batch.applied(to: rows, taking: results())
      } catch {
        errors.append("\(error)")
        throw error
      }
      onApply()
    }
  }

  let monitor: any ResultsMonitor<Object>
  let target: RowsTarget
  let coordinator: ResultsCoordinator<Object>
  /// What `check(_:)` found wrong, one message per check.
  private(set) var mismatches: [String] = []
  /// What the coordinator reported.
  private(set) var errors: [String] = []
  private let isSame: (Object, Object) -> Bool

  /// Follows `monitor`, with an `updateCell` when `cells`.
  ///
  /// `isSame` compares objects: `==` by default; a type whose `==` is not reflexive (one
  /// with a NaN) needs another.
  init<M: ResultsMonitor>(
    _ monitor: M, cells: Bool = false, isSame: @escaping (Object, Object) -> Bool = { $0 == $1 }
  ) where M.Object == Object {
    self.monitor = monitor
    self.isSame = isSame
    let target = RowsTarget { monitor.sections.map(\.objects) }
    self.target = target
    coordinator = ResultsCoordinator(
      target: target, monitor: monitor,
      updateCell: cells
        ? { path, object in
          guard target.rows.indices.contains(path.section),
            target.rows[path.section].indices.contains(path.item)
          else { return }
          target.rows[path.section][path.item] = object
        } : nil)
    coordinator.onInconsistency = { [unowned self] in errors.append("\($0)") }
  }

  /// Loads the coordinator.
  func load() throws {
    try coordinator.loadData()
  }

  /// Records a mismatch, named `what`, when the rows shown differ from the monitor's results.
  func check(_ what: String = "") {
    let results = monitor.sections.map(\.objects)
    let rows = target.rows
    let same =
      rows.count == results.count
      && zip(rows, results).allSatisfy { $0.elementsEqual($1, by: isSame) }
    if !same {
      mismatches.append(
        "\(what): shows \(rows.map { $0.map(\.id) }), results \(results.map { $0.map(\.id) })")
    }
  }
}
