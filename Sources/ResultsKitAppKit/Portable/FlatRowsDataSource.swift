import ResultsKit

/// The data source of a table of one list of rows (an `NSTableView`) whose rows are sections
/// laid out as ``FlatRows``: what the table's target reads to apply a batch.
///
/// A table of one list knows only its number of rows. To check a batch against the sections
/// it shows and map it to rows (``FlatRowUpdates``), its target asks the data source for the
/// rows the table shows (``shownRows``, the state before the batch) and the rows of the results
/// now (``currentRows``, after it), and sets ``shownRows`` to the rows after the batch before
/// it makes its first row change. A data source answers the table's row questions from
/// ``shownRows``, and sets it to ``currentRows`` whenever the table reloads (when it asks for
/// the number of rows).
///
/// The protocol is isolated to the main actor, as the table is.
@MainActor
public protocol FlatRowsDataSource: AnyObject {
  /// The rows the table shows: set by the table's target when it applies a batch, and by the
  /// data source itself when the table reloads.
  var shownRows: FlatRows { get set }
  /// The rows of the results as they are now.
  var currentRows: FlatRows { get }
}
