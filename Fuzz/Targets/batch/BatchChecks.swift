// The properties of a batch on its own: a JSON round trip, `validate` against `applied`, and
// the `ItemPathMap` against the replay.

import Foundation
import ResultsKit

/// The batch encodes and decodes to itself.
func checkRoundTrip(_ batch: ChangeBatch) {
  do {
    let data = try JSONEncoder().encode(batch)
    let decoded = try JSONDecoder().decode(ChangeBatch.self, from: data)
    require(decoded == batch, "\(batch) decodes back as \(decoded)")
  } catch {
    violated("\(batch) does not round-trip through JSON: \(error)")
  }
}

/// `validate` and `applied` agree; a valid batch's path map agrees with its replay.
func checkAgreement(_ batch: ChangeBatch, before: [Int], after: [Int]) {
  let context = "\(batch) on \(before) → \(after)"
  let validation = Result { () throws(BatchError) in
    try batch.validate(before: before, after: after)
  }
  let oldContent = Token.content(before, isNew: false)
  let newContent = Token.content(after, isNew: true)
  let replay = Result { () throws(BatchError) in
    try batch.applied(to: oldContent, taking: newContent)
  }
  for extreme in [Int.max, Int.min, -1] {
    _ = try? batch.validate(before: before + [extreme], after: after)
    _ = try? batch.validate(before: before, after: [extreme] + after)
    if !before.isEmpty {
      _ = try? batch.validate(before: [extreme] + before.dropFirst(), after: after)
    }
  }
  switch (validation, replay) {
  case let (.failure(invalid), .failure(refused)):
    require(invalid == refused, "\(context): validate throws \(invalid), applied \(refused)")
    return
  case let (.failure(invalid), .success(result)):
    violated("\(context): validate throws \(invalid), applied returns \(result)")
  case let (.success, .failure(refused)):
    violated("\(context): validate passes, applied throws \(refused)")
  case let (.success, .success(result)):
    require(result.map(\.count) == after, "\(context): applied returns \(result)")
    let canonical = batch.canonicalized()
    let canonicalResult = try? canonical.applied(to: oldContent, taking: newContent)
    require(
      canonicalResult == result,
      "\(context): canonicalised as \(canonical) it replays to \(String(describing: canonicalResult))"
    )
    checkPathMap(batch, before: before, after: after, context: context)
  }
}

/// The map of a valid batch agrees with the replay of its deletes, moves and inserts.
private func checkPathMap(_ batch: ChangeBatch, before: [Int], after: [Int], context: String) {
  var positional = batch
  positional.reloadedItems = []
  positional.reconfiguredItems = []
  let result: [[Token]]
  do {
    result = try positional.applied(
      to: Token.content(before, isNew: false), taking: Token.content(after, isNew: true))
  } catch {
    violated("\(context): valid, but without reloads and reconfigures it throws \(error)")
  }
  let map = ItemPathMap(batch)
  var landed: [ItemPath: ItemPath] = [:]
  for (section, tokens) in result.enumerated() {
    for (item, token) in tokens.enumerated() {
      let here = ItemPath(item: item, section: section)
      let from = map.pathBefore(here)
      if token.isNew {
        require(
          from == nil,
          "\(context): \(here) is inserted, but pathBefore is \(from.map { "\($0)" } ?? "nil")")
      } else {
        landed[token.path] = here
        require(
          from == token.path,
          "\(context): pathBefore(\(here)) is \(from.map { "\($0)" } ?? "nil"), not \(token.path)")
      }
    }
  }
  for (section, count) in before.enumerated() {
    for item in 0..<count {
      let path = ItemPath(item: item, section: section)
      let to = map.pathAfter(path)
      require(
        to == landed[path],
        "\(context): pathAfter(\(path)) is \(to.map { "\($0)" } ?? "nil"), "
          + "the replay puts it at \(landed[path].map { "\($0)" } ?? "nil")")
    }
  }
  var surviving: [Int] = []
  for section in before.indices {
    guard let target = map.sectionAfter(section) else { continue }
    require(
      map.sectionBefore(target) == section, "\(context): section maps are not inverse")
    surviving.append(target)
  }
  require(
    surviving == surviving.sorted()
      && surviving.count == before.count - batch.deletedSections.count,
    "\(context): surviving sections map to \(surviving)")
}
