/// An item that moves within a batch: from its path before the batch to its path after it.
///
/// In JSON a move is `[[fromSection, fromItem], [toSection, toItem]]`.
public struct ItemMove: Hashable, Sendable {
  /// Where the item is before the batch.
  public var from: ItemPath
  /// Where the item is after the batch.
  public var to: ItemPath

  /// Creates a move of the item at `from` (before the batch) to `to` (after the batch).
  @inlinable
  public init(from: ItemPath, to: ItemPath) {
    self.from = from
    self.to = to
  }
}

extension ItemMove: CustomStringConvertible {
  /// The move as `[s, i]->[s, i]`.
  public var description: String { "\(from)->\(to)" }
}

extension ItemMove: Codable {
  /// Decodes the array `[[section, item], [section, item]]`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the array does not hold exactly two paths.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    if let count = container.count, count != 2 {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "An ItemMove is [from, to]; found \(count) elements."))
    }
    let from = try container.decode(ItemPath.self)
    let to = try container.decode(ItemPath.self)
    guard container.isAtEnd else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "An ItemMove is [from, to]; found more than two elements."))
    }
    self.init(from: from, to: to)
  }

  /// Encodes the move as `[from, to]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(from)
    try container.encode(to)
  }
}
