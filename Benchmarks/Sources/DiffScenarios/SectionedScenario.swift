import ResultsKit
import ResultsKitTesting

/// A sectioned diff input: the same sections (same names, same order) before and after, with
/// changes inside each section and objects moving between sections.
public struct SectionedScenario: Sendable {
  /// A short name for tables.
  public let name: String
  /// Ids per section before the change; section `i` is named `"S\(i)"` on both sides.
  public let source: [[Int]]
  /// Ids per section after the change.
  public let target: [[Int]]

  /// Creates a scenario from its ids.
  public init(name: String, source: [[Int]], target: [[Int]]) {
    self.name = name
    self.source = source
    self.target = target
  }

  /// The number of source objects over all sections.
  public var count: Int { source.reduce(0) { $0 + $1.count } }

  /// The source as sections of ``Row``s.
  public var sourceSections: [ResultsSection<Row>] { Self.sections(source) }
  /// The target as sections of ``Row``s.
  public var targetSections: [ResultsSection<Row>] { Self.sections(target) }

  private static func sections(_ ids: [[Int]]) -> [ResultsSection<Row>] {
    ids.enumerated().map {
      ResultsSection(name: "S\($0.offset)", objects: $0.element.map { Row(id: $0) })
    }
  }

  /// `sections` sections of `perSection` objects; each section gets the ``Scenario/shuffledBlock(count:seed:name:)``
  /// treatment (a tenth deleted, a tenth inserted, a tenth shuffled), then `crossMoves` random
  /// surviving objects of every section move to random places in the next section (the last to the first).
  public static func sectionedShuffledBlocks(
    sections: Int = 10, perSection: Int = 10_000, crossMoves: Int = 100, seed: UInt64 = 11
  ) -> SectionedScenario {
    var rng = SeededRandomNumberGenerator(seed: seed)
    var source: [[Int]] = []
    var target: [[Int]] = []
    let newBase = sections * perSection
    for s in 0..<sections {
      let block = Scenario.shuffledBlock(count: perSection, seed: seed &+ UInt64(s))
      // Old ids of section s: s*perSection + local; new ids: past every old id, per section.
      let oldBase = s * perSection
      let newStart = newBase + s * perSection
      source.append(block.source.map { oldBase + $0 })
      target.append(
        block.target.map { $0 < perSection ? oldBase + $0 : newStart + $0 - perSection })
    }
    var leaving: [[Int]] = Array(repeating: [], count: sections)
    for s in 0..<sections {
      var chosen = Set<Int>()
      let oldRange = (s * perSection)..<((s + 1) * perSection)
      while chosen.count < crossMoves {
        let id = target[s][Int.random(in: 0..<target[s].count, using: &rng)]
        if oldRange.contains(id) { chosen.insert(id) }
      }
      target[s].removeAll { chosen.contains($0) }
      leaving[s] = chosen.sorted()
    }
    for s in 0..<sections {
      let destination = (s + 1) % sections
      for id in leaving[s] {
        target[destination].insert(
          id, at: Int.random(in: 0...target[destination].count, using: &rng))
      }
    }
    return SectionedScenario(
      name:
        "\(Scenario.label(sections * perSection)) sectioned \(sections)×\(Scenario.label(perSection))",
      source: source, target: target)
  }
}

extension MoveCensus {
  /// The census of a sectioned change whose sections are the same, in the same order, on both
  /// sides: an object that changes section must move; within a section, the longest in-order
  /// run of objects that stay in it stays, the others move.
  public init<ID: Hashable>(sourceSections: [[ID]], targetSections: [[ID]]) {
    precondition(sourceSections.count == targetSections.count)
    var placeOf = [ID: (section: Int, offset: Int)]()
    for (section, ids) in sourceSections.enumerated() {
      for (offset, id) in ids.enumerated() { placeOf[id] = (section, offset) }
    }
    var matched = 0
    var moves = 0
    for (section, ids) in targetSections.enumerated() {
      var offsets: [Int] = []
      for id in ids {
        guard let place = placeOf[id] else { continue }
        matched += 1
        if place.section == section { offsets.append(place.offset) } else { moves += 1 }
      }
      moves += offsets.count - MoveCensus.longestIncreasingSubsequenceLength(offsets)
    }
    let sourceCount = sourceSections.reduce(0) { $0 + $1.count }
    let targetCount = targetSections.reduce(0) { $0 + $1.count }
    self.init(
      deletes: sourceCount - matched, inserts: targetCount - matched, matched: matched,
      minimalMoves: moves)
  }
}

extension SectionedScenario {
  /// The benchmarked sectioned scenario: 10 sections × 10k, 100 objects per section moving on.
  public static let diff100kSectioned = sectionedShuffledBlocks()
}
