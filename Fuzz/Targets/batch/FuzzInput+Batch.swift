// The counts and batches of the `batch` target, read from the fuzzer's bytes.

import ResultsKit

extension FuzzInput {
  /// Item counts: up to 4 sections of up to 6 items.
  mutating func counts() -> [Int] {
    (0..<int(in: 0...4)).map { _ in int(in: 0...6) }
  }

  /// An index for a batch: mostly 0…6, sometimes -1, `Int.max` or `Int.min`.
  mutating func index() -> Int {
    switch byte() {
    case 0xFF: Int.max
    case 0xFE: Int.min
    case 0xFD: -1
    case let value: Int(value % 7)
    }
  }

  mutating func path() -> ItemPath {
    let section = index()
    return ItemPath(item: index(), section: section)
  }

  /// Up to 4 values of `element`.
  mutating func list<T>(_ element: (inout FuzzInput) -> T) -> [T] {
    (0..<int(in: 0...4)).map { _ in element(&self) }
  }

  /// A batch of small (and a few extreme) indices, in no particular order.
  mutating func batch() -> ChangeBatch {
    ChangeBatch(
      deletedSections: list { $0.index() }, insertedSections: list { $0.index() },
      deletedItems: list { $0.path() }, insertedItems: list { $0.path() },
      movedItems: list { ItemMove(from: $0.path(), to: $0.path()) },
      reloadedItems: list { $0.path() }, reconfiguredItems: list { $0.path() })
  }
}
