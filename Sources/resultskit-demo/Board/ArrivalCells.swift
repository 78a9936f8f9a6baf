import ResultsKit
import ResultsKitText

/// A board row: due time, line, destination and status in columns.
final class ArrivalCell: TextCell {
  var due = ""
  var line = ""
  var destination = ""
  var status = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    due = ""
    line = ""
    destination = ""
    status = ""
  }

  /// The row in `width` columns: under 40, the due time and the destination; else the four
  /// columns (due 5, line 11, destination, status 13), the destination taking whatever room
  /// the others leave, so that on a wide board the status stays at the right edge, as on a
  /// station's departures board.
  override func render(width: Int) -> String {
    guard width >= 40 else { return (due + " " + destination).padded(toDisplayWidth: width) }
    let destinationWidth = width - 5 - 1 - 11 - 1 - 13
    return due.padded(toDisplayWidth: 5, alignment: .trailing) + " "
      + line.padded(toDisplayWidth: 11) + destination.padded(toDisplayWidth: destinationWidth)
      + " " + status.padded(toDisplayWidth: 13, alignment: .trailing)
  }
}

/// "m:ss" for a number of seconds, or "due" at zero.
func dueText(_ seconds: Int) -> String {
  guard seconds > 0 else { return "due" }
  let remainder = seconds % 60
  return "\(seconds / 60):" + (remainder < 10 ? "0" : "") + "\(remainder)"
}

/// Fills board rows.
struct ArrivalRowConfigurator: TableCellConfigurator {
  func configure(_ cell: ArrivalCell, with arrival: Arrival, at path: ItemPath) {
    cell.due = dueText(arrival.due)
    cell.line = arrival.line
    cell.destination = arrival.destination
    cell.status = arrival.status
    cell.text = arrival.destination
  }

  func reuseIdentifier(for arrival: Arrival, at path: ItemPath) -> String { "arrival" }
}

/// Fills the cards of the grid view.
struct ArrivalCardConfigurator: GridCellConfigurator {
  func configure(_ cell: TextCell, with arrival: Arrival, at path: ItemPath) {
    cell.text = dueText(arrival.due) + " " + arrival.destination
  }

  func reuseIdentifier(for arrival: Arrival, at path: ItemPath) -> String { "card" }
}

/// The grid's section headers: the section (platform) names.
final class PlatformHeaderConfigurator: SupplementaryViewConfigurator {
  private let monitor: any ResultsMonitor<Arrival>

  init(monitor: any ResultsMonitor<Arrival>) {
    self.monitor = monitor
  }

  func configure(_ view: TextCell, ofKind kind: String, at path: ItemPath) {
    view.text = monitor.sectionName(at: path.section)
  }

  func reuseIdentifier(forSupplementaryViewOfKind kind: String, at path: ItemPath) -> String {
    "platform"
  }
}
