/// Why two snapshots cannot be diffed: an identity that is not unique.
public enum DiffError: Error, Hashable, Sendable {
  /// Two objects of one snapshot share an identifier (shown with `String(describing:)`).
  ///
  /// `first` and `second` are their paths, in snapshot order; `inNew` tells which snapshot.
  case duplicateIdentifier(String, first: ItemPath, second: ItemPath, inNew: Bool)
  /// Two sections of one snapshot share a name; `first` and `second` are their indices.
  case duplicateSectionName(String, first: Int, second: Int, inNew: Bool)
}

extension DiffError: CustomStringConvertible {
  /// A message naming the duplicate and both of its positions.
  public var description: String {
    switch self {
    case let .duplicateIdentifier(id, first, second, inNew):
      return "duplicate identifier \(id) in the \(inNew ? "new" : "old") snapshot at \(first) "
        + "and \(second); identifiers must be unique across all sections"
    case let .duplicateSectionName(name, first, second, inNew):
      return "duplicate section name \"\(name)\" in the \(inNew ? "new" : "old") snapshot at "
        + "sections \(first) and \(second); section names must be unique"
    }
  }
}
