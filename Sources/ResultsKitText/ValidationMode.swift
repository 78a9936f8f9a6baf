import ResultsKit

/// What a ``TextTable`` or ``TextGrid`` does with a batch that does not fit its counts.
///
/// UIKit crashes on such a batch (older releases logged it and reloaded instead); the text
/// renderers offer both behaviours.
public enum ValidationMode: Hashable, Sendable {
  /// `apply` throws the `BatchError` and the renderer stays exactly as it was. The default.
  case strict
  /// `apply` reports the `BatchError` through `onInconsistency` and reloads all its data,
  /// as UICollectionView did on iOS 13 and 14.
  case recover
}
