/// A monitor broke the event protocol: `willChange`, section and object events, `didChange`.
///
/// ``ResultsCoordinator`` reports these through its `onInconsistency` handler and then
/// resynchronises its target with `reloadData()`; it never traps.
public enum MonitorProtocolViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// A section or object event arrived outside `willChange … didChange`; the associated
  /// value names the event's kind (`"inserted"`, `"deletedSection"`, …).
  case eventOutsideChange(String)
  /// A `willChange` arrived while a change was already open.
  case nestedWillChange
  /// A `didChange` arrived without a `willChange` before it.
  case didChangeWithoutWillChange

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case let .eventOutsideChange(kind):
      "monitor sent a '\(kind)' event outside willChange … didChange; the view was reloaded"
    case .nestedWillChange:
      "monitor sent willChange while a change was already open; the view was reloaded"
    case .didChangeWithoutWillChange:
      "monitor sent didChange without willChange; the view was reloaded"
    }
  }
}
