import ResultsKit
import ResultsKitStore
import ResultsKitText

/// The objects of the catch-up model tests: cards in groups (the sections, when sectioned),
/// ordered by rank, shown while `visible`.
struct Card: Identifiable, Equatable {
  var id: Int
  var group: String
  var rank: Int
  var label: String
  var visible: Bool
}

/// Shows a card's id, label and rank; cards of rank divisible by 4 use cells of their own
/// reuse identifier, so that cells are reused across identifiers too.
struct CardConfigurator: TableCellConfigurator, GridCellConfigurator {
  func configure(_ cell: TextCell, with card: Card, at path: ItemPath) {
    cell.text = "\(card.id) \(card.label)"
    cell.detailText = "\(card.rank)"
    cell.accessory = card.rank % 3 == 0 ? .checkmark : .none
  }

  func reuseIdentifier(for card: Card, at path: ItemPath) -> String {
    card.rank % 4 == 0 ? "round" : "card"
  }
}

/// A grid's section headers: the section's name, read from the controller.
final class CardHeaders: SupplementaryViewConfigurator {
  let controller: ResultsController<Card>

  init(_ controller: ResultsController<Card>) {
    self.controller = controller
  }

  func configure(_ view: TextCell, ofKind kind: String, at path: ItemPath) {
    view.text = "— " + controller.sectionName(at: path.section)
  }

  func reuseIdentifier(forSupplementaryViewOfKind kind: String, at path: ItemPath) -> String {
    "header"
  }
}
