import ResultsKit

/// An element of the replayed content: which side it comes from, and its path there.
struct Token: Equatable, CustomStringConvertible {
  var isNew: Bool
  var path: ItemPath

  var description: String { "\(isNew ? "n" : "o")\(path.section).\(path.item)" }

  /// Content of `counts`, every element naming itself.
  static func content(_ counts: [Int], isNew: Bool) -> [[Token]] {
    counts.enumerated().map { section, count in
      (0..<count).map { Token(isNew: isNew, path: ItemPath(item: $0, section: section)) }
    }
  }
}
