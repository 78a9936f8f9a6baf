/// The position of an item: its section, and its index inside that section.
///
/// `ItemPath` is the portable counterpart of UIKit's `IndexPath` for tables and collection
/// views. Paths are ordered by section, then by item, which is the order of rows on screen:
///
///     ItemPath(item: 9, section: 0) < ItemPath(item: 0, section: 1)   // true
///
/// In JSON an `ItemPath` is the two-element array `[section, item]`.
public struct ItemPath: Hashable, Sendable {
  /// The index of the section.
  public var section: Int
  /// The index of the item inside its section.
  public var item: Int

  /// Creates a path to `item` in `section`.
  ///
  /// - Parameters:
  ///   - item: The index of the item inside the section.
  ///   - section: The index of the section.
  @inlinable
  public init(item: Int, section: Int) {
    self.section = section
    self.item = item
  }

  /// The index of the row inside its section: the same value as ``item``, for table code.
  @inlinable
  public var row: Int {
    get { item }
    set { item = newValue }
  }
}

extension ItemPath: Comparable {
  /// Orders paths by section, then by item.
  @inlinable
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}

extension ItemPath: CustomStringConvertible {
  /// The path as `[section, item]`, the same text as its JSON form.
  public var description: String { "[\(section), \(item)]" }
}

extension ItemPath: Codable {
  /// Decodes the array `[section, item]`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the array does not hold exactly two integers.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    if let count = container.count, count != 2 {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "An ItemPath is [section, item]; found \(count) elements."))
    }
    let section = try container.decode(Int.self)
    let item = try container.decode(Int.self)
    guard container.isAtEnd else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "An ItemPath is [section, item]; found more than two elements."))
    }
    self.init(item: item, section: section)
  }

  /// Encodes the path as the array `[section, item]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(section)
    try container.encode(item)
  }
}
