/// One of the two libraries the report compares.
enum Side {
  /// ResultsKit's SQLite store.
  case resultsKit
  /// GRDB.
  case grdb

  /// Which side goes first in run `run`: they alternate, so that neither always inherits the
  /// other's state of the machine (page cache, allocator, disk).
  static func order(run: Int) -> [Side] {
    run % 2 == 0 ? [.resultsKit, .grdb] : [.grdb, .resultsKit]
  }
}
