/// A button a list shows for a row: in its swipe actions or in its context menu.
///
///     ResultsListAction("Delete", systemImage: "trash", role: .destructive) {
///         try? store.perform { try $0.delete(note.id) }
///     }
///
/// On iOS a swipe action is a `UIContextualAction` and a menu item a `UIAction`; on macOS a
/// swipe action is an `NSTableViewRowAction` and a menu item an `NSMenuItem` (without its
/// image). The handler runs on the main actor, when the button is chosen.
public struct ResultsListAction {
  /// What the action does to its row, for how it looks.
  public enum Role: Hashable, Sendable {
    /// An ordinary action.
    case normal
    /// An action that deletes or discards: shown in red.
    case destructive
  }

  /// The button's title.
  public var title: String
  /// The name of an SF Symbol shown with the title, or `nil` for none.
  public var systemImage: String?
  /// What the action does, for how it looks.
  public var role: Role
  /// What the button does.
  public var handler: () -> Void

  /// An action titled `title` that runs `handler`.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - systemImage: The name of an SF Symbol shown with the title; `nil` (the default) for
  ///     none.
  ///   - role: ``Role/normal`` (the default) or ``Role/destructive``.
  ///   - handler: What the button does; it runs on the main actor.
  public init(
    _ title: String, systemImage: String? = nil, role: Role = .normal,
    handler: @escaping () -> Void
  ) {
    self.title = title
    self.systemImage = systemImage
    self.role = role
    self.handler = handler
  }
}
