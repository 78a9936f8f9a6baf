/// A monitor's results as they are now, copied only if they are needed.
///
/// A paused coordinator keeps one, for `resume(animated: true)` to diff from. A monitor that
/// can, hands out a snapshot that reads its results only when asked, and freezes (copies them)
/// just before they change; one that is released before that costs nothing. Monitors that
/// cannot do that hand out an eager copy (the default
/// ``ResultsMonitor/snapshotOfSections()``).
///
///     // A monitor that knows when its results are about to change.
///     func snapshotOfSections() -> DeferredSections<Row> {
///         let snapshot = DeferredSections { [unowned self] in self.sections }
///         pending.append(snapshot)          // call freeze() on each before changing
///         return snapshot
///     }
public final class DeferredSections<Object> {
  private var frozen: [ResultsSection<Object>]?
  private let read: () -> [ResultsSection<Object>]

  /// A snapshot that reads the source's results through `read` until it is frozen.
  ///
  /// - Parameter read: Reads the results; called at most once, by ``sections`` or
  ///   ``freeze()``, so it must answer with the results as they were when the snapshot was
  ///   made (the source freezes the snapshot before its results change).
  public init(reading read: @escaping () -> [ResultsSection<Object>]) {
    self.read = read
  }

  /// A snapshot of results already copied.
  ///
  /// - Parameter sections: The results.
  public init(_ sections: [ResultsSection<Object>]) {
    frozen = sections
    read = { [] }
  }

  /// The results as they were when the snapshot was taken.
  public var sections: [ResultsSection<Object>] {
    if let frozen { return frozen }
    let sections = read()
    frozen = sections
    return sections
  }

  /// Copies the results now; the source calls this before they change.
  public func freeze() {
    _ = sections
  }

  /// A snapshot of these results with every object transformed, read (and transformed) only
  /// when its ``sections`` are read.
  ///
  /// This snapshot keeps being frozen by its source; the mapped one reads it.
  ///
  /// - Parameter transform: Makes the shown object from a result.
  /// - Returns: The mapped snapshot.
  public func map<T>(_ transform: @escaping (Object) -> T) -> DeferredSections<T> {
    DeferredSections<T> {
      self.sections.map {
        ResultsSection(name: $0.name, indexTitle: $0.indexTitle, objects: $0.objects.map(transform))
      }
    }
  }
}

extension ResultsMonitor {
  /// An eager snapshot: a copy of ``ResultsMonitor/sections`` as they are now.
  ///
  /// - Returns: The snapshot.
  /// - Complexity: The cost of ``ResultsMonitor/sections``, O(*n*) by default.
  public func snapshotOfSections() -> DeferredSections<Object> {
    DeferredSections(sections)
  }
}
