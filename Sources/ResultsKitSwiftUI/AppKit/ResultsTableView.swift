#if canImport(SwiftUI) && os(macOS)
  import AppKit
  import ResultsKit
  import SwiftUI

  /// A `ResultsList` on macOS: an `NSTableView` of one column in a scroll view, made once and
  /// then only given the list's newest configuration and pause.
  @MainActor
  struct ResultsTableView<Object: Identifiable & Equatable, Row: View, Header: View>:
    NSViewRepresentable
  {
    let monitor: any ResultsMonitor<Object>
    let configuration: ListConfiguration<Object, Row, Header>
    let pause: ResultsListPause

    func makeCoordinator() -> TableListHost<Object, Row, Header> {
      TableListHost(monitor: monitor, configuration: configuration)
    }

    func makeNSView(context: Context) -> NSScrollView {
      context.coordinator.makeView(pause: pause)
    }

    /// Passes the configuration and the pause: no reload, no diff.
    func updateNSView(_ scrollView: NSScrollView, context: Context) {
      context.coordinator.update(configuration: configuration, pause: pause)
    }

    static func dismantleNSView(
      _ scrollView: NSScrollView, coordinator: TableListHost<Object, Row, Header>
    ) {
      coordinator.dismantle()
    }
  }
#endif
