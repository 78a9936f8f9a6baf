/// One section of a results snapshot: its name, its index title and its objects.
///
/// The name is the section's identity: ``ChangeBatch/diff(from:to:updates:)-([ResultsSection<Object>],_,_)``
/// matches sections across snapshots by name. Unsectioned results are one section named `""`.
public struct ResultsSection<Object> {
  /// The identity of the section; `""` when the results are unsectioned.
  public var name: String
  /// The title shown for the section in a section index, if any.
  public var indexTitle: String?
  /// The objects of the section, in display order.
  public var objects: [Object]

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - name: The identity of the section; `""` when the results are unsectioned.
  ///   - indexTitle: The title shown for the section in a section index, if any.
  ///   - objects: The objects of the section, in display order.
  public init(name: String, indexTitle: String? = nil, objects: [Object]) {
    self.name = name
    self.indexTitle = indexTitle
    self.objects = objects
  }
}

extension ResultsSection: Equatable where Object: Equatable {}
extension ResultsSection: Hashable where Object: Hashable {}
extension ResultsSection: Sendable where Object: Sendable {}
extension ResultsSection: Codable where Object: Codable {}
