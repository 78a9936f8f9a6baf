import ResultsKit

/// `ItemPath(item: item, section: section)`, written section first as in the JSON form.
func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(item: item, section: section)
}

/// `ItemMove(from: from, to: to)`.
func move(_ from: ItemPath, _ to: ItemPath) -> ItemMove {
  ItemMove(from: from, to: to)
}

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
