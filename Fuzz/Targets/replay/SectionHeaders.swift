import ResultsKit
import ResultsKitReplay
import ResultsKitStore
import ResultsKitText

/// The grid's section headers: `#` and the section's name, read from the controller at the
/// header's path (so a header made for a section the grid no longer shows would be wrong).
final class SectionHeaders: SupplementaryViewConfigurator {
  let controller: ResultsController<ReplayObject>

  init(_ controller: ResultsController<ReplayObject>) {
    self.controller = controller
  }

  func configure(_ view: TextCell, ofKind kind: String, at path: ItemPath) {
    view.text = "# " + controller.sectionName(at: path.section)
  }

  func reuseIdentifier(forSupplementaryViewOfKind kind: String, at path: ItemPath) -> String {
    "header"
  }
}
