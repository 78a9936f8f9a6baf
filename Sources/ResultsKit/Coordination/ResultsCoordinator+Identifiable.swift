extension ResultsCoordinator where Object: Identifiable & Equatable {
  /// Creates a coordinator; call ``loadData()`` to start.
  ///
  /// The same as the initialiser for any object type; where the objects are `Identifiable`
  /// and `Equatable`, it also prepares the diff of ``resume(animated:)`` for their concrete
  /// type, where it runs several times faster than through generic code.
  ///
  /// - Parameters:
  ///   - target: The view to keep in step. The coordinator keeps a strong reference.
  ///   - monitor: The source of results and changes. The coordinator keeps a strong
  ///     reference; the monitor's reference back is weak.
  ///   - updateCell: Configures a visible cell again after a batch, instead of reloading it.
  @inlinable
  public convenience init<Monitor: ResultsMonitor>(
    target: any Coordinatable, monitor: Monitor, updateCell: UpdateCell? = nil
  ) where Monitor.Object == Object {
    self.init(
      target: target, anyMonitor: monitor, updateCell: updateCell,
      readEvent: { event, objects in event.record(keepingObjectIn: &objects) },
      diffSections: { old, new, updates in
        try ChangeBatch.diff(from: old, to: new, updates: updates)
      })
  }
}
