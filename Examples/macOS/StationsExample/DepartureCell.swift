import AppKit
import ResultsKit
import ResultsKitAppKit

/// How a departure looks in its row: minutes, destination, and a mark when it is delayed.
///
/// The cell view is made in code, so the table needs no nib.
struct DepartureCell: TableCellViewConfigurator {
  /// The identifier of the board's one column, and so of its cell views.
  static let column = NSUserInterfaceItemIdentifier("departure")

  func configure(
    _ view: NSTableCellView, with departure: Departure, column: NSTableColumn, at path: ItemPath
  ) {
    let delay = departure.isDelayed ? "  (delayed)" : ""
    view.textField?.stringValue = "\(departure.minutes) min  \(departure.destination)\(delay)"
    view.textField?.textColor = departure.isDelayed ? .systemOrange : .labelColor
  }

  func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier) -> NSTableCellView? {
    let view = NSTableCellView()
    let label = NSTextField(labelWithString: "")
    label.translatesAutoresizingMaskIntoConstraints = false
    label.lineBreakMode = .byTruncatingTail
    view.addSubview(label)
    view.textField = label
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 6),
      label.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -6),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    return view
  }
}
