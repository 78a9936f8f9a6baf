import ResultsKit
import ResultsKitText

/// How a departure reads on the board: time, flight and destination on the left, gate and
/// status on the right.
struct FlightRow: TableCellConfigurator {
  static let identifier = "flight"

  func configure(_ cell: TextCell, with flight: Flight, at path: ItemPath) {
    cell.text = "\(flight.time)  \(flight.code)  \(flight.destination)"
    cell.detailText = "\(flight.gate)  \(flight.status.rawValue)"
  }

  func reuseIdentifier(for flight: Flight, at path: ItemPath) -> String {
    Self.identifier
  }
}
