import ResultsKit
import ResultsKitJSON
import ResultsKitReplay
import ResultsKitText

/// The cells of the table and the grid: the id and the name (`n` or `name`) on the left, the
/// time (`t` or `time`) on the right.
///
/// Hidden objects have a check mark and a reuse identifier of their own.
struct RowConfigurator: TableCellConfigurator, GridCellConfigurator {
  func configure(_ cell: TextCell, with object: ReplayObject, at path: ItemPath) {
    let name = object[field: "n"] == .null ? object[field: "name"] : object[field: "n"]
    cell.text = object.id + " " + JSONWriter.text(of: name)
    let time = object[field: "t"] == .null ? object[field: "time"] : object[field: "t"]
    cell.detailText = time == .null ? nil : JSONWriter.text(of: time)
    cell.accessory = object[field: "h"] == .bool(true) ? .checkmark : .none
  }

  func reuseIdentifier(for object: ReplayObject, at path: ItemPath) -> String {
    object[field: "h"] == .bool(true) ? "hidden" : "row"
  }
}
