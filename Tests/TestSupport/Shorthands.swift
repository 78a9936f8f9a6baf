import ResultsKit

/// The path of item `item` in section `section`: `ItemPath(item: item, section: section)`.
///
/// Written section first, the order a path prints in (`[section, item]`) and its JSON form.
///
/// - Parameters:
///   - section: The section's index.
///   - item: The item's index in its section.
/// - Returns: The path.
public func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(item: item, section: section)
}

/// A move from `from` (before the batch) to `to` (after it): `ItemMove(from: from, to: to)`.
///
/// - Parameters:
///   - from: The item's path before the batch.
///   - to: The item's path after the batch.
/// - Returns: The move.
public func move(_ from: ItemPath, _ to: ItemPath) -> ItemMove {
  ItemMove(from: from, to: to)
}

/// A section named `name` holding `objects`: `ResultsSection(name: name, objects: objects)`.
///
/// - Parameters:
///   - name: The section's name.
///   - objects: Its objects, in order.
/// - Returns: The section.
public func section<Object>(_ name: String, _ objects: [Object]) -> ResultsSection<Object> {
  ResultsSection(name: name, objects: objects)
}
