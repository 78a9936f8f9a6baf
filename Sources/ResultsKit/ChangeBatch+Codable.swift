extension ChangeBatch: Codable {
  private enum CodingKeys: String, CodingKey {
    case deletedSections, insertedSections, deletedItems, insertedItems, movedItems,
      reloadedItems, reconfiguredItems
  }

  /// Decodes a batch from an object keyed by the property names; a missing key is an empty list.
  ///
  /// Paths are `[section, item]` and moves `[[s, i], [s, i]]`. The lists are kept as written:
  /// decoding neither sorts nor validates them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func list<T: Decodable>(_ key: CodingKeys) throws -> [T] {
      try container.decodeIfPresent([T].self, forKey: key) ?? []
    }
    self.init(
      deletedSections: try list(.deletedSections),
      insertedSections: try list(.insertedSections),
      deletedItems: try list(.deletedItems),
      insertedItems: try list(.insertedItems),
      movedItems: try list(.movedItems),
      reloadedItems: try list(.reloadedItems),
      reconfiguredItems: try list(.reconfiguredItems))
  }

  /// Encodes all seven lists, empty ones included, keyed by the property names.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(deletedSections, forKey: .deletedSections)
    try container.encode(insertedSections, forKey: .insertedSections)
    try container.encode(deletedItems, forKey: .deletedItems)
    try container.encode(insertedItems, forKey: .insertedItems)
    try container.encode(movedItems, forKey: .movedItems)
    try container.encode(reloadedItems, forKey: .reloadedItems)
    try container.encode(reconfiguredItems, forKey: .reconfiguredItems)
  }
}
