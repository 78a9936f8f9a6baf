import ResultsKit

/// What a ``TextGrid`` shows: the text counterpart of `UICollectionViewDataSource`.
public protocol TextGridDataSource: AnyObject {
  /// The number of sections; 1 unless implemented.
  func numberOfSections(in grid: TextGrid) -> Int
  /// The number of items in `section`.
  func grid(_ grid: TextGrid, numberOfItemsInSection section: Int) -> Int
  /// A configured cell for the item at `path`, usually from
  /// ``TextGrid/dequeueReusableCell(withReuseIdentifier:for:)``.
  func grid(_ grid: TextGrid, cellForItemAt path: ItemPath) -> TextCell
  /// A configured supplementary view of `kind` for `path`, usually from
  /// ``TextGrid/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``; `nil`
  /// (the default) shows none.
  ///
  /// The grid asks for ``TextGrid/sectionHeaderKind`` at `ItemPath(item: 0, section: s)`:
  /// when it loads (for every section) and when a batch inserts sections (for those), to learn
  /// which sections have a header line, and whenever a header comes into view.
  func grid(
    _ grid: TextGrid, viewForSupplementaryElementOfKind kind: String, at path: ItemPath
  ) -> TextCell?
}

extension TextGridDataSource {
  /// One section.
  public func numberOfSections(in grid: TextGrid) -> Int { 1 }

  /// No supplementary views.
  public func grid(
    _ grid: TextGrid, viewForSupplementaryElementOfKind kind: String, at path: ItemPath
  ) -> TextCell? {
    nil
  }
}
