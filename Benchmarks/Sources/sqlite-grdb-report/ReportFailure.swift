/// A check of the report that did not hold: a wrong count, a target that does not match its
/// results, an observation that did not deliver, a connection that is not `synchronous=FULL`.
struct ReportFailure: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String

  /// A failure described by `description`.
  init(_ description: String) {
    self.description = description
  }
}
