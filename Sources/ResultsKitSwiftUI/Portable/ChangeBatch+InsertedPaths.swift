import ResultsKit

extension ChangeBatch {
  /// The paths after the batch of every item it brings in: its inserted items, and every item
  /// of its inserted sections (which a canonical batch does not list one by one).
  ///
  /// An object that the batch takes out of one row and shows in another without a move — one
  /// moved out of a deleted section, or into an inserted one, whose move a coordinator splits
  /// into a delete and an insert — is at one of these paths.
  ///
  /// - Parameter itemCount: The number of items of a section after the batch.
  /// - Returns: The paths, each once; inserted items first, then the inserted sections' items.
  /// - Complexity: O(*k* + *i*) for *k* changes and *i* items in inserted sections.
  package func insertedPaths(itemCount: (Int) -> Int) -> [ItemPath] {
    let sections = Set(insertedSections)
    var paths = insertedItems.filter { !sections.contains($0.section) }
    for section in sections.sorted() {
      paths += (0..<max(itemCount(section), 0)).lazy.map { ItemPath(item: $0, section: section) }
    }
    return paths
  }
}
