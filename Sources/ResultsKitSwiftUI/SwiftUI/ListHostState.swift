#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import ResultsKit
  import SwiftUI

  /// What a list's host keeps on either platform: the newest configuration, the builders the
  /// cells read, and the session; and what each SwiftUI update does with them.
  ///
  /// An update passes the builders to the cells' configurators, the settings and the selection
  /// binding's value to the session, then the pause, then connects the proxy: nothing that
  /// reloads or diffs the list. A selection the list reports while SwiftUI updates it (a
  /// resume's reload dropped an object) is written to the binding after the update, as SwiftUI
  /// forbids changing state during one.
  @MainActor
  final class ListHostState<Object: Identifiable & Equatable, Row: View, Header: View> {
    private(set) var configuration: ListConfiguration<Object, Row, Header>
    /// The row and header builders, for the cells.
    let content: HostedContent<Object, Row, Header>
    /// The list's session, from the view's making to its dismantling.
    private(set) var session: ListSession<Object>?
    private weak var connectedProxy: ResultsListProxy<Object>?
    /// Whether SwiftUI is updating the list.
    private var isUpdating = false
    /// A selection waiting to be written to the binding.
    private var selectionToWrite: Set<Object.ID>?

    init(configuration: ListConfiguration<Object, Row, Header>) {
      self.configuration = configuration
      content = HostedContent(row: configuration.row, header: configuration.header)
    }

    /// Whether the list has a selection binding.
    var selects: Bool { configuration.selection != nil }

    /// Starts the list on `session`: settings, the binding's selection, the first load, the
    /// proxy.
    func start(_ session: ListSession<Object>, pause: ResultsListPause) {
      isUpdating = true
      defer { isUpdating = false }
      self.session = session
      session.target.onSelectionChange = { [weak self] ids in self?.selectionDidChange(ids) }
      follow(configuration, in: session)
      session.load(paused: pause.isPaused, resuming: pause.style)
      connectProxy()
    }

    /// Takes the newest configuration and pause.
    func update(configuration: ListConfiguration<Object, Row, Header>, pause: ResultsListPause) {
      isUpdating = true
      defer { isUpdating = false }
      self.configuration = configuration
      content.row = configuration.row
      content.header = configuration.header
      guard let session else { return }
      follow(configuration, in: session)
      session.setPaused(pause.isPaused, resuming: pause.style)
      connectProxy()
    }

    /// Ends the list: the coordinator stops following the monitor; the proxy lets go of the
    /// session when it goes.
    func dismantle() {
      session?.setPaused(true, resuming: .reload)
      session = nil
    }

    /// The settings and the selection of `configuration`, given to `session`.
    private func follow(
      _ configuration: ListConfiguration<Object, Row, Header>, in session: ListSession<Object>
    ) {
      session.onInconsistency = configuration.onInconsistency
      session.coordinator.reloadThreshold = configuration.reloadThreshold
      session.target.tracksSelection = configuration.selection != nil
      if selectionToWrite == nil, let selection = configuration.selection {
        session.target.setSelection(selection.wrappedValue)
      }
    }

    private func connectProxy() {
      guard let proxy = configuration.proxy, proxy !== connectedProxy, let session else { return }
      connectedProxy = proxy
      proxy.connect(session)
    }

    /// Writes the selection the list reports to the binding: at once, or after SwiftUI's
    /// update when it comes during one.
    private func selectionDidChange(_ ids: Set<Object.ID>) {
      guard configuration.selection != nil else { return }
      guard isUpdating else {
        configuration.selection?.wrappedValue = ids
        return
      }
      selectionToWrite = ids
      Task { @MainActor [weak self] in self?.writeSelection() }
    }

    private func writeSelection() {
      guard let ids = selectionToWrite else { return }
      selectionToWrite = nil
      configuration.selection?.wrappedValue = ids
    }
  }
#endif
