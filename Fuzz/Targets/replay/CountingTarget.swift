import ResultsKit

/// A coordinator's target that hands every call on to a view and counts them: whether the
/// coordinator told the view anything at all.
final class CountingTarget: Coordinatable {
  let view: any Coordinatable
  /// The calls of `reloadData()` and `apply(_:)` so far.
  private(set) var calls = 0

  init(_ view: any Coordinatable) {
    self.view = view
  }

  func reloadData() {
    calls += 1
    view.reloadData()
  }

  func apply(_ batch: ChangeBatch) throws {
    calls += 1
    try view.apply(batch)
  }
}
