#if canImport(CoreData)
  import CoreData
  import ResultsKit

  /// A ``/ResultsKit/ResultsMonitor`` over Core Data's `NSFetchedResultsController`: pass it to a
  /// `ResultsCoordinator`, a data source, or anything else that reads a monitor.
  ///
  ///     let monitor = FetchedResultsMonitor(controller)   // becomes the controller's delegate
  ///     let coordinator = ResultsCoordinator(target: tableView, monitor: monitor)
  ///     try coordinator.loadData()                         // performFetch, then reload
  ///
  /// The monitor is the controller's delegate (the controller keeps a weak reference: keep
  /// the monitor, as a coordinator does). It sends its subscribers — any number, unlike the
  /// controller's single delegate — one well-formed change per
  /// `controllerWillChangeContent(_:)` … `controllerDidChangeContent(_:)`, in the event order
  /// of every monitor, whatever order the controller's callbacks came in; see
  /// ``FetchedResultsChanges`` for how the controller's quirks are smoothed out. The whole
  /// change is sent at `controllerDidChangeContent(_:)`, when the controller already answers
  /// with the new results.
  ///
  /// Callbacks that break the delegate protocol or cannot be turned into events (see
  /// ``FetchedResultsChangesError``) never trap: the subscribers get a sequence that a
  /// coordinator reports through its `onInconsistency` handler as a `MonitorProtocolViolation`
  /// before reloading its target, and the error itself goes first to ``onCallbackError`` and
  /// ``lastCallbackError``.
  ///
  /// ## Threads
  ///
  /// The monitor, like the controller, belongs to the controller's managed object context:
  /// use it only on that context's queue. The controller calls its delegate there, and the
  /// monitor calls its subscribers synchronously from those calls, so subscribers run on the
  /// context's queue — the main thread for a main-queue context, the one to use with views.
  /// The monitor is not `Sendable`; a coordinator driving UIKit must be made on the main actor
  /// over a controller whose context is a main-queue context.
  public final class FetchedResultsMonitor<Entity: NSFetchRequestResult>: NSObject,
    ResultsMonitor, NSFetchedResultsControllerDelegate
  {
    /// The objects of the results are the controller's.
    public typealias Object = Entity

    /// The controller whose results and changes the monitor reports.
    public let controller: NSFetchedResultsController<Entity>
    let relay = FetchedResultsRelay<Entity>()

    /// Creates a monitor of `controller` and makes it the controller's delegate.
    ///
    /// Call ``performFetch()`` (or a coordinator's `loadData()`) before reading the results.
    ///
    /// - Parameter controller: The controller to report; its previous delegate is replaced.
    public init(_ controller: NSFetchedResultsController<Entity>) {
      self.controller = controller
      super.init()
      controller.delegate = self
    }

    /// Called with every problem with the controller's callbacks, before the subscribers are
    /// sent the events that make their coordinators report and reload.
    public var onCallbackError: ((FetchedResultsChangesError) -> Void)? {
      get { relay.onCallbackError }
      set { relay.onCallbackError = newValue }
    }

    /// The latest problem with the controller's callbacks, or `nil` when there has been none;
    /// set before the subscribers are told, so a coordinator's `onInconsistency` handler can
    /// read it.
    public var lastCallbackError: FetchedResultsChangesError? { relay.lastCallbackError }

    // The delegate methods: in the class itself, because members of an extension of a generic
    // class cannot be exposed to Objective-C.

    /// A change begins; the monitor starts collecting its callbacks.
    ///
    /// - Parameter controller: The controller (the monitor's own).
    public func controllerWillChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) {
      relay.willChangeContent()
    }

    /// Collects a section change.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - sectionInfo: The section.
    ///   - sectionIndex: Its index: before the change for a delete, after it for an insert.
    ///   - type: An insert or a delete; anything else is reported, not trapped on.
    public func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
      didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
      for type: NSFetchedResultsChangeType
    ) {
      relay.didChangeSection(named: sectionInfo.name, at: sectionIndex, rawKind: type.rawValue)
    }

    /// Collects an object change.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - anObject: The object, of the monitor's `Entity` type.
    ///   - indexPath: Its path before the change.
    ///   - type: What happened to it.
    ///   - newIndexPath: Its path after the change.
    public func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
      didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType,
      newIndexPath: IndexPath?
    ) {
      let before = indexPath.map(ItemPath.init(checking:))
      let after = newIndexPath.map(ItemPath.init(checking:))
      // An index path that is not [section, item] arrives as an invalid (negative) path, which
      // the change reports as `invalidIndexPath`.
      relay.didChangeObject(
        anObject as? Entity, at: before, rawKind: type.rawValue, newIndexPath: after)
    }

    /// The change is complete: the subscribers are sent its events.
    ///
    /// - Parameter controller: The controller.
    public func controllerDidChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) {
      relay.didChangeContent()
    }

    /// The controller's section at `section`, or `nil` when it has none there.
    func sectionInfo(_ section: Int) -> (any NSFetchedResultsSectionInfo)? {
      guard let sections = controller.sections, sections.indices.contains(section) else {
        return nil
      }
      return sections[section]
    }
  }
#endif
