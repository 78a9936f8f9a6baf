import ResultsKitStore

/// A request of the `controller` target, as data: its keys, predicate and sections, each pure
/// or not, so that the target knows which properties it can check and can build the request
/// again (an equivalent value with closures of its own).
struct RequestSpec: CustomStringConvertible {
  enum Key: String, CaseIterable {
    case valueAscending = "value ↑"
    case valueDescending = "value ↓"
    case groupAscending = "group ↑"
    case groupDescending = "group ↓"
    /// The computed ``FuzzReading/wobble``, impure.
    case wobble = "wobble ↑ (impure)"
    /// ``FuzzReading/hand``, whose `<` is not a strict order.
    case hand = "hand ↑ (cyclic)"
  }

  enum Predicate: String, CaseIterable {
    case all = "all"
    case flagged = "flagged"
    /// `!(value < 0)`: NaN included.
    case notNegative = "not negative"
    case random = "random (impure)"
    case flipping = "flipping (impure)"
  }

  enum Sections: String, CaseIterable {
    case none = "one section"
    case group = "by group"
    case random = "random sections (impure)"
    case flipping = "flipping sections (impure)"
  }

  var keys: [Key]
  var predicate: Predicate
  var sections: Sections

  var description: String {
    "[\(keys.map(\.rawValue).joined(separator: ", "))], \(predicate.rawValue), \(sections.rawValue)"
  }

  /// Whether every closure and key is pure and every key a strict order: then the results
  /// are those of the documented rules.
  var isPure: Bool {
    !keys.contains(.wobble) && !keys.contains(.hand)
      && [.all, .flagged, .notNegative].contains(predicate)
      && [.none, .group].contains(sections)
  }

  /// The spec its closures follow once the caprice is pure, with ``Key/hand`` replaced.
  var purified: RequestSpec {
    RequestSpec(
      keys: keys.map { [.wobble, .hand].contains($0) ? .valueAscending : $0 },
      predicate: [.random, .flipping].contains(predicate) ? .flagged : predicate,
      sections: [.random, .flipping].contains(sections) ? .group : sections)
  }

  /// A new request of this spec.
  func request<R: FuzzReading>(_: R.Type, caprice: Caprice) -> FetchRequest<R> {
    let predicate: ((R) -> Bool)? =
      switch self.predicate {
      case .all: nil
      case .flagged: { $0.flag }
      case .notNegative: { !($0.value < 0) }
      case .random: { caprice.includes(id: $0.id, flag: $0.flag, flipping: false) }
      case .flipping: { caprice.includes(id: $0.id, flag: $0.flag, flipping: true) }
      }
    let sectionBy: ((R) -> String)? =
      switch sections {
      case .none: nil
      case .group: { $0.group }
      case .random: { caprice.sectionName(id: $0.id, group: $0.group, flipping: false) }
      case .flipping: { caprice.sectionName(id: $0.id, group: $0.group, flipping: true) }
      }
    let sortBy: [SortKey<R>] = keys.map { key in
      switch key {
      case .valueAscending: .ascending(\R.value)
      case .valueDescending: .descending(\R.value)
      case .groupAscending: .ascending(\R.group)
      case .groupDescending: .descending(\R.group)
      case .wobble: .ascending(\R.wobble)
      case .hand: .ascending(\R.hand)
      }
    }
    return FetchRequest(predicate: predicate, sortBy: sortBy, sectionBy: sectionBy)
  }
}

extension FuzzInput {
  /// A request: up to two keys; a predicate and sections that are pure three times in four.
  mutating func requestSpec() -> RequestSpec {
    let keys = (0..<int(below: 3)).map { _ in choose(RequestSpec.Key.allCases) }
    let impure = int(below: 4) == 0
    let predicate = choose(
      impure ? RequestSpec.Predicate.allCases : [.all, .flagged, .notNegative])
    let sections = choose(impure ? RequestSpec.Sections.allCases : [.none, .group])
    return RequestSpec(keys: keys, predicate: predicate, sections: sections)
  }
}
