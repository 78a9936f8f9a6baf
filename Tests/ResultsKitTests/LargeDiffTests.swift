import ResultsKit
import ResultsKitTesting
import Testing

/// Diffs large enough that the identity table is memory of its own (on Linux, a mapping of
/// 4 MiB or more): they pair, replay and report duplicates as small ones do.
@Suite struct LargeDiffTests {
  /// Identifiers enough for a table of more than 4 MiB of 32-bit slots: the table holds one
  /// and a half slots per identifier of both snapshots.
  static let count = 400_000

  /// `0..<count` shuffled, then a tenth deleted, a tenth moved and a tenth as many new ones
  /// inserted, all scattered: each object gets a sort key (twice its old position when it
  /// stays in order, an odd random one when it moves or is new) and the new snapshot is the
  /// objects sorted by key.
  static func snapshots(seed: UInt64) -> (old: [Int], new: [Int]) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let old = Array(0..<count).shuffled(using: &random)
    var keyed: [(key: Int, id: Int)] = []
    for (position, id) in old.enumerated() {
      switch random.next(below: 10) {
      case 0: continue
      case 1: keyed.append((random.next(below: count) * 2 + 1, id))
      default: keyed.append((position * 2, id))
      }
    }
    for id in count..<(count + count / 10) {
      keyed.append((random.next(below: count) * 2 + 1, id))
    }
    keyed.sort { ($0.key, $0.id) < ($1.key, $1.id) }
    return (old, keyed.map(\.id))
  }

  @Test(arguments: [1, 2] as [UInt64])
  func pairsAndReplays(seed: UInt64) throws {
    let (old, new) = Self.snapshots(seed: seed)
    let batch = try ChangeBatch.diff(from: old, to: new, id: { $0 }, isEqual: ==)
    #expect(batch.isCanonical)
    #expect(try batch.applied(to: [old], taking: [new]) == [new])
    let kept = Set(old).intersection(new).count
    #expect(batch.deletedItems.count == old.count - kept)
    #expect(batch.insertedItems.count == new.count - kept)
  }

  @Test func duplicateInNewAmongManyObjects() throws {
    let (old, new) = Self.snapshots(seed: 3)
    let last = new.count - 1
    var duplicated = new
    duplicated[last] = new[7]
    #expect(
      throws: DiffError.duplicateIdentifier(
        String(new[7]), first: ItemPath(item: 7, section: 0),
        second: ItemPath(item: last, section: 0), inNew: true)
    ) {
      try ChangeBatch.diff(from: old, to: duplicated, id: { $0 }, isEqual: ==)
    }
  }

  @Test func duplicateInOldAmongManyObjects() throws {
    let (old, new) = Self.snapshots(seed: 4)
    var duplicated = old
    duplicated[old.count - 1] = old[3]
    #expect(
      throws: DiffError.duplicateIdentifier(
        String(old[3]), first: ItemPath(item: 3, section: 0),
        second: ItemPath(item: old.count - 1, section: 0), inNew: false)
    ) {
      try ChangeBatch.diff(from: duplicated, to: new, id: { $0 }, isEqual: ==)
    }
  }
}
