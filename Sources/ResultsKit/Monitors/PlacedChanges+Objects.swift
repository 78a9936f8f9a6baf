import ResultsKitAlgorithms

/// The objects of a change by their index in it: what `ResultsEvent.sendChange(placed:…)`
/// reads the events' objects from.
///
/// A protocol rather than two closures, so that reading an object is a direct, specialised
/// access in the caller's storage (a store's commit) instead of a call through a closure per
/// event: a change can hold a million objects.
@usableFromInline
package protocol ChangedObjects {
  /// The type of the objects.
  associatedtype Object
  /// The content before the change of the object of change `index`, if it had one.
  func old(at index: Int) -> Object?
  /// The content after the change of the object of change `index`, if it has one.
  func new(at index: Int) -> Object?
  /// Whether the object of change `index` had a content before the change: whether
  /// `old(at: index)` is not `nil`, without copying it.
  func hasOld(at index: Int) -> Bool
  /// Whether the object of change `index` has a content after the change: whether
  /// `new(at: index)` is not `nil`, without copying it.
  func hasNew(at index: Int) -> Bool
}

extension ChangedObjects {
  @inlinable
  package func hasOld(at index: Int) -> Bool { old(at: index) != nil }

  @inlinable
  package func hasNew(at index: Int) -> Bool { new(at: index) != nil }
}

// Two sequences rather than one with a switch and a mapping of its elements: the two-path and
// one-path shapes are what `ResultsEvent.sendChange` takes, and one shared iterator mapped to
// them made a change of a million objects about a fifth slower.
extension PlacedChanges {
  /// The objects of one kind, in one state's order, each with its path in that state: the
  /// deletes (before, old contents) or the inserts (after, new contents).
  @usableFromInline
  struct Placed<Objects: ChangedObjects>: Sequence {
    @usableFromInline let entries: [KeyedIndex]
    @usableFromInline let kinds: [Kind]
    @usableFromInline let kind: Kind
    @usableFromInline let objects: Objects

    @inlinable
    init(_ entries: [KeyedIndex], _ kinds: [Kind], _ kind: Kind, _ objects: Objects) {
      self.entries = entries
      self.kinds = kinds
      self.kind = kind
      self.objects = objects
    }

    @inlinable
    func makeIterator() -> Iterator { Iterator(of: self) }

    @usableFromInline
    struct Iterator: IteratorProtocol {
      @usableFromInline let placed: Placed
      @usableFromInline var position = 0

      @inlinable
      init(of placed: Placed) { self.placed = placed }

      @inlinable
      mutating func next() -> (Objects.Object, ItemPath)? {
        while position < placed.entries.count {
          let entry = placed.entries[position]
          position += 1
          let index = Int(entry.index)
          guard placed.kinds[index] == placed.kind else { continue }
          let object =
            placed.kind == .deleted ? placed.objects.old(at: index) : placed.objects.new(at: index)
          if let object { return (object, KeyedIndex.path(entry.key)) }
        }
        return nil
      }
    }
  }

  /// The objects of one kind present before and after (moved, or updated in place), in their
  /// order after the change, each with its new content and its paths before and after.
  @usableFromInline
  struct Replaced<Objects: ChangedObjects>: Sequence {
    @usableFromInline let after: [KeyedIndex]
    @usableFromInline let beforeKeys: [UInt64]
    @usableFromInline let kinds: [Kind]
    @usableFromInline let kind: Kind
    @usableFromInline let objects: Objects

    @inlinable
    init(
      _ after: [KeyedIndex], _ beforeKeys: [UInt64], _ kinds: [Kind], _ kind: Kind,
      _ objects: Objects
    ) {
      self.after = after
      self.beforeKeys = beforeKeys
      self.kinds = kinds
      self.kind = kind
      self.objects = objects
    }

    @inlinable
    func makeIterator() -> Iterator { Iterator(of: self) }

    @usableFromInline
    struct Iterator: IteratorProtocol {
      @usableFromInline let replaced: Replaced
      @usableFromInline var position = 0

      @inlinable
      init(of replaced: Replaced) { self.replaced = replaced }

      @inlinable
      mutating func next() -> (Objects.Object, ItemPath, ItemPath)? {
        while position < replaced.after.count {
          let entry = replaced.after[position]
          position += 1
          let index = Int(entry.index)
          guard replaced.kinds[index] == replaced.kind,
            let object = replaced.objects.new(at: index)
          else { continue }
          return (
            object, KeyedIndex.path(replaced.beforeKeys[index]), KeyedIndex.path(entry.key)
          )
        }
        return nil
      }
    }
  }
}
