import ResultsKit
import SQLiteScenarios

/// GRDB's fetched departures as the controller's results: one section per platform.
enum PlatformSections {
  /// Splits `departures`, already in board order (by platform first), into one section per
  /// platform, in that order.
  ///
  /// - Complexity: O(*n*): one pass to find where each platform starts, one copy.
  static func grouping(_ departures: [Departure]) -> [ResultsSection<Departure>] {
    var sections: [ResultsSection<Departure>] = []
    var start = departures.startIndex
    while start < departures.endIndex {
      let platform = departures[start].platform
      var end = start + 1
      while end < departures.endIndex, departures[end].platform == platform { end += 1 }
      sections.append(ResultsSection(name: platform, objects: Array(departures[start..<end])))
      start = end
    }
    return sections
  }

  /// Whether `a` and `b` have the same sections (by name) with the same objects in the same
  /// order; index titles aside (the controller gives its sections one, the grouping none).
  static func same(_ a: [ResultsSection<Departure>], _ b: [ResultsSection<Departure>]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { $0.name == $1.name && $0.objects == $1.objects }
  }
}
