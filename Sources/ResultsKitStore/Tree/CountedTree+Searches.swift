import ResultsKitAlgorithms

extension CountedTree {
  /// What one of ``lowerBounds(in:isBefore:prepare:)``'s searches finds.
  @usableFromInline
  struct Found {
    /// The lower bound's rank.
    @usableFromInline var rank: Int
    /// The element at ``rank``, when the leaf the search reached holds it; `nil` when the
    /// rank is the first of the next leaf, or the tree's count.
    @usableFromInline var element: Element?

    @inlinable
    init(rank: Int, element: Element?) {
      self.rank = rank
      self.element = element
    }
  }

  /// The most walks ``walkTogether(from:child:prepare:leaf:)`` takes down together: enough
  /// reads at once to keep the memory busy, few enough leaves that they stay in cache until
  /// used.
  @inlinable
  static var walkedTogether: Int { 32 }

  /// The lower bound (see ``lowerBound(_:)``) of each of many searches, each in a tree of its
  /// own, found together (see ``walkTogether(from:child:prepare:leaf:)``).
  ///
  /// - Parameters:
  ///   - trees: The tree of each search.
  ///   - isBefore: Whether an element is before the place the search numbered by the first
  ///     argument (an index of `trees`) seeks; as in ``lowerBound(_:)``.
  ///   - prepare: Called with each group's first search and leaves before they are searched,
  ///     to read into cache what `isBefore` will read beyond the leaves.
  /// - Returns: What each search finds, in the order of `trees`.
  /// - Complexity: O(*k* log *n*) calls of `isBefore` for *k* searches in trees of at most
  ///   *n* elements.
  @inlinable
  static func lowerBounds(
    in trees: [CountedTree], isBefore: (_ search: Int, Element) -> Bool,
    prepare: (_ first: Int, _ leaves: UnsafeBufferPointer<Unmanaged<Node>>) -> Void = { _, _ in }
  ) -> [Found] {
    var found: [Found] = []
    found.reserveCapacity(trees.count)
    searchTogether(in: trees, isBefore: isBefore, prepare: prepare) {
      _, leaf, offset, position in
      found.append(
        Found(
          rank: offset + position,
          element: position < leaf.elements.count ? leaf.elements[position] : nil))
    }
    return found
  }

  /// For each of many searches, each in a tree of its own and made together (see
  /// ``walkTogether(from:child:prepare:leaf:)``), the rank of the first element from its lower
  /// bound on that `matches`, looked for in the run of elements for which `continues` holds,
  /// in the leaf the search reaches.
  ///
  /// A search whose run holds no match there, or goes on past the leaf, finds `nil`; one that
  /// finds a match finds it as its ``Found/element``.
  ///
  /// - Parameters:
  ///   - trees: The tree of each search.
  ///   - isBefore: As in ``lowerBounds(in:isBefore:prepare:)``.
  ///   - continues: Whether an element is still in the run the search looks in.
  ///   - matches: Whether an element is the one the search looks for.
  /// - Complexity: O(*k* (log *n* + *r*)) for *k* searches, *r* the longest run in a leaf.
  @inlinable
  static func firstMatches(
    in trees: [CountedTree], isBefore: (_ search: Int, Element) -> Bool,
    continues: (_ search: Int, Element) -> Bool, matches: (_ search: Int, Element) -> Bool
  ) -> [Found?] {
    var matched: [Found?] = []
    matched.reserveCapacity(trees.count)
    searchTogether(in: trees, isBefore: isBefore) { search, leaf, offset, position in
      var position = position
      while position < leaf.elements.count, continues(search, leaf.elements[position]),
        !matches(search, leaf.elements[position])
      {
        position += 1
      }
      let found = position < leaf.elements.count && continues(search, leaf.elements[position])
      matched.append(
        found ? Found(rank: offset + position, element: leaf.elements[position]) : nil)
    }
    return matched
  }

  /// Takes each search in `trees` down to its leaf by `isBefore`, in groups walked together
  /// (see ``walkTogether(from:child:prepare:leaf:)``), and calls `found`, in the order of
  /// `trees`, with the search's index, its leaf, the rank of the leaf's first element, and the
  /// position of the search's lower bound in the leaf.
  @inlinable
  static func searchTogether(
    in trees: [CountedTree], isBefore: (_ search: Int, Element) -> Bool,
    prepare: (_ first: Int, _ leaves: UnsafeBufferPointer<Unmanaged<Node>>) -> Void = { _, _ in },
    found: (_ search: Int, _ leaf: Node, _ offset: Int, _ position: Int) -> Void
  ) {
    var start = 0
    while start < trees.count {
      let group = start..<min(start + walkedTogether, trees.count)
      walkTogether(
        from: trees[group].map { $0.root.unretained },
        child: { index, node in node.lastChild { isBefore(group.lowerBound + index, $0) } },
        prepare: { prepare(group.lowerBound, $0) },
        leaf: { index, node, offset in
          let search = group.lowerBound + index
          found(search, node, offset, node.elements.partitioningIndex { !isBefore(search, $0) })
        })
      start = group.upperBound
    }
  }

  /// Walks from each of `starts` down to a leaf, all together: level by level, reading every
  /// node a level reaches before any walk goes on from it, with reads that do not wait for
  /// each other.
  ///
  /// One walk waits for each node it reaches in turn: its header, then its entries. Walks
  /// taken together wait about once per level instead of once per walk and level. The nodes
  /// must stay alive and unchanged until this returns: their trees hold them.
  ///
  /// - Parameters:
  ///   - starts: The node each walk starts from, unretained.
  ///   - child: The child that walk number `index` goes to from an inner node.
  ///   - prepare: Called with every walk's leaf once their elements are in cache, before
  ///     `leaf`.
  ///   - leaf: Called with each walk's index, leaf, and the number of elements before the
  ///     leaf under its start, in the order of `starts`.
  @inlinable
  static func walkTogether(
    from starts: [Unmanaged<Node>], child: (_ index: Int, Node) -> Int,
    prepare: (_ leaves: UnsafeBufferPointer<Unmanaged<Node>>) -> Void = { _ in },
    leaf: (_ index: Int, Node, _ offset: Int) -> Void
  ) {
    // Unretained references spare each node reached a retain, which would wait for the node's
    // header on its own.
    var nodes = starts
    var offsets = [Int](repeating: 0, count: starts.count)
    var descending = Array(starts.indices)
    nodes.withUnsafeMutableBufferPointer { nodes in
      offsets.withUnsafeMutableBufferPointer { offsets in
        while !descending.isEmpty {
          // Each node reached is first read here, in a loop whose reads do not wait for each
          // other; the next loop finds the inner ones in cache.
          descending.removeAll { nodes[$0]._withUnsafeGuaranteedRef { $0.isLeaf } }
          for index in descending {
            nodes[index] = nodes[index]._withUnsafeGuaranteedRef { node in
              let next = child(index, node)
              for preceding in 0..<next { offsets[index] += node.counts[preceding] }
              return node.children[next].unretained
            }
          }
        }
        var touched: UInt8 = 0
        for node in nodes { touched ^= node._withUnsafeGuaranteedRef { $0.touchElements() } }
        prepare(UnsafeBufferPointer(nodes))
        for index in nodes.indices {
          nodes[index]._withUnsafeGuaranteedRef { node in
            leaf(index, node, offsets[index] + Node.unused(touched, node.elements))
          }
        }
      }
    }
  }
}

extension CountedTree.Node {
  /// This node, unretained: for a walk down a tree that holds it.
  @inlinable
  var unretained: Unmanaged<CountedTree.Node> { Unmanaged.passUnretained(self) }
}
