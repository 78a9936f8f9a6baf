import ResultsKit

/// A `ContentTarget` (it replays every batch on the objects it shows) that runs a hook after
/// each batch: a view whose update code reaches into other parts of the app while the store
/// is delivering a commit.
final class HookedTarget<Object: Equatable>: Coordinatable {
  let content: ContentTarget<Object>
  /// Runs after each batch the target accepted.
  var onApply: () -> Void = {}
  /// Whether the target is applying a batch (its hook included).
  private(set) var isApplying = false

  init(source: @escaping () -> [[Object]]) {
    content = ContentTarget(source: source)
  }

  func reloadData() {
    content.reloadData()
  }

  func apply(_ batch: ChangeBatch) throws {
    isApplying = true
    defer { isApplying = false }
    try content.apply(batch)
    onApply()
  }
}
