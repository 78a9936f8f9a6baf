extension ResultsEvent {
  /// An object whose content changed but whose place in the order did not, spelled like
  /// ``moved(_:from:to:)``: `from` is its path before the change, `to` after it.
  ///
  /// The same event as `.updated(object, at: from, newPath: to)`; match it with that case.
  ///
  /// - Parameters:
  ///   - object: The object's new content.
  ///   - from: Its path before the change.
  ///   - to: Its path after the change.
  public static func updated(_ object: Object, from: ItemPath, to: ItemPath) -> Self {
    .updated(object, at: from, newPath: to)
  }
}
