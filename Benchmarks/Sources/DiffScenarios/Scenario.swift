import ResultsKitTesting
/// A small row with an identity and a content version: the element type a list view diffs.
public struct Row: Identifiable, Equatable, Sendable {
  /// The identity the diff matches rows by.
  public let id: Int
  /// The content; rows with the same id and another version are changed.
  public var version: Int

  /// Creates a row.
  public init(id: Int, version: Int = 0) {
    self.id = id
    self.version = version
  }
}

/// One diff input: the ids before and after, built once from a fixed seed.
///
/// Ids are unique within `source` and within `target`; ids `>= source.count` are new.
public struct Scenario: Sendable {
  /// A short name for tables, such as `"100k shuffled block"`.
  public let name: String
  /// The ids before the change.
  public let source: [Int]
  /// The ids after the change.
  public let target: [Int]

  /// Creates a scenario from its ids.
  public init(name: String, source: [Int], target: [Int]) {
    self.name = name
    self.source = source
    self.target = target
  }

  /// The number of source elements: the *n* of "ns per element" and "bytes per element".
  public var count: Int { source.count }

  /// The source ids as ``Row``s, all at version 0 (so the diff reports no content changes).
  public var sourceRows: [Row] { source.map { Row(id: $0) } }
  /// The target ids as ``Row``s.
  public var targetRows: [Row] { target.map { Row(id: $0) } }
}

extension Scenario {
  /// DifferenceKit's benchmark construction at any size:
  /// `source = 0..<n`; remove `2n/10 ..< 3n/10`; insert the new ids `n ..< n + n/10` at index
  /// `3n/10`; then shuffle the first `n/10` elements of the target with SeededRandomNumberGenerator(`seed`).
  ///
  /// So a tenth of the elements is deleted, a tenth inserted and a tenth shuffled in place.
  public static func shuffledBlock(count n: Int, seed: UInt64 = 42, name: String? = nil) -> Scenario
  {
    let tenth = n / 10
    var target = Array(0..<n)
    target.removeSubrange(2 * tenth..<3 * tenth)
    target.insert(contentsOf: n..<n + tenth, at: 3 * tenth)
    var rng = SeededRandomNumberGenerator(seed: seed)
    target[0..<tenth].shuffle(using: &rng)
    return Scenario(
      name: name ?? "\(Scenario.label(n)) shuffled block", source: Array(0..<n), target: target)
  }

  /// Changes spread over the whole list, from SeededRandomNumberGenerator(`seed`): `deletes` random elements
  /// removed, `moves` other random elements taken out and put back at random places, and
  /// `inserts` new ids (`n ..< n + inserts`) put in at random places.
  ///
  /// A moved element can land where it keeps its order with the rest by chance, so the minimal
  /// move count is a little below `moves`.
  public static func scattered(
    count n: Int, deletes: Int, moves: Int, inserts: Int, seed: UInt64 = 7, name: String? = nil
  ) -> Scenario {
    precondition(deletes + moves <= n)
    var rng = SeededRandomNumberGenerator(seed: seed)
    var picked = Array(0..<n)
    // Partial Fisher–Yates: the first `deletes + moves` entries are a random sample.
    for i in 0..<(deletes + moves) {
      picked.swapAt(i, Int.random(in: i..<n, using: &rng))
    }
    var role = [UInt8](repeating: 0, count: n)  // 0 kept, 1 deleted, 2 moved
    for id in picked[0..<deletes] { role[id] = 1 }
    for id in picked[deletes..<(deletes + moves)] { role[id] = 2 }

    var floating = Array(picked[deletes..<(deletes + moves)]) + Array(n..<n + inserts)
    floating.shuffle(using: &rng)
    let kept = (0..<n).filter { role[$0] == 0 }
    let total = kept.count + floating.count

    // Random distinct slots of the target for the floating elements; kept ones fill the rest in order.
    var slots = Array(0..<total)
    for i in 0..<floating.count {
      slots.swapAt(i, Int.random(in: i..<total, using: &rng))
    }
    var isFloating = [Bool](repeating: false, count: total)
    for slot in slots[0..<floating.count] { isFloating[slot] = true }

    var target: [Int] = []
    target.reserveCapacity(total)
    var nextKept = 0
    var nextFloating = 0
    for slot in 0..<total {
      if isFloating[slot] {
        target.append(floating[nextFloating])
        nextFloating += 1
      } else {
        target.append(kept[nextKept])
        nextKept += 1
      }
    }
    return Scenario(
      name: name ?? "\(Scenario.label(n)) scattered", source: Array(0..<n), target: target)
  }

  /// `100_000` → `"100k"`, `1_000_000` → `"1M"`.
  public static func label(_ n: Int) -> String {
    if n >= 1_000_000, n % 1_000_000 == 0 { return "\(n / 1_000_000)M" }
    if n >= 1_000, n % 1_000 == 0 { return "\(n / 1_000)k" }
    return "\(n)"
  }
}

extension Scenario {
  /// The benchmarked scenarios, by the names the benchmarks use.
  public static let diff100k = shuffledBlock(count: 100_000)
  /// 100k ids with 10k random deletes, 10k random moves and 10k random inserts.
  public static let diff100kScattered = scattered(
    count: 100_000, deletes: 10_000, moves: 10_000, inserts: 10_000)
  /// The 100k scenario ×10.
  public static let diff1M = shuffledBlock(count: 1_000_000)
  /// The stdlib comparison: the same proportions at 20k, where Myers still finishes in about a second.
  public static let stdlib20k = shuffledBlock(count: 20_000)
}
