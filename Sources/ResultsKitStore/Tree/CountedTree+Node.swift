import ResultsKitAlgorithms

extension CountedTree {
  /// A node of the tree: a leaf of elements, or an inner node of children with their counts and
  /// separators.
  @usableFromInline
  final class Node {
    @usableFromInline
    let isLeaf: Bool
    /// A leaf's elements; an inner node's separators: the first element of each child, kept
    /// exact through every change (elements may be references whose meaning changes once they
    /// leave the tree, such as reused slot numbers, so a stale copy is never kept).
    @exclusivity(unchecked) @usableFromInline
    var elements: [Element]
    @exclusivity(unchecked) @usableFromInline
    var children: [Node]
    @exclusivity(unchecked) @usableFromInline
    var counts: [Int]
    /// The number of elements under this node.
    @exclusivity(unchecked) @usableFromInline
    var count: Int

    @usableFromInline
    init(leaf elements: [Element]) {
      isLeaf = true
      self.elements = elements
      children = []
      counts = []
      count = elements.count
    }

    /// An inner node over non-empty `children`, separated by their first elements.
    @inlinable
    convenience init(children: [Node]) {
      self.init(children: children, separators: children.map(\.firstElement))
    }

    @usableFromInline
    init(children: [Node], separators: [Element]) {
      isLeaf = false
      elements = separators
      self.children = children
      counts = children.map(\.count)
      count = counts.reduce(0, +)
    }

    /// A copy that shares the children (copy on write, one level at a time).
    @inlinable
    func copy() -> Node {
      isLeaf ? Node(leaf: elements) : Node(children: children, separators: elements)
    }

    /// The number of entries this node holds directly (elements or children).
    @inlinable
    var size: Int { isLeaf ? elements.count : children.count }

    @inlinable
    var capacity: Int { isLeaf ? CountedTree.leafCapacity : CountedTree.innerCapacity }

    /// The leftmost element under this node, which must not be empty.
    @inlinable
    var firstElement: Element { elements[0] }

    /// Reads a byte of each cache line of the elements, with reads that do not wait for each
    /// other, so that a binary search over them that follows finds them in cache instead of
    /// waiting for each of its steps' lines in turn.
    ///
    /// Returns the bytes combined, for ``unused(_:_:)``: a read whose value is never used
    /// could be left out.
    @inlinable
    func touchElements() -> UInt8 {
      elements.withUnsafeBytes { bytes in
        var combined: UInt8 = 0
        var offset = 0
        while offset < bytes.count {
          combined ^= bytes[offset]
          offset += 64
        }
        return combined
      }
    }

    /// Zero, computed from `touched` in a way the compiler cannot see through (no leaf holds
    /// 2⁶² elements), so that the reads that made it are kept.
    ///
    /// It reads the count of `elements`, which the reads just brought into cache, not the
    /// node's own count, which may lie on a line of the header not read yet.
    @inlinable
    static func unused(_ touched: UInt8, _ elements: [Element]) -> Int {
      Int(touched) & (elements.count >> 62)
    }

    /// The child that holds `rank`, with `rank` made relative to it.
    @inlinable
    func child(containing rank: inout Int) -> Int {
      var index = 0
      while index < counts.count - 1, rank >= counts[index] {
        rank -= counts[index]
        index += 1
      }
      return index
    }

    /// The last child whose separator is before the sought place (0 when none is).
    @inlinable
    func lastChild(before isBefore: (Element) -> Bool) -> Int {
      guard children.count > 1 else { return 0 }
      return elements[1..<children.count].partitioningIndex { !isBefore($0) } - 1
    }

    @inlinable
    func uniqueChild(_ index: Int) -> Node {
      if !isKnownUniquelyReferenced(&children[index]) { children[index] = children[index].copy() }
      return children[index]
    }

    @inlinable
    func replace(at rank: Int, with element: Element) {
      if isLeaf {
        elements[rank] = element
        return
      }
      var rank = rank
      let index = child(containing: &rank)
      let child = uniqueChild(index)
      child.replace(at: rank, with: element)
      elements[index] = child.firstElement
    }

