/// The four keys of a transaction line, in the order they are applied.
package enum TransactionKind: String, CaseIterable, Sendable {
  /// New objects; an id already in the store is an error.
  case insert
  /// Replacements of whole objects; an id not in the store is an error.
  case update
  /// Objects inserted or replaced, whichever applies.
  case upsert
  /// Ids of objects to remove; an id not in the store is an error.
  case delete
}
