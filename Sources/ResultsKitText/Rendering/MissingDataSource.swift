/// What a text view shows when it has no data source: one line saying so, in place of rows.
///
/// A view holds its data source weakly, as UIKit's do, so a data source that nothing else keeps
/// is released at once and the view goes blank. Without this line that blank frame — and a
/// batch that has nothing to be checked against — would be all a user saw.
enum MissingDataSource {
  /// The line, cut to `width` columns and padded to them.
  ///
  /// - Parameters:
  ///   - view: What the view is called in the text: "table" or "grid".
  ///   - width: The columns the line takes.
  static func line(for view: String, width: Int) -> String {
    "no data source: a \(view) holds its data source weakly; keep a reference to it"
      .truncated(toDisplayWidth: width).padded(toDisplayWidth: width)
  }
}
