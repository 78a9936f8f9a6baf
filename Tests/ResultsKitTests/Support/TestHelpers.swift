import ResultsKit

extension ChangeBatch {
  /// The error `validate(before:after:)` throws, or `nil` when the batch fits.
  func validationError(before: [Int], after: [Int]) -> BatchError? {
    do {
      try validate(before: before, after: after)
      return nil
    } catch {
      return error
    }
  }
}
