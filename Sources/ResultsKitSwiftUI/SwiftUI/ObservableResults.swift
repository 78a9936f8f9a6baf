#if canImport(Combine)
  import Combine
  import ResultsKit

  /// A monitor's sections as an `ObservableObject`, for SwiftUI's own `List` when the results
  /// are small.
  ///
  ///     @StateObject private var notes = ObservableResults(controller)
  ///
  ///     List {
  ///         ForEach(notes.sections, id: \.name) { section in
  ///             Section(section.name) {
  ///                 ForEach(section.objects) { note in Text(note.title) }
  ///             }
  ///         }
  ///     }
  ///
  /// It follows the monitor through a `ResultsCoordinator`: after each commit it publishes the
  /// monitor's sections again, and `List` compares all its rows with the ones it showed.
  /// Both take time in proportion to the number of rows, on every commit. That is nothing for
  /// a few hundred rows; as a rule of thumb, from a few thousand rows on — or when commits
  /// come often — use ``ResultsList``, whose work per commit follows what changed. (This is
  /// guidance, not a measurement: nothing here has been run on a device.)
  ///
  /// ``isPaused`` stops the following during a bulk import; setting it back to `false`
  /// fetches and publishes once. Available on iOS 16 and macOS 13: it uses Combine's
  /// `@Published`, not the Observation framework.
  @MainActor
  public final class ObservableResults<Object>: ObservableObject {
    /// The monitor's sections, as of its last commit (or the last fetch).
    @Published public private(set) var sections: [ResultsSection<Object>] = []
    /// The last inconsistency the coordinator reported (a monitor that broke the event
    /// protocol, a batch that did not fit the sections published), or the last fetch error;
    /// `nil` while there was none.
    @Published public private(set) var lastError: (any Error)?
    private let mirror: SectionsMirror<Object>
    private let coordinator: ResultsCoordinator<Object>

    /// Follows `monitor`: fetches, subscribes and publishes its sections.
    ///
    /// A fetch error is published as ``lastError``; the sections are then what the monitor
    /// holds.
    ///
    /// - Parameter monitor: The results; kept.
    /// - Complexity: The fetch, plus O(*n*) to copy the sections.
    public init<Monitor: ResultsMonitor>(_ monitor: Monitor) where Monitor.Object == Object {
      let mirror = SectionsMirror(monitor: monitor)
      self.mirror = mirror
      coordinator = ResultsCoordinator(target: mirror, monitor: monitor)
      mirror.onChange = { [weak self] in self?.publish() }
      coordinator.onInconsistency = { [weak self] error in self?.lastError = error }
      do {
        try coordinator.loadData()
      } catch {
        lastError = error
        mirror.reloadData()
      }
    }

    /// Whether the object stops following its monitor.
    ///
    /// Setting it to `true` unsubscribes: ``sections`` stay as they are. Setting it back to
    /// `false` fetches and publishes the sections once (a fetch error goes to ``lastError``).
    public var isPaused: Bool {
      get { coordinator.isPaused }
      set { coordinator.isPaused = newValue }
    }

    /// The objects of all sections, in order.
    ///
    /// - Complexity: O(*n*).
    public var objects: [Object] { sections.flatMap(\.objects) }

    private func publish() {
      sections = mirror.sections
    }
  }
#endif
