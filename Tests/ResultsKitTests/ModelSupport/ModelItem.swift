import ResultsKit
import ResultsKitAlgorithms

/// The model-based coordinator tests: random sequences of snapshots and event streams, each
/// change checked against what the coordinator's documented rules say it must produce,
/// worked out independently of the library (see ``ModelBased/ExpectedChange``).
///
/// Everything lives in this namespace so that the short names (`Item`, `Snapshot`) cannot clash
/// with other test files of the target.
enum ModelBased {}

extension ModelBased {
  /// The object of every model: an identity and a content version.
  struct Item: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var version: Int

    /// `7v2`: id 7, version 2.
    var description: String { "\(id)v\(version)" }
  }

  /// A view model over ``Item``, for the `MappedMonitor` runs: neither `Identifiable` nor
  /// carrying the version as a number, so that nothing but the transform can build it.
  struct ItemViewModel: Equatable, CustomStringConvertible {
    var key: Int
    var title: String

    init(_ item: Item) {
      key = item.id
      title = "#\(item.id) (v\(item.version))"
    }

    var description: String { title }
  }

  /// One published state: sections with unique names, objects with unique ids.
  typealias Snapshot = [ResultsSection<Item>]

  /// `a[1v0 2v1] b[]`, or `(no sections)`.
  static func describe(_ snapshot: Snapshot) -> String {
    guard !snapshot.isEmpty else { return "(no sections)" }
    return snapshot.map { section in
      "\(section.name)[\(section.objects.map(\.description).joined(separator: " "))]"
    }.joined(separator: " ")
  }

  /// The item count of each section.
  static func counts(_ snapshot: Snapshot) -> [Int] { snapshot.map(\.objects.count) }

  /// The length of the longest strictly increasing subsequence of `values` (patience sorting).
  static func longestIncreasingRun(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
      let low = tails.lowerBound(of: value)
      if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
  }
}
