import ResultsKit

extension SectionedSlots {
  /// The index's structural invariants that do not hold, one message each; empty when it is
  /// sound.
  ///
  /// Checked: sections unique, indexed by name, never empty when sectioned (exactly one, named
  /// `""`, when not), and in the request's section order when it is one of the library's
  /// own; the object count; every slot in one section at most once and never free; each
  /// object's row leading back to its slot; each slot's prefix in its tree the one its values
  /// give; no identifier twice. These hold whatever the
  /// request's closures do. With `strictOrder`, also: each section's slots in the order of
  /// their stored values (this needs sort keys whose `<` is a strict order, and cannot hold
  /// for impure key paths), and the sections in a custom section order (this needs a pure
  /// comparison that is a strict weak order).
  ///
  /// For tests and fuzzers: O(*n* log *n*).
  func _checkInvariants(strictOrder: Bool) -> [String] {
    var problems: [String] = []
    let sections = sectionTree.elements
    let names = sections.map(\.name)
    let sectionOrder = request.sectionOrder
    if sectionOrder.isBuiltIn || strictOrder,
      zip(names, names.dropFirst()).contains(where: { !sectionOrder.precedes($0, $1) })
    {
      problems.append("sections not strictly in the section order: \(names)")
    }
    if sectionsByName.count != sections.count
      || sections.contains(where: { sectionsByName[$0.name] !== $0 })
    {
      problems.append("sectionsByName does not match the sections")
    }
    if request.sectionBy == nil {
      if names != [""] { problems.append("unsectioned results with sections \(names)") }
    } else if sections.contains(where: { $0.slots.isEmpty }) {
      problems.append("an empty section")
    }
    let seen = shownSlots
    var ids = Set<Object.ID>()
    var total = 0
    var repeated = Set<Int32>()
    for section in sections {
      let keyed = section.slots.elements
      let slots = keyed.map(\.slot)
      total += slots.count
      for slot in slots {
        if !repeated.insert(slot).inserted { problems.append("slot \(slot) shown twice") }
        if Int(slot) >= objects.count {
          problems.append("slot \(slot) out of range")
        } else if !ids.insert(objects[Int(slot)].id).inserted {
          problems.append("the id \(objects[Int(slot)].id) shown twice")
        }
      }
      if keyed.contains(where: {
        Int($0.slot) < objects.count && order.keyed($0.slot).prefix != $0.prefix
      }) {
        problems.append("section \(section.name) holds a slot with a stale prefix")
      }
      if strictOrder {
        let order = order
        if zip(slots, slots.dropFirst()).contains(where: { !order.precedes(Int($0), Int($1)) }) {
          problems.append("section \(section.name) out of order")
        }
      }
    }
    if total != objectCount { problems.append("objectCount \(objectCount), shown \(total)") }
    if freeSlots.contains(where: seen.contains) { problems.append("a shown slot is free") }
    var mapped = 0
    for row in 0..<rowSlots.count {
      guard let slot = rowSlots[Int32(row)] else { continue }
      mapped += 1
      if !seen.contains(Int32(slot)) {
        problems.append("row \(row) maps to slot \(slot), not shown")
      }
    }
    if mapped != total { problems.append("\(mapped) rows map to slots, \(total) shown") }
    return problems
  }

  /// The invariants that hold when the index is current with `store`: every shown object is
  /// the store's, under its own row.
  ///
  /// For tests and fuzzers: O(*n*).
  func _checkCurrent(with store: ObjectStore<Object>) -> [String] {
    var problems: [String] = []
    for slot in shownSlots {
      guard Int(slot) < objects.count else { continue }
      let object = objects[Int(slot)]
      guard let record = store.storage.records[object.id] else {
        problems.append("the id \(object.id) is shown but not in the store")
        continue
      }
      // (An object that is not equal to itself, with a NaN, cannot be compared.)
      if record.object != object, object == object {
        problems.append("the id \(object.id) is shown stale")
      }
      if rowSlots[record.row] != Int(slot) {
        problems.append("the id \(object.id): its row does not lead to its slot")
      }
    }
    return problems
  }

  /// Every slot some section shows.
  var shownSlots: Set<Int32> {
    var seen = Set<Int32>()
    sectionTree.forEach { section in section.slots.forEach { seen.insert($0.slot) } }
    return seen
  }
}
