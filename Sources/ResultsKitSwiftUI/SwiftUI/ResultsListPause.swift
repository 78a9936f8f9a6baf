#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import SwiftUI

  /// Whether the lists below a view are paused, and how they resume: the environment value
  /// that `resultsListPaused(_:resuming:)` sets.
  struct ResultsListPause: Equatable {
    var isPaused = false
    var style = ResumeStyle.reload
  }

  /// The environment key of ``ResultsListPause``.
  struct ResultsListPauseKey: EnvironmentKey {
    static var defaultValue: ResultsListPause { ResultsListPause() }
  }

  extension EnvironmentValues {
    /// Whether the lists here are paused, and how they resume.
    var resultsListPause: ResultsListPause {
      get { self[ResultsListPauseKey.self] }
      set { self[ResultsListPauseKey.self] = newValue }
    }
  }

  extension View {
    /// Pauses every `ResultsList` in this view while `isPaused` is true: during a bulk import,
    /// the lists do no work per change and keep showing what they showed; when it turns false,
    /// each list fetches once and shows the fresh results in one reload or one animated batch.
    ///
    ///     NotesScreen()
    ///         .resultsListPaused(isImporting)            // one reload when the import ends
    ///
    /// It is what a coordinator's `isPaused` (`.reload`) and `resume(animated: true)`
    /// (`.animated`) do. A list made while paused still shows its first results. While a list
    /// is paused, a selection set through its binding and a scroll request wait for the resume.
    ///
    /// - Parameters:
    ///   - isPaused: Whether the lists are paused.
    ///   - style: How they resume: ``ResumeStyle/reload`` (the default) or
    ///     ``ResumeStyle/animated``.
    /// - Returns: The view, with the lists below it paused or not.
    /// - Complexity: Pausing is O(1); resuming costs the fetch, plus the diff when animated.
    public func resultsListPaused(_ isPaused: Bool, resuming style: ResumeStyle = .reload)
      -> some View
    {
      environment(\.resultsListPause, ResultsListPause(isPaused: isPaused, style: style))
    }
  }
#endif
