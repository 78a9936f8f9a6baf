import ResultsKitStore

/// A request of the `controller` target, as data: its keys, predicate, sections and section
/// order, each pure or not, so that the target knows which properties it can check and can build the request
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

  enum Order: String, CaseIterable {
    case ascending = "sections ↑"
    case descending = "sections ↓"
    /// `.listed(["e\u{301}", "b"])`: é (either spelling) first, then b, then the rest.
    case listed = "sections é, b first"
    /// `.by`: b first, then the rest by name.
    case custom = "sections b first (by)"
    /// `.by`, answering from the caprice's bytes.
    case random = "sections in a random order (impure)"
    /// `.by`, going round a circle: a before b before é before a.
    case cyclic = "sections in a circle (cyclic)"

    /// The orders that are pure strict orders.
    static let pure: [Order] = [.ascending, .descending, .listed, .custom]
  }

  var keys: [Key]
  var predicate: Predicate
  var sections: Sections
  var order = Order.ascending

  var description: String {
    "[\(keys.map(\.rawValue).joined(separator: ", "))], \(predicate.rawValue), \(sections.rawValue)"
      + (order == .ascending ? "" : ", \(order.rawValue)")
  }

  /// Whether every closure and key is pure and every key a strict order: then the results
  /// are those of the documented rules.
  var isPure: Bool {
    !keys.contains(.wobble) && !keys.contains(.hand)
      && [.all, .flagged, .notNegative].contains(predicate)
      && [.none, .group].contains(sections) && Order.pure.contains(order)
  }

  /// The spec its closures follow once the caprice is pure, with ``Key/hand`` replaced.
  var purified: RequestSpec {
    RequestSpec(
      keys: keys.map { [.wobble, .hand].contains($0) ? .valueAscending : $0 },
      predicate: [.random, .flipping].contains(predicate) ? .flagged : predicate,
      sections: [.random, .flipping].contains(sections) ? .group : sections,
      order: Order.pure.contains(order) ? order : .ascending)
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
    let sectionOrder: SectionOrder =
      switch order {
      case .ascending: .ascending
      case .descending: .descending
      case .listed: .listed(["e\u{301}", "b"])
      case .custom: .by { $0 == "b" && $1 != "b" }
      case .random: .by { caprice.precedes($0, $1) }
      case .cyclic:
        .by { lhs, rhs in
          let circle = ["a", "b", "\u{E9}"]
          guard let left = circle.firstIndex(of: lhs), let right = circle.firstIndex(of: rhs)
          else { return false }
          return (left + 1) % circle.count == right
        }
      }
    return FetchRequest(
      predicate: predicate, sortBy: sortBy, sectionBy: sectionBy, sectionOrder: sectionOrder)
  }

  /// Sectioned results' names in the documented order of ``order``, which must be pure.
  func sorted(_ names: [String]) -> [String] {
    switch order {
    case .ascending, .random, .cyclic: names.sorted()
    case .descending: names.sorted(by: >)
    case .listed:
      names.filter { $0 == "\u{E9}" } + names.filter { $0 == "b" }
        + names.filter { $0 != "\u{E9}" && $0 != "b" }.sorted()
    case .custom: names.filter { $0 == "b" } + names.filter { $0 != "b" }.sorted()
    }
  }
}

extension FuzzInput {
  /// A request: up to two keys; a predicate, sections and (when sectioned) a section order
  /// that are pure three times in four.
  mutating func requestSpec() -> RequestSpec {
    let keys = (0..<int(below: 3)).map { _ in choose(RequestSpec.Key.allCases) }
    let impure = int(below: 4) == 0
    let predicate = choose(
      impure ? RequestSpec.Predicate.allCases : [.all, .flagged, .notNegative])
    let sections = choose(impure ? RequestSpec.Sections.allCases : [.none, .group])
    let order =
      sections == .none
      ? .ascending : choose(impure ? RequestSpec.Order.allCases : RequestSpec.Order.pure)
    return RequestSpec(keys: keys, predicate: predicate, sections: sections, order: order)
  }
}
