import ResultsKit
import ResultsKitViewSupport

/// A copy of a monitor's sections, as a coordinator's target: what an observable object shows
/// a SwiftUI `List`.
///
/// Each reload and each batch reads the monitor's sections again and calls ``onChange``. A
/// batch is first checked against the counts copied before and the monitor's counts now, as a
/// table would check it: one that does not fit throws its `BatchError` (the coordinator
/// reports it and reloads).
///
/// - Complexity: O(*n*) per batch or reload for *n* objects: meant for results small enough to
///   show in a SwiftUI `List`, which compares all its rows on each change anyway.
package final class SectionsMirror<Object>: Coordinatable {
  private let reader: MonitorReader<Object>
  /// The sections, as of the last reload or batch.
  package private(set) var sections: [ResultsSection<Object>] = []
  /// Called after each reload and batch, with ``sections`` up to date.
  package var onChange: (() -> Void)?

  /// A mirror of `monitor`, empty until its first reload.
  ///
  /// - Parameter monitor: The monitor; kept.
  package init(monitor: any ResultsMonitor<Object>) {
    reader = MonitorReader(monitor: monitor)
  }

  /// Copies the monitor's sections.
  package func reloadData() {
    sections = reader.monitor.sections
    onChange?()
  }

  /// Checks `batch` against the counts, then copies the monitor's sections.
  ///
  /// - Throws: The `BatchError` of a batch that does not fit; the copy is left as it was.
  package func apply(_ batch: ChangeBatch) throws(BatchError) {
    let after = (0..<reader.numberOfSections).map(reader.numberOfItems(inSection:))
    try batch.validate(before: sections.map(\.objects.count), after: after)
    reloadData()
  }
}
