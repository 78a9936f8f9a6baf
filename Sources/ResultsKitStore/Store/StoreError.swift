/// Why a store write was refused.
///
/// A refused write changes nothing.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An insert named an identifier the store (or the transaction) already holds.
  case duplicateID(String)
  /// An update or delete named an identifier the store (or the transaction) does not hold.
  case missingID(String)
  /// A write was attempted while the store was delivering a commit to its observers, or
  /// inside another write of the same store.
  case reentrantWrite

  /// A sentence that names the problem and the identifier.
  public var description: String {
    switch self {
    case let .duplicateID(id):
      "An object with the identifier \(id) is already in the store; use update or upsert to replace it."
    case let .missingID(id):
      "No object with the identifier \(id) is in the store."
    case .reentrantWrite:
      "The store cannot be written while it is delivering a commit or performing another transaction."
    }
  }
}
