import ResultsKit

/// Configures a grid's supplementary views, such as section headers, for a ``GridDataSource``.
public protocol SupplementaryViewConfigurator: AnyObject {
  /// Shows what belongs at `path` in `view`, a view of `kind`.
  func configure(_ view: TextCell, ofKind kind: String, at path: ItemPath)
  /// The reuse identifier of the view of `kind` at `path`.
  func reuseIdentifier(forSupplementaryViewOfKind kind: String, at path: ItemPath) -> String
}
