import ResultsKitTesting
import Testing

@testable import ResultsKit

/// Validation finds repeated and shared paths on sorted keys, then names them in list order:
/// checked against a plain search by hashing, on long lists in random order.
@Suite("Repeats and conflicts found on sorted keys")
struct SortedPathKeysTests {
  /// The rules 3 and 4 of validation, as written before the keys: the first repeat of each
  /// list in turn, then the first conflict of each pair, in the lists' order.
  static func expectedError(_ batch: ChangeBatch) -> BatchError? {
    let sources = batch.movedItems.map(\.from)
    let destinations = batch.movedItems.map(\.to)
    let lists: [([ItemPath], BatchOperation)] = [
      (batch.deletedItems, .delete), (batch.insertedItems, .insert), (sources, .moveFrom),
      (destinations, .moveTo), (batch.reloadedItems, .reload),
      (batch.reconfiguredItems, .reconfigure),
    ]
    for (paths, operation) in lists {
      var seen = Set<ItemPath>()
      for path in paths where !seen.insert(path).inserted { return .duplicate(operation, path) }
    }
    let pairs: [([ItemPath], BatchOperation, [ItemPath], BatchOperation)] = [
      (batch.deletedItems, .delete, batch.reloadedItems, .reload),
      (batch.deletedItems, .delete, sources, .moveFrom),
      (batch.insertedItems, .insert, destinations, .moveTo),
      (batch.reloadedItems, .reload, sources, .moveFrom),
    ]
    for (firsts, first, seconds, second) in pairs {
      let others = Set(seconds)
      for path in firsts where others.contains(path) { return .conflict(first, second, path) }
    }
    return nil
  }

  @Test("The error names the first repeat or conflict in list order", arguments: [1, 2, 3, 4])
  func matchesTheHashingSearch(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let counts = [300, 1, 70_000, 40]
    func path() -> ItemPath {
      let section = random.next(below: counts.count)
      return ItemPath(item: random.next(below: counts[section]), section: section)
    }
    var thrown = 0
    for round in 0..<300 {
      // Few distinct paths in some rounds (repeats and conflicts likely), many in others.
      let pool = (0..<(round % 3 == 0 ? 20 : 5_000)).map { _ in path() }
      func list() -> [ItemPath] {
        (0..<random.next(below: 60)).map { _ in pool[random.next(below: pool.count)] }
      }
      var batch = ChangeBatch(
        deletedItems: list(), insertedItems: list(), reloadedItems: list(),
        reconfiguredItems: list())
      batch.movedItems = zip(list(), list()).map { ItemMove(from: $0, to: $1) }
      if round % 2 == 1 {
        // Drop the repeats so that only conflicts (or nothing) remain.
        batch.deletedItems = Array(Set(batch.deletedItems)).sorted()
        batch.insertedItems = Array(Set(batch.insertedItems)).sorted().reversed()
      }
      let expected = Self.expectedError(batch)
      do {
        try batch.validate(before: counts, after: counts)
        #expect(expected == nil, "seed \(seed), round \(round)")
      } catch {
        switch error {
        case .duplicate, .conflict:
          thrown += 1
          #expect(error == expected, "seed \(seed), round \(round)")
        default:
          #expect(expected == nil, "seed \(seed), round \(round): \(error)")
        }
      }
    }
    #expect(thrown > 50, "the rounds make repeats and conflicts")
  }

  @Test("Keys sort as paths do, and find repeats and shared keys")
  func keys() throws {
    let paths = [
      ItemPath(item: 5, section: 1), ItemPath(item: 0, section: 2), ItemPath(item: 9, section: 0),
    ]
    let keys = try #require(SortedPathKeys(paths))
    #expect(keys.keys == paths.sorted().map { UInt64($0.section) << 32 | UInt64($0.item) })
    #expect(!keys.hasRepeat)
    #expect(try #require(SortedPathKeys(paths + [paths[1]])).hasRepeat)
    let other = try #require(SortedPathKeys([ItemPath(item: 9, section: 0)]))
    #expect(keys.sharesKey(with: other))
    #expect(!keys.sharesKey(with: try #require(SortedPathKeys([ItemPath(item: 1, section: 0)]))))
    #expect(SortedPathKeys([ItemPath(item: 1 << 33, section: 0)]) == nil)
  }
}
