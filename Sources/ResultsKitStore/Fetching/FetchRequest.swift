/// What a ``ResultsController`` shows: which objects, in what order, in which sections.
///
///     FetchRequest<Train>(
///         predicate: { !$0.hidden },
///         sortBy: [.ascending(\.time)],
///         sectionBy: { $0.platform })
///
/// Sections follow ``sectionOrder``, by name (ascending unless you choose another
/// ``SectionOrder``); the objects in each section follow ``sortBy``.
///
/// The closures must be pure: the same object must always give the same answer (and a
/// ``SectionOrder/by(_:)`` comparison the same answer for the same names). A controller
/// whose closures break that rule stays consistent: its events always describe its own
/// contents, and it never shows an object the store no longer has, one identifier twice or an
/// object's old content (it finds objects by identity, not by asking the closures again). But
/// its results may be out of order or miss objects until it fetches from scratch: set
/// ``ResultsController/request`` (the same value will do), then call
/// ``ResultsController/performFetch()``. A `performFetch()` with the request unchanged only
/// catches up on the commits the controller kept, and leaves the results as they are.
public struct FetchRequest<Object> {
  /// Which objects are in the results; `nil` takes every object.
  public var predicate: ((Object) -> Bool)?
  /// The order inside each section; ties are broken by the order in which the objects were
  /// inserted into the store.
  public var sortBy: [SortKey<Object>]
  /// Each object's section name; `nil` puts every object into one section named `""`.
  ///
  /// Names that `==` calls equal are one section, however each object spells its name
  /// (`"\u{E9}"` and `"e\u{301}"` both give é). The section is named by their canonical
  /// spelling (Unicode Normalization Form C): the name the controller reports, and the one its
  /// ``sectionOrder`` compares, a ``SectionOrder/by(_:)`` comparison included.
  public var sectionBy: ((Object) -> String)?
  /// The order of the sections, by name: ``SectionOrder/ascending`` unless set.
  public var sectionOrder: SectionOrder

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - predicate: Which objects are in the results; `nil` (the default) takes them all.
  ///   - sortBy: The keys that order each section, most significant first.
  ///   - sectionBy: Each object's section name. `nil` (the default) gives one section named
  ///     `""`, present even when it is empty. Names that `==` calls equal are one section,
  ///     named by their canonical (NFC) spelling.
  ///   - sectionOrder: The order of the sections, by name: ``SectionOrder/ascending`` (the
  ///     default), ``SectionOrder/descending``, ``SectionOrder/listed(_:)`` (the listed names
  ///     first, in that order) or ``SectionOrder/by(_:)`` (a comparison of names).
  public init(
    predicate: ((Object) -> Bool)? = nil, sortBy: [SortKey<Object>] = [],
    sectionBy: ((Object) -> String)? = nil, sectionOrder: SectionOrder = .ascending
  ) {
    self.predicate = predicate
    self.sortBy = sortBy
    self.sectionBy = sectionBy
    self.sectionOrder = sectionOrder
  }
}
