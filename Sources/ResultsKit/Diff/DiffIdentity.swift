/// How a diff tells its elements apart and whether an element's content changed.
///
/// The diff is generic over this rule rather than taking closures, so that once it is
/// specialised for identifiable, equatable elements, reading an identifier and comparing two
/// elements are inlined instead of being two indirect calls per element.
@usableFromInline
protocol DiffIdentity {
  associatedtype Element
  associatedtype ID: Hashable

  /// The identifier that pairs `element` with its counterpart in the other snapshot.
  func id(of element: Element) -> ID
  /// Whether two elements with the same identifier have the same content.
  func isEqual(_ lhs: Element, _ rhs: Element) -> Bool
}

/// Elements matched by their `id` and compared with `==`.
@usableFromInline
struct IdentifiableIdentity<Element: Identifiable & Equatable>: DiffIdentity {
  @inlinable
  init() {}

  @inlinable
  func id(of element: Element) -> Element.ID { element.id }

  @inlinable
  func isEqual(_ lhs: Element, _ rhs: Element) -> Bool { lhs == rhs }
}

/// Elements matched and compared by the caller's closures.
///
/// The closures are the caller's non-escaping ones, lent for the diff's duration
/// (`withoutActuallyEscaping`): a value of this type never outlives the call that made it.
@usableFromInline
struct ClosureIdentity<Element, ID: Hashable>: DiffIdentity {
  @usableFromInline let identify: (Element) -> ID
  @usableFromInline let compare: (Element, Element) -> Bool

  @inlinable
  init(id: @escaping (Element) -> ID, isEqual: @escaping (Element, Element) -> Bool) {
    identify = id
    compare = isEqual
  }

  @inlinable
  func id(of element: Element) -> ID { identify(element) }

  @inlinable
  func isEqual(_ lhs: Element, _ rhs: Element) -> Bool { compare(lhs, rhs) }
}
