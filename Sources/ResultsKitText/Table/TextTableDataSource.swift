import ResultsKit

/// What a ``TextTable`` shows: the text counterpart of `UITableViewDataSource`.
///
/// Only the row count and the cell are required; the table has one section, no headers and no
/// section index unless the data source says otherwise.
public protocol TextTableDataSource: AnyObject {
  /// The number of sections; 1 unless implemented.
  func numberOfSections(in table: TextTable) -> Int
  /// The number of rows in `section`.
  func table(_ table: TextTable, numberOfRowsInSection section: Int) -> Int
  /// A configured cell for the row at `path`, usually from
  /// ``TextTable/dequeueReusableCell(withIdentifier:for:)``.
  func table(_ table: TextTable, cellForRowAt path: ItemPath) -> TextCell
  /// The header of `section`; `nil` (the default) gives the section no header line.
  func table(_ table: TextTable, titleForHeaderInSection section: Int) -> String?
  /// The titles of the section index on the table's right edge; `nil` (the default) shows
  /// no index.
  func sectionIndexTitles(for table: TextTable) -> [String]?
  /// The section that the index title `title`, at `index` in ``sectionIndexTitles(for:)``,
  /// scrolls to; by default the section at `index`.
  func table(_ table: TextTable, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension TextTableDataSource {
  /// One section.
  public func numberOfSections(in table: TextTable) -> Int { 1 }

  /// No header.
  public func table(_ table: TextTable, titleForHeaderInSection section: Int) -> String? { nil }

  /// No section index.
  public func sectionIndexTitles(for table: TextTable) -> [String]? { nil }

  /// The section at `index`.
  public func table(
    _ table: TextTable, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }
}
