import ResultsKit

extension ResultsController {
  /// How a changed object that is in the results before and after a commit is reported.
  @usableFromInline
  enum Kind {
    /// Same section, equal sort keys: it kept its place among the unchanged objects.
    case inPlace
    /// Same section, different sort keys: in place only if it crossed nothing that stays.
    case resorted
    /// Another section.
    case moved
  }

  /// The events that report `placed`, whose before and after places are known.
  ///
  /// An object whose sort keys changed is reported as updated in place when it kept its
  /// order relative to every object reported in place (it crossed none of the objects the
  /// commit did not reorder, and a longest increasing run of such objects keeps its order);
  /// otherwise as moved. So the batch a coordinator builds is correct however many objects
  /// change together, with as few moves as that rule allows.
  ///
  /// Which objects are in place is decided from their places alone. Equal sort keys are only
  /// a hint (an object whose keys did not change is preferred to stay), checked against the
  /// places and dropped when they disagree, as they do when `<` is not a strict order: a
  /// wrong hint could make an update stand for a move, and the view show the wrong rows.
  ///
  /// - Complexity: O(*k* log *k*) for *k* changes.
  @inlinable
  static func events(
    for placed: [PlacedChange], deletedSections: [(name: String, index: Int)],
    insertedSections: [(name: String, index: Int)], sectionsBefore: [ObjectIdentifier: Int],
    sectionsAfter: [ObjectIdentifier: Int]
  ) -> [ResultsEvent<Object>] {
    func path(_ placement: Placement, _ indices: [ObjectIdentifier: Int]) -> ItemPath {
      ItemPath(item: placement.item, section: indices[ObjectIdentifier(placement.section)] ?? 0)
    }
    var kinds = classify(placed, trustingTies: true)
    if !keepsOrder(placed, kinds) { kinds = classify(placed, trustingTies: false) }

    // Paths with the index of their change: sorting them stays non-generic.
    var deletes: [(ItemPath, Int)] = []
    var inserts: [(ItemPath, Int)] = []
    var moves: [(ItemPath, ItemPath, Int)] = []
    var updates: [(ItemPath, ItemPath, Int)] = []
    for (index, change) in placed.enumerated() {
      switch (change.before, change.after) {
      case let (before?, after?):
        let from = path(before, sectionsBefore)
        let to = path(after, sectionsAfter)
        if kinds[index] == .inPlace {
          updates.append((from, to, index))
        } else {
          moves.append((from, to, index))
        }
      case let (before?, nil):
        deletes.append((path(before, sectionsBefore), index))
      case let (nil, after?):
        inserts.append((path(after, sectionsAfter), index))
      case (nil, nil):
        continue
      }
    }
    func old(_ index: Int) -> Object? { placed[index].change.old }
    func new(_ index: Int) -> Object? { placed[index].change.new }
    guard !(deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty) else {
      return []
    }
    var events: [ResultsEvent<Object>] = [.willChange]
    for section in deletedSections.sorted(by: { $0.index < $1.index }) {
      events.append(.deletedSection(name: section.name, at: section.index))
    }
    for section in insertedSections.sorted(by: { $0.index < $1.index }) {
      events.append(.insertedSection(name: section.name, at: section.index))
    }
    for (path, index) in deletes.sorted(by: { $0.0 < $1.0 }) {
      if let object = old(index) { events.append(.deleted(object, at: path)) }
    }
    for (path, index) in inserts.sorted(by: { $0.0 < $1.0 }) {
      if let object = new(index) { events.append(.inserted(object, at: path)) }
    }
    for (from, to, index) in moves.sorted(by: { $0.1 < $1.1 }) {
      if let object = new(index) { events.append(.moved(object, from: from, to: to)) }
    }
    for (from, to, index) in updates.sorted(by: { $0.1 < $1.1 }) {
      if let object = new(index) { events.append(.updated(object, at: from, newPath: to)) }
    }
    events.append(.didChange)
    return events
  }

