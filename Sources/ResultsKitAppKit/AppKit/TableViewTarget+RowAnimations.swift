#if canImport(AppKit)
  import AppKit

  extension TableViewTarget {
    /// The row animations a ``TableViewTarget`` uses.
    ///
    /// One is for removed rows, one for inserted rows; moved rows slide, and reloaded rows are
    /// redrawn, as the table does them.
    public struct RowAnimations: Equatable, Sendable {
      /// Removed rows (`removeRows(at:withAnimation:)`).
      public var removal: NSTableView.AnimationOptions
      /// Inserted rows (`insertRows(at:withAnimation:)`).
      public var insertion: NSTableView.AnimationOptions

      /// The same animation for removed and inserted rows.
      ///
      /// - Parameter animation: The animation; `.effectFade` (the default) fades rows out and
      ///   in while the others slide into place, as a bare `NSTableView` target does.
      public init(_ animation: NSTableView.AnimationOptions = .effectFade) {
        self.init(removal: animation, insertion: animation)
      }

      /// An animation for removed rows and one for inserted rows.
      ///
      /// - Parameters:
      ///   - removal: For removed rows, such as `.slideUp`.
      ///   - insertion: For inserted rows, such as `.slideDown`.
      public init(removal: NSTableView.AnimationOptions, insertion: NSTableView.AnimationOptions) {
        self.removal = removal
        self.insertion = insertion
      }
    }
  }
#endif
