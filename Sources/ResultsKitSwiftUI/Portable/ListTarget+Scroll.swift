import ResultsKit

extension ListTarget {
  /// Scrolls the view to the object whose identifier is `id`.
  ///
  /// At once when the view is in step with its monitor and the object is there; otherwise when
  /// the reload or batch that ends a pause, or a later batch that inserts the object, shows it.
  /// A newer request replaces a waiting one.
  ///
  /// - Parameters:
  ///   - id: The object's identifier.
  ///   - animated: Whether the scroll animates.
  /// - Complexity: One monitor look-up when the view is in step.
  package func scroll(to id: Object.ID, animated: Bool) {
    pendingScroll.request(id, animated: animated)
    guard hasLoaded, !isPaused,
      let scroll = pendingScroll.resolve(reader.path(ofObjectWithID:))
    else { return }
    view.scroll(to: scroll.path, animated: scroll.animated)
  }
}