  /// Whether each object present before and after is in place or moved (`nil` for the
  /// others).
  ///
  /// With `trustingTies`, objects whose sort keys tie are taken to be in place and the rest
  /// are fitted around them; without, only the objects the commit did not touch are fixed,
  /// which makes the answer right whatever the order does (the untouched objects never change
  /// their relative order).
  ///
  /// - Complexity: O(*k* log *k*) for *k* changes.
  @inlinable
  static func classify(_ placed: [PlacedChange], trustingTies: Bool) -> [Kind?] {
    var kinds: [Kind?] = Array(repeating: nil, count: placed.count)
    var othersBefore: [ObjectIdentifier: [Int]] = [:]
    var othersAfter: [ObjectIdentifier: [Int]] = [:]
    for (index, change) in placed.enumerated() {
      if let before = change.before, let after = change.after {
        kinds[index] =
          before.section !== after.section
          ? .moved : trustingTies && change.keysTie ? .inPlace : .resorted
      }
      guard kinds[index] != .inPlace else { continue }
      if let before = change.before {
        othersBefore[ObjectIdentifier(before.section), default: []].append(before.item)
      }
      if let after = change.after {
        othersAfter[ObjectIdentifier(after.section), default: []].append(after.item)
      }
    }
    for section in othersBefore.keys { othersBefore[section]?.sort() }
    for section in othersAfter.keys { othersAfter[section]?.sort() }
    // A resorted object can stay in place only if the same number of fixed objects precede
    // it before and after; among those, keep a longest run that kept its order.
    var candidates: [ObjectIdentifier: [Int]] = [:]
    for (index, change) in placed.enumerated() where kinds[index] == .resorted {
      guard let before = change.before, let after = change.after else { continue }
      let section = ObjectIdentifier(before.section)  // the same as after's: not moved
      let stayingBefore =
        before.item - (othersBefore[section] ?? []).partitioningIndex { $0 >= before.item }
      let stayingAfter =
        after.item - (othersAfter[section] ?? []).partitioningIndex { $0 >= after.item }
      if stayingBefore == stayingAfter {
        candidates[section, default: []].append(index)
      } else {
        kinds[index] = .moved
      }
    }
    for var members in candidates.values {
      members.sort { (placed[$0].before?.item ?? 0) < (placed[$1].before?.item ?? 0) }
      let newRanks = members.map { placed[$0].after?.item ?? 0 }
      var keep = Set<Int>()
      forEachLongestIncreasingSubsequenceMember(of: newRanks, positionType: Int.self) {
        keep.insert($0)
      }
      for (position, member) in members.enumerated() {
        kinds[member] = keep.contains(position) ? .inPlace : .moved
      }
    }
    return kinds
  }

  /// Whether the objects that `kinds` leaves in place, with the untouched ones, are in the
  /// same order before and after: each has as many of them before it in both.
  ///
  /// When every in-place object keeps its rank among them, the untouched objects (which
  /// keep their relative order) fill the other ranks alike, so the whole order is kept.
  ///
  /// - Complexity: O(*k* log *k*) for *k* changes.
  @inlinable
  static func keepsOrder(_ placed: [PlacedChange], _ kinds: [Kind?]) -> Bool {
    var othersBefore: [ObjectIdentifier: [Int]] = [:]
    var othersAfter: [ObjectIdentifier: [Int]] = [:]
    for (index, change) in placed.enumerated() where kinds[index] != .inPlace {
      if let before = change.before {
        othersBefore[ObjectIdentifier(before.section), default: []].append(before.item)
      }
      if let after = change.after {
        othersAfter[ObjectIdentifier(after.section), default: []].append(after.item)
      }
    }
    for section in othersBefore.keys { othersBefore[section]?.sort() }
    for section in othersAfter.keys { othersAfter[section]?.sort() }
    for (index, change) in placed.enumerated() where kinds[index] == .inPlace {
      guard let before = change.before, let after = change.after else { return false }
      let rankBefore =
        before.item
        - (othersBefore[ObjectIdentifier(before.section)] ?? []).partitioningIndex {
          $0 >= before.item
        }
      let rankAfter =
        after.item
        - (othersAfter[ObjectIdentifier(after.section)] ?? []).partitioningIndex {
          $0 >= after.item
        }
      if rankBefore != rankAfter { return false }
    }
    return true
  }
}
