import ResultsKit

/// What an app asks of a `ResultsList` from outside it: scroll to an object, or change what
/// its monitor fetches and show the difference as one animated batch.
///
/// Create one, keep it (in a `@State` property), and give it to the list with
/// `ResultsList.proxy(_:)`; the list connects it when it is made:
///
///     @State private var proxy = ResultsListProxy<Note>()
///
///     ResultsList(controller) { note in NoteRow(note: note) }
///         .proxy(proxy)
///     // a search field's action:
///     proxy.refetch(resuming: .animated) { controller.request = Note.matching(text) }
///     proxy.scrollTo(note.id)
///
/// A proxy serves one list at a time: the last one connected. Use it on the main actor, where
/// the list lives.
public final class ResultsListProxy<Object: Identifiable & Equatable> {
  /// The session of the list connected, while it exists.
  private weak var session: ListSession<Object>?
  /// A scroll request made before a list was connected.
  private var waitingScroll: (id: Object.ID, animated: Bool)?

  /// A proxy not connected to a list yet.
  public init() {}

  /// Whether a list is connected: it has been made and still exists.
  public var isConnected: Bool { session != nil }

  /// Scrolls the list to the object whose identifier is `id`.
  ///
  /// The list scrolls at once when it shows the object. While it is paused, or before it
  /// shows the object (its commit has not arrived yet), the request waits: the list scrolls
  /// when it resumes, or when a batch brings the object in. A newer request replaces a waiting
  /// one. Before a list is connected, the request waits for it.
  ///
  /// - Parameters:
  ///   - id: The object's identifier.
  ///   - animated: Whether the scroll animates; `true` by default.
  /// - Complexity: One look-up in the monitor (O(log *n*) for a `ResultsController`).
  public func scrollTo(_ id: Object.ID, animated: Bool = true) {
    guard let session else {
      waitingScroll = (id, animated)
      return
    }
    session.target.scroll(to: id, animated: animated)
  }

  /// Runs `change` with the list paused, then resumes it with `style`: how to change a
  /// controller's request (a search) and show the difference.
  ///
  /// With ``ResumeStyle/animated`` the list shows one diffed batch from what it showed before
  /// `change` to the results fetched after it; with ``ResumeStyle/reload``, one reload. When
  /// the list is paused by `resultsListPaused(_:resuming:)`, `change` runs and the list stays
  /// paused; without a connected list, `change` only runs (the list fetches when it is made).
  ///
  ///     proxy.refetch(resuming: .animated) { controller.request = Note.matching(text) }
  ///
  /// - Parameters:
  ///   - style: How the list shows the change; ``ResumeStyle/animated`` by default.
  ///   - change: Changes what the monitor fetches; it takes effect at the list's fetch.
  /// - Throws: What `change` throws; the list is resumed all the same.
  /// - Complexity: The fetch, plus O(*n* + *m* log *m*) for an animated resume's diff.
  public func refetch(resuming style: ResumeStyle = .animated, _ change: () throws -> Void)
    rethrows
  {
    guard let session else {
      try change()
      return
    }
    try session.refetch(resuming: style, change)
  }

  /// Connects the list whose session is `session`, and hands it a waiting scroll request.
  ///
  /// - Parameter session: The list's session; held weakly.
  package func connect(_ session: ListSession<Object>) {
    self.session = session
    if let waitingScroll {
      self.waitingScroll = nil
      session.target.scroll(to: waitingScroll.id, animated: waitingScroll.animated)
    }
  }
}
