import ResultsKit
import ResultsKitText

/// A data source over arrays of tokens, for both renderers.
///
/// Each section has an identity that stays with it through a batch, as its header does in a
/// grid (UIKit keeps a section's supplementary views when the section moves): the sections
/// before the batch are 0, 1, 2…, inserted ones 100 + their index. Sections whose identity is
/// even have a header naming it.
final class TokenSource: TextTableDataSource, TextGridDataSource {
  var content: [[Token]]
  var sectionIDs: [Int]
  let headers: Bool
  let index: Bool

  init(_ content: [[Token]], headers: Bool, index: Bool) {
    self.content = content
    sectionIDs = Array(content.indices)
    self.headers = headers
    self.index = index
  }

  /// Shows `content`, whose sections came from those shown through `map`.
  func update(_ content: [[Token]], map: ItemPathMap?) {
    self.content = content
    sectionIDs = content.indices.map { section in
      map?.sectionBefore(section).map { sectionIDs[$0] } ?? 100 + section
    }
  }

  /// The header of `section`, if it has one.
  func title(_ section: Int) -> String? {
    headers && sectionIDs[section] % 2 == 0 ? "Section \(sectionIDs[section])" : nil
  }

  func numberOfSections(in table: TextTable) -> Int { content.count }
  func table(_ table: TextTable, numberOfRowsInSection section: Int) -> Int {
    content[section].count
  }
  func table(_ table: TextTable, cellForRowAt path: ItemPath) -> TextCell {
    let cell = table.dequeueReusableCell(withIdentifier: "token", for: path)
    // Everything the cell shows comes from the token: a cell kept through a batch stays right.
    let token = content[path.section][path.item]
    cell.text = "\(token)"
    cell.detailText = token.path.item % 2 == 0 ? "東京🚆" : nil
    cell.accessory = token.path.item % 3 == 0 ? .checkmark : .none
    return cell
  }
  func table(_ table: TextTable, titleForHeaderInSection section: Int) -> String? {
    title(section)
  }
  func sectionIndexTitles(for table: TextTable) -> [String]? {
    index ? content.indices.map { "\($0)" } : nil
  }

  func numberOfSections(in grid: TextGrid) -> Int { content.count }
  func grid(_ grid: TextGrid, numberOfItemsInSection section: Int) -> Int {
    content[section].count
  }
  func grid(_ grid: TextGrid, cellForItemAt path: ItemPath) -> TextCell {
    let cell = grid.dequeueReusableCell(withReuseIdentifier: "token", for: path)
    cell.text = "\(content[path.section][path.item])"
    return cell
  }
  func grid(
    _ grid: TextGrid, viewForSupplementaryElementOfKind kind: String, at path: ItemPath
  ) -> TextCell? {
    guard kind == TextGrid.sectionHeaderKind, let title = title(path.section) else { return nil }
    let view = grid.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: path)
    view.text = title
    return view
  }
}