    /// Inserts `element`, adds its rank below this node to `rank`, and returns the new right
    /// sibling when this node had to split.
    @inlinable
    func insert(_ element: Element, isBefore: (Element) -> Bool, rank: inout Int) -> Node? {
      count += 1
      if isLeaf {
        let touched = touchElements()
        let position =
          elements.partitioningIndex(where: { !isBefore($0) }) + Self.unused(touched, elements)
        elements.insert(element, at: position)
        rank += position
      } else {
        let index = lastChild(before: isBefore)
        for preceding in 0..<index { rank += counts[preceding] }
        let child = uniqueChild(index)
        let sibling = child.insert(element, isBefore: isBefore, rank: &rank)
        childGrew(index, child, splitting: sibling)
      }
      return size > capacity ? splitOff(at: size / 2) : nil
    }

    /// Inserts `element` at `rank` below this node, which must be in `0...count`, and returns
    /// the new right sibling when this node had to split.
    @inlinable
    func insert(_ element: Element, at rank: Int) -> Node? {
      count += 1
      if isLeaf {
        elements.insert(element, at: rank)
      } else {
        var rank = rank
        let index = child(containing: &rank)
        let child = uniqueChild(index)
        let sibling = child.insert(element, at: rank)
        childGrew(index, child, splitting: sibling)
      }
      return size > capacity ? splitOff(at: size / 2) : nil
    }

    /// Notes that `child`, child `index`, took one more element, and that it split off
    /// `sibling`, the child that goes right after it, when that is not `nil`.
    @inlinable
    func childGrew(_ index: Int, _ child: Node, splitting sibling: Node?) {
      if let sibling {
        counts[index] = child.count
        children.insert(sibling, at: index + 1)
        counts.insert(sibling.count, at: index + 1)
        elements.insert(sibling.firstElement, at: index + 1)
      } else {
        counts[index] += 1
      }
      elements[index] = child.firstElement
    }

    /// Moves the entries from `index` on into a new node and returns it.
    @inlinable
    func splitOff(at index: Int) -> Node {
      let right: Node
      if isLeaf {
        right = Node(leaf: Array(elements[index...]))
      } else {
        right = Node(children: Array(children[index...]), separators: Array(elements[index...]))
        children.removeSubrange(index...)
        counts.removeSubrange(index...)
      }
      elements.removeSubrange(index...)
      count -= right.count
      return right
    }

    @inlinable
    func remove(at rank: Int) -> Element {
      count -= 1
      if isLeaf { return elements.remove(at: rank) }
      var rank = rank
      let index = child(containing: &rank)
      let child = uniqueChild(index)
      let removed = child.remove(at: rank)
      counts[index] -= 1
      if child.count > 0 { elements[index] = child.firstElement }
      rebalance(index)
      return removed
    }

    /// Keeps child `index` at least a quarter full: merges it with a neighbour, or shares
    /// the neighbour's entries evenly, or drops it when it is empty and alone.
    @inlinable
    func rebalance(_ index: Int) {
      let child = children[index]
      guard child.size < child.capacity / 4 else { return }
      guard children.count > 1 else { return }
      let left = index > 0 ? index - 1 : index
      let right = left + 1
      let leftNode = uniqueChild(left)
      let rightNode = uniqueChild(right)
      let separators = leftNode.elements + rightNode.elements
      let nodes = leftNode.children + rightNode.children
      let total = leftNode.isLeaf ? separators.count : nodes.count
      if total <= leftNode.capacity {
        leftNode.take(elements: separators, children: nodes)
        children.remove(at: right)
        counts.remove(at: right)
        elements.remove(at: right)
        counts[left] = leftNode.count
        elements[left] = leftNode.firstElement
        return
      }
      let half = total / 2
      leftNode.take(
        elements: Array(separators[..<half]), children: leftNode.isLeaf ? [] : Array(nodes[..<half])
      )
      rightNode.take(
        elements: Array(separators[half...]), children: leftNode.isLeaf ? [] : Array(nodes[half...])
      )
      elements[left] = leftNode.firstElement
      elements[right] = rightNode.firstElement
      counts[left] = leftNode.count
      counts[right] = rightNode.count
    }

    /// Replaces this node's contents.
    @inlinable
    func take(elements newElements: [Element], children newChildren: [Node]) {
      elements = newElements
      children = newChildren
      counts = newChildren.map(\.count)
      count = isLeaf ? newElements.count : counts.reduce(0, +)
    }

    @inlinable
    func forEach(_ body: (Element) throws -> Void) rethrows {
      if isLeaf {
        for element in elements { try body(element) }
      } else {
        for child in children { try child.forEach(body) }
      }
    }
  }
}
