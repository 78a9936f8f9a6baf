/// How a batch shows an object whose content changed.
public enum UpdateStyle: Hashable, Sendable {
  /// Replace the cell: the object is listed in `reloadedItems` at its path before the batch.
  /// An object that also moves becomes a delete plus an insert, since UIKit cannot reload and
  /// move one item in the same batch.
  case reload
  /// Keep the cell and configure it again: the object is listed in `reconfiguredItems` at its
  /// path after the batch, and an object that also moves stays a move.
  case reconfigure
}
