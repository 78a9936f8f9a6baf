import ResultsKitAlgorithms

/// A counted B+ tree: elements kept in an order the caller defines, with access, insertion and
/// removal by rank and search by a monotone predicate, each in O(log *n*).
///
/// Leaves hold the elements. An inner node holds its children, the number of elements under
/// each, and a separator per child: that child's first element, kept exact by every insertion
/// and removal (so elements may be handles, like slot numbers, that mean something else once
/// they leave the tree). Removals by rank never compare elements.
///
/// The tree never compares elements itself: every search takes the caller's predicate. A
/// predicate that is not monotone (an inconsistent sort) cannot break the structure; it only
/// makes searches land in unspecified places, which callers check.
@usableFromInline
struct CountedTree<Element> {
  /// The most elements a leaf holds before it splits.
  @inlinable
  static var leafCapacity: Int { 128 }
  /// The most children an inner node holds before it splits.
  @inlinable
  static var innerCapacity: Int { 64 }

  @usableFromInline
  var root: Node

  /// Creates an empty tree.
  @inlinable
  init() {
    root = Node(leaf: [])
  }

  /// Creates a tree of `elements`, which must already be in order, with full leaves.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  init(sorted elements: [Element]) {
    guard elements.count > Self.leafCapacity else {
      root = Node(leaf: elements)
      return
    }
    var level: [Node] = stride(from: 0, to: elements.count, by: Self.leafCapacity).map {
      Node(leaf: Array(elements[$0..<min($0 + Self.leafCapacity, elements.count)]))
    }
    while level.count > 1 {
      level = stride(from: 0, to: level.count, by: Self.innerCapacity).map {
        Node(children: Array(level[$0..<min($0 + Self.innerCapacity, level.count)]))
      }
    }
    root = level[0]
  }

  /// The number of elements.
  @inlinable
  var count: Int { root.count }

  @inlinable
  var isEmpty: Bool { root.count == 0 }

  /// The element at `rank`, which must be in `0..<count`.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  subscript(rank: Int) -> Element {
    get {
      var node = root
      var rank = rank
      while !node.isLeaf {
        let child = node.child(containing: &rank)
        node = node.children[child]
      }
      return node.elements[rank]
    }
    set {
      if !isKnownUniquelyReferenced(&root) { root = root.copy() }
      root.replace(at: rank, with: newValue)
    }
  }

  /// The first element, if any.
  @inlinable
  var first: Element? { isEmpty ? nil : self[0] }

  /// The rank of the first element for which `isBefore` is false, or `count` when there is
  /// none; `isBefore` must be true for a prefix of the elements and false for the rest.
  ///
  /// - Complexity: O(log *n*) calls of `isBefore`.
  @inlinable
  func lowerBound(_ isBefore: (Element) -> Bool) -> Int {
    var node = root
    var offset = 0
    while !node.isLeaf {
      let child = node.lastChild(before: isBefore)
      for index in 0..<child { offset += node.counts[index] }
      node = node.children[child]
    }
    let touched = node.touchElements()
    return offset + node.elements.partitioningIndex(where: { !isBefore($0) })
      + Node.unused(touched, node.elements)
  }

  /// Inserts `element` at the place `isBefore` finds (see `lowerBound(_:)`) and returns its rank.
  ///
  /// - Complexity: O(log *n*).
  @discardableResult
  @inlinable
  mutating func insert(_ element: Element, isBefore: (Element) -> Bool) -> Int {
    if !isKnownUniquelyReferenced(&root) { root = root.copy() }
    var rank = 0
    if let sibling = root.insert(element, isBefore: isBefore, rank: &rank) {
      root = Node(children: [root, sibling])
    }
    return rank
  }

  /// Inserts `element` at `rank`, which must be in `0...count`: for a caller that knows where
  /// it goes (see ``lowerBounds(in:isBefore:prepare:)``).
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  mutating func insert(_ element: Element, at rank: Int) {
    if !isKnownUniquelyReferenced(&root) { root = root.copy() }
    if let sibling = root.insert(element, at: rank) {
      root = Node(children: [root, sibling])
    }
  }

  /// Removes and returns the element at `rank`, which must be in `0..<count`.
  ///
  /// - Complexity: O(log *n*).
  @discardableResult
  @inlinable
  mutating func remove(at rank: Int) -> Element {
    if !isKnownUniquelyReferenced(&root) { root = root.copy() }
    let removed = root.remove(at: rank)
    while !root.isLeaf, root.children.count == 1 {
      root = root.children[0]
    }
    return removed
  }

  /// Calls `body` with every element, in order.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  func forEach(_ body: (Element) throws -> Void) rethrows {
    try root.forEach(body)
  }

  /// The elements, in order.
  @inlinable
  var elements: [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    forEach { result.append($0) }
    return result
  }

  /// The rank of the first element for which `matches` is true, checking every element.
  ///
  /// - Complexity: O(*n*); for callers recovering from an inconsistent order.
  @inlinable
  func firstRank(where matches: (Element) -> Bool) -> Int? {
    var rank = 0
    var found: Int?
    forEach { element in
      if found == nil, matches(element) { found = rank }
      rank += 1
    }
    return found
  }
}
