#if canImport(UIKit)
  import UIKit

  extension TableViewTarget {
    /// The row animations a ``TableViewTarget`` uses, one per kind of change.
    public struct RowAnimations: Hashable, Sendable {
      /// Inserted rows (`insertRows(at:with:)`).
      public var insertion: UITableView.RowAnimation
      /// Deleted rows (`deleteRows(at:with:)`).
      public var deletion: UITableView.RowAnimation
      /// Reloaded rows (`reloadRows(at:with:)`).
      public var reload: UITableView.RowAnimation
      /// Inserted sections (`insertSections(_:with:)`).
      public var sectionInsertion: UITableView.RowAnimation
      /// Deleted sections (`deleteSections(_:with:)`).
      public var sectionDeletion: UITableView.RowAnimation

      /// The same animation for every kind of change.
      ///
      /// - Parameter animation: The animation; `.automatic` (the default) lets the table
      ///   choose, as it does for a bare `UITableView` target.
      public init(_ animation: UITableView.RowAnimation = .automatic) {
        self.init(
          insertion: animation, deletion: animation, reload: animation,
          sectionInsertion: animation, sectionDeletion: animation)
      }

      /// An animation for each kind of change.
      ///
      /// - Parameters:
      ///   - insertion: For inserted rows.
      ///   - deletion: For deleted rows.
      ///   - reload: For reloaded rows.
      ///   - sectionInsertion: For inserted sections.
      ///   - sectionDeletion: For deleted sections.
      public init(
        insertion: UITableView.RowAnimation, deletion: UITableView.RowAnimation,
        reload: UITableView.RowAnimation, sectionInsertion: UITableView.RowAnimation,
        sectionDeletion: UITableView.RowAnimation
      ) {
        self.insertion = insertion
        self.deletion = deletion
        self.reload = reload
        self.sectionInsertion = sectionInsertion
        self.sectionDeletion = sectionDeletion
      }
    }
  }
#endif
