#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import SwiftUI

  /// The builders of a list's rows and headers, shared by its data source and its cells'
  /// configurators: each SwiftUI update puts the newest closures here, and a row configured
  /// from then on (made, or updated in place) uses them.
  @MainActor
  final class HostedContent<Object, Row: View, Header: View> {
    /// Builds a row's view from its object.
    var row: (Object) -> Row
    /// Builds a section header from the section's name; `nil` for no headers.
    var header: ((String) -> Header)?

    init(row: @escaping (Object) -> Row, header: ((String) -> Header)?) {
      self.row = row
      self.header = header
    }
  }
#endif
