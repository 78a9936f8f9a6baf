import ResultsKit

extension ResultsController {
  /// Where a changed object is, before or after a commit.
  struct Placement {
    var section: Section
    var item: Int
  }

  /// One changed object and where it was and is in the results (`nil` where it is absent).
  struct PlacedChange {
    var change: StoreChange<Object>
    var before: Placement?
    var after: Placement?
  }

  /// Applies a commit's net changes to the results and, when `reporting`, sends the events
  /// that describe it.
  ///
  /// Finds every old place on the unchanged results, removes the old entries (by rank, from
  /// the back), inserts the new ones, drops sections that became empty, and finds every new
  /// place on the final results; the events come from comparing the two.
  ///
  /// - Complexity: O(*k* log *n*) for *k* changes on *n* fetched objects.
  func apply(_ changes: [StoreChange<Object>], reporting: Bool) {
    var placed = changes.map { PlacedChange(change: $0) }
    var sectionsBefore: [String: Int] = [:]
    for index in placed.indices {
      guard let old = placed[index].change.old, includes(old) else { continue }
      let entry = Entry(object: old, sequence: placed[index].change.sequence)
      placed[index].before = locate(entry, inSectionNamed: sectionName(of: old))
      if reporting, let name = placed[index].before?.section.name, sectionsBefore[name] == nil {
        sectionsBefore[name] = sectionRank(name)
      }
    }
    removeOldEntries(of: placed)
    var created: [String] = []
    for index in placed.indices {
      guard let new = placed[index].change.new, includes(new) else { continue }
      let entry = Entry(object: new, sequence: placed[index].change.sequence)
      let name = sectionName(of: new)
      let section = sectionsByName[name] ?? createSection(named: name, recordingIn: &created)
      section.entries.insert(entry) { precedes($0, entry) }
      objectCount += 1
      placed[index].after = Placement(section: section, item: 0)
    }
    let deleted = removeEmptySections(of: placed)
    guard reporting else { return }
    for index in placed.indices {
      guard let section = placed[index].after?.section, let new = placed[index].change.new else {
        continue
      }
      let entry = Entry(object: new, sequence: placed[index].change.sequence)
      placed[index].after?.item = rank(of: entry, in: section)
    }
    var sectionsAfter: [String: Int] = [:]
    for change in placed {
      if let name = change.after?.section.name, sectionsAfter[name] == nil {
        sectionsAfter[name] = sectionRank(name)
      }
    }
    let events = Self.events(
      for: placed,
      deletedSections: deleted.map { ($0, sectionsBefore[$0] ?? 0) },
      insertedSections: created.filter { sectionsByName[$0] != nil }.map { ($0, sectionsAfter[$0] ?? 0) },
      sectionsBefore: sectionsBefore, sectionsAfter: sectionsAfter,
      sortKeysTie: sortKeysTie)
    for event in events { observers.send(event) }
  }

  /// Where `entry` is: found by its values in the section they name, or, when it is not there
  /// (impure request closures), by a scan of every section; `nil` when it is not in the results.
  private func locate(_ entry: Entry, inSectionNamed name: String) -> Placement? {
    if let section = sectionsByName[name] {
      let item = section.entries.lowerBound { precedes($0, entry) }
      if item < section.entries.count, section.entries[item].sequence == entry.sequence {
        return Placement(section: section, item: item)
      }
    }
    inconsistencyRepairs += 1
    var found: Placement?
    sectionTree.forEach { section in
      if found == nil, let item = section.entries.firstRank(where: { $0.sequence == entry.sequence }) {
        found = Placement(section: section, item: item)
      }
    }
    return found
  }

  /// The rank of `entry`, which is in `section`.
  private func rank(of entry: Entry, in section: Section) -> Int {
    let item = section.entries.lowerBound { precedes($0, entry) }
    if item < section.entries.count, section.entries[item].sequence == entry.sequence { return item }
    inconsistencyRepairs += 1
    return section.entries.firstRank { $0.sequence == entry.sequence } ?? item
  }

  /// Removes the old entries, from the highest rank down in each section, so that the ranks
  /// found before the commit stay valid.
  private func removeOldEntries(of placed: [PlacedChange]) {
    let removals = placed.compactMap(\.before).sorted {
      $0.section === $1.section ? $0.item > $1.item : ObjectIdentifier($0.section) < ObjectIdentifier($1.section)
    }
    for removal in removals {
      removal.section.entries.remove(at: removal.item)
      objectCount -= 1
    }
  }

  private func createSection(named name: String, recordingIn created: inout [String]) -> Section {
    let section = Section(name: name)
    sectionTree.insert(section) { $0.name < name }
    sectionsByName[name] = section
    created.append(name)
    return section
  }

  /// Drops the sections that the commit emptied (never the one section of unsectioned
  /// results) and returns their names.
  private func removeEmptySections(of placed: [PlacedChange]) -> [String] {
    guard active.sectionBy != nil else { return [] }
    var deleted: [String] = []
    for change in placed {
      guard let section = change.before?.section, section.entries.isEmpty,
        sectionsByName[section.name] === section
      else { continue }
      sectionsByName[section.name] = nil
      var rank = sectionRank(section.name)
      if rank >= sectionTree.count || sectionTree[rank] !== section {
        rank = sectionTree.firstRank { $0 === section } ?? rank
      }
      sectionTree.remove(at: rank)
      deleted.append(section.name)
    }
    return deleted
  }
}
