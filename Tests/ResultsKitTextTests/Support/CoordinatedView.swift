import ResultsKit
import ResultsKitStore

/// A view of the catch-up model tests with its own coordinator on the shared controller,
/// through a target that counts what the coordinator tells the view.
final class CoordinatedView {
  let view: any ViewUnderTest
  let target: CallCountingTarget
  let coordinator: ResultsCoordinator<Card>
  /// Whether the coordinator configures changed cells through `updateCell`.
  let updatesCells: Bool

  init(_ view: any ViewUnderTest, controller: ResultsController<Card>, updatesCells: Bool) {
    self.view = view
    self.updatesCells = updatesCells
    target = CallCountingTarget(view.view)
    coordinator = ResultsCoordinator(
      target: target, monitor: controller, updateCell: updatesCells ? view.updateCell : nil)
  }

  /// The view's name and settings, for messages.
  var description: String {
    "\(view.name) (\(updatesCells ? "updateCell" : "reloads"), \(view.settings))"
  }
}
