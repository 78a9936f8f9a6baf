#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Configures a collection view's supplementary views (section headers, footers…) for a
  /// ``CollectionViewDataSource``.
  ///
  /// The protocol is isolated to the main actor, as views are; a conforming type is too.
  @MainActor
  public protocol CollectionViewSupplementaryViewConfigurator {
    /// Shows what belongs at `indexPath` in `view`, a supplementary view of `kind`.
    ///
    /// - Parameters:
    ///   - view: A view dequeued for the identifier
    ///     ``reuseIdentifier(forSupplementaryViewOfKind:at:)`` gave.
    ///   - kind: The kind, such as `UICollectionView.elementKindSectionHeader`.
    ///   - indexPath: The view's path (for a section header, the section and item 0).
    func configure(_ view: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath)
    /// The reuse identifier of the view of `kind` at `indexPath`; the collection view must
    /// have a class or nib registered for that kind and identifier.
    ///
    /// - Parameters:
    ///   - kind: The kind of supplementary view.
    ///   - indexPath: The view's path.
    /// - Returns: The identifier.
    func reuseIdentifier(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath)
      -> String
  }
#endif
