import Foundation
import ResultsKit
import ResultsKitText

/// Fuzz target `batch`: any `ChangeBatch` and any before/after counts.
///
/// The first byte picks how the batch is made: from small integers (even), or by decoding the
/// rest of the input as `ChangeBatch` JSON with Foundation's `JSONDecoder` (odd). Either way:
///
/// - `validate(before:after:)` and `applied(to:taking:)` never trap and agree: `applied`
///   throws exactly when `validate` throws, the same error, and otherwise returns sections of
///   the `after` counts. Validation with extreme counts (`Int.max`, negative) never traps.
/// - The batch survives a JSON round trip unchanged.
/// - A valid batch stays valid canonicalised and replays the same. Its `ItemPathMap` agrees
///   with the replay: every kept item lands where the map says, in both directions, and
///   deleted and inserted ones map to `nil`.
/// - A `TextTable` or `TextGrid` (chosen by a byte) that shows the before content accepts a
///   valid batch, keeps its selection in step through the map, and then renders exactly like a
///   fresh one loaded with the after content. It refuses an invalid batch with the same error
///   and stays exactly as it was (strict), or reports it and reloads (recover).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let fromJSON = input.byte() % 2 == 1
  let before = input.counts()
  let after = input.counts()
  let view = ViewSettings(&input)
  let batch: ChangeBatch
  if fromJSON {
    guard
      let decoded = try? JSONDecoder().decode(ChangeBatch.self, from: Data(input.rest()))
    else { return 0 }
    batch = decoded
  } else {
    batch = input.batch()
  }
  checkRoundTrip(batch)
  checkAgreement(batch, before: before, after: after)
  checkRenderer(batch, before: before, after: after, view: view)
  return 0
}

// MARK: - Reading

extension FuzzInput {
  /// Item counts: up to 4 sections of up to 6 items.
  mutating func counts() -> [Int] {
    (0..<int(in: 0...4)).map { _ in int(in: 0...6) }
  }

  /// An index for a batch: mostly 0…6, sometimes -1, `Int.max` or `Int.min`.
  mutating func index() -> Int {
    switch byte() {
    case 0xFF: Int.max
    case 0xFE: Int.min
    case 0xFD: -1
    case let value: Int(value % 7)
    }
  }

  mutating func path() -> ItemPath {
    let section = index()
    return ItemPath(item: index(), section: section)
  }

  /// Up to 4 values of `element`.
  mutating func list<T>(_ element: (inout FuzzInput) -> T) -> [T] {
    (0..<int(in: 0...4)).map { _ in element(&self) }
  }

  /// A batch of small (and a few extreme) indices, in no particular order.
  mutating func batch() -> ChangeBatch {
    ChangeBatch(
      deletedSections: list { $0.index() }, insertedSections: list { $0.index() },
      deletedItems: list { $0.path() }, insertedItems: list { $0.path() },
      movedItems: list { ItemMove(from: $0.path(), to: $0.path()) },
      reloadedItems: list { $0.path() }, reconfiguredItems: list { $0.path() })
  }
}

/// An element of the replayed content: which side it comes from, and its path there.
struct Token: Equatable, CustomStringConvertible {
  var isNew: Bool
  var path: ItemPath

  var description: String { "\(isNew ? "n" : "o")\(path.section).\(path.item)" }

  /// Content of `counts`, every element naming itself.
  static func content(_ counts: [Int], isNew: Bool) -> [[Token]] {
    counts.enumerated().map { section, count in
      (0..<count).map { Token(isNew: isNew, path: ItemPath(item: $0, section: section)) }
    }
  }
}

// MARK: - Properties

/// The batch encodes and decodes to itself.
private func checkRoundTrip(_ batch: ChangeBatch) {
  do {
    let data = try JSONEncoder().encode(batch)
    let decoded = try JSONDecoder().decode(ChangeBatch.self, from: data)
    require(decoded == batch, "\(batch) decodes back as \(decoded)")
  } catch {
    violated("\(batch) does not round-trip through JSON: \(error)")
  }
}

/// `validate` and `applied` agree; a valid batch's path map agrees with its replay.
private func checkAgreement(_ batch: ChangeBatch, before: [Int], after: [Int]) {
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

// MARK: - Renderers

/// How the renderer is set up: read from the bytes.
struct ViewSettings {
  var grid: Bool
  var width: Int
  var height: Int
  var itemWidth: Int
  var style: TextStyle
  var recover: Bool
  var scroll: Int
  var headers: Bool
  var index: Bool
  var multipleSelection: Bool
  var selection: [ItemPath]

  init(_ input: inout FuzzInput) {
    let flags = input.byte()
    grid = flags & 1 != 0
    recover = flags & 2 != 0
    headers = flags & 4 != 0
    index = flags & 8 != 0
    multipleSelection = flags & 16 != 0
    style = input.choose([.unicode, .ascii, .plain])
    width = input.int(in: 0...40)
    height = input.int(in: 0...14)
    itemWidth = input.int(in: 0...12)
    scroll = input.int(in: 0...20)
    selection = (0..<input.int(in: 0...3)).map { _ in
      let section = input.int(below: 5)
      return ItemPath(item: input.int(below: 7), section: section)
    }
  }
}

/// A data source over arrays of tokens, for both renderers.
///
/// Each section has an identity that stays with it through a batch, as its header does in a
/// grid (UIKit keeps a section's supplementary views when the section moves): the sections
/// before the batch are 0, 1, 2…, inserted ones 100 + their index. Sections whose identity is
/// even have a header naming it.
final class TokenSource: TextTableDataSource, TextGridDataSource {
  var content: [[Token]]
  var sectionIDs: [Int]
  let headers: Bool
  let index: Bool

  init(_ content: [[Token]], headers: Bool, index: Bool) {
    self.content = content
    sectionIDs = Array(content.indices)
    self.headers = headers
    self.index = index
  }

  /// Shows `content`, whose sections came from those shown through `map`.
  func update(_ content: [[Token]], map: ItemPathMap?) {
    self.content = content
    sectionIDs = content.indices.map { section in
      map?.sectionBefore(section).map { sectionIDs[$0] } ?? 100 + section
    }
  }

  /// The header of `section`, if it has one.
  func title(_ section: Int) -> String? {
    headers && sectionIDs[section] % 2 == 0 ? "Section \(sectionIDs[section])" : nil
  }

  func numberOfSections(in table: TextTable) -> Int { content.count }
  func table(_ table: TextTable, numberOfRowsInSection section: Int) -> Int {
    content[section].count
  }
  func table(_ table: TextTable, cellForRowAt path: ItemPath) -> TextCell {
    let cell = table.dequeueReusableCell(withIdentifier: "token", for: path)
    // Everything the cell shows comes from the token: a cell kept through a batch stays right.
    let token = content[path.section][path.item]
    cell.text = "\(token)"
    cell.detailText = token.path.item % 2 == 0 ? "東京🚆" : nil
    cell.accessory = token.path.item % 3 == 0 ? .checkmark : .none
    return cell
  }
  func table(_ table: TextTable, titleForHeaderInSection section: Int) -> String? {
    title(section)
  }
  func sectionIndexTitles(for table: TextTable) -> [String]? {
    index ? content.indices.map { "\($0)" } : nil
  }

  func numberOfSections(in grid: TextGrid) -> Int { content.count }
  func grid(_ grid: TextGrid, numberOfItemsInSection section: Int) -> Int {
    content[section].count
  }
  func grid(_ grid: TextGrid, cellForItemAt path: ItemPath) -> TextCell {
    let cell = grid.dequeueReusableCell(withReuseIdentifier: "token", for: path)
    cell.text = "\(content[path.section][path.item])"
    return cell
  }
  func grid(
    _ grid: TextGrid, viewForSupplementaryElementOfKind kind: String, at path: ItemPath
  ) -> TextCell? {
    guard kind == TextGrid.sectionHeaderKind, let title = title(path.section) else { return nil }
    let view = grid.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: path)
    view.text = title
    return view
  }
}

/// A table or a grid, behind one interface.
private protocol Renderer: Coordinatable {
  var scrollOffset: Int { get set }
  var selection: [ItemPath] { get }
  func select(_ path: ItemPath)
  func render() -> String
  /// `apply(_:)`, with its typed error.
  func applyBatch(_ batch: ChangeBatch) throws(BatchError)
}

extension TextTable: Renderer {
  var selection: [ItemPath] { indexPathsForSelectedRows }
  func select(_ path: ItemPath) { selectRow(at: path) }
  func render() -> String { render(ansi: false) }
  func applyBatch(_ batch: ChangeBatch) throws(BatchError) { try apply(batch) }
}

extension TextGrid: Renderer {
  var selection: [ItemPath] { indexPathsForSelectedItems }
  func select(_ path: ItemPath) { selectItem(at: path) }
  func render() -> String { render(ansi: false) }
  func applyBatch(_ batch: ChangeBatch) throws(BatchError) { try apply(batch) }
}

/// A renderer showing `source`, loaded, scrolled to `scroll` and with `selection` selected.
private func makeRenderer(
  _ source: TokenSource, _ view: ViewSettings, scroll: Int, selection: [ItemPath]
) -> any Renderer {
  let renderer: any Renderer
  if view.grid {
    let grid = TextGrid(width: view.width, height: view.height, itemWidth: view.itemWidth)
    grid.register(TextCell.self, forCellWithReuseIdentifier: "token")
    grid.register(
      TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
      withReuseIdentifier: "header")
    grid.dataSource = source
    grid.style = view.style
    grid.validation = view.recover ? .recover : .strict
    grid.allowsMultipleSelection = view.multipleSelection
    renderer = grid
  } else {
    let table = TextTable(width: view.width, height: view.height)
    table.register(TextCell.self, forCellReuseIdentifier: "token")
    table.dataSource = source
    table.style = view.style
    table.validation = view.recover ? .recover : .strict
    table.allowsMultipleSelection = view.multipleSelection
    renderer = table
  }
  renderer.reloadData()
  renderer.scrollOffset = scroll
  for path in selection { renderer.select(path) }
  return renderer
}

/// A renderer applies the batch like the model says.
private func checkRenderer(_ batch: ChangeBatch, before: [Int], after: [Int], view: ViewSettings) {
  let context = "\(batch) on \(before) → \(after) in \(view)"
  let oldContent = Token.content(before, isNew: false)
  let newContent = Token.content(after, isNew: true)
  let source = TokenSource(oldContent, headers: view.headers, index: view.index)
  var reported: [BatchError] = []
  let renderer = makeRenderer(source, view, scroll: view.scroll, selection: view.selection)
  if let table = renderer as? TextTable { table.onInconsistency = { reported.append($0) } }
  if let grid = renderer as? TextGrid { grid.onInconsistency = { reported.append($0) } }
  let selected = renderer.selection
  let frameBefore = renderer.render()
  requireFrameShape(frameBefore, width: view.width, height: view.height, context)

  let replayed: [[Token]]
  do {
    replayed = try batch.applied(to: oldContent, taking: newContent)
  } catch {
    // Invalid: strict refuses with the same error and changes nothing; recover reloads.
    source.update(newContent, map: nil)
    let outcome = Result { () throws(BatchError) in try renderer.applyBatch(batch) }
    if view.recover {
      require(
        (try? outcome.get()) != nil && reported == [error],
        "\(context): recover mode gave \(outcome), reported \(reported), expected \(error)")
      let fresh = makeRenderer(source, view, scroll: renderer.scrollOffset, selection: [])
      require(
        renderer.render() == fresh.render(), "\(context): after recovering it renders differently"
      )
    } else {
      require(
        outcome.error == error, "\(context): strict mode gave \(outcome), expected \(error)")
      require(
        renderer.render() == frameBefore && renderer.selection == selected,
        "\(context): the refused batch changed the renderer")
    }
    return
  }
  let map = ItemPathMap(batch)
  source.update(replayed, map: map)
  do {
    try renderer.applyBatch(batch)
  } catch {
    violated("\(context): the renderer refused a valid batch: \(error)")
  }
  require(reported.isEmpty, "\(context): reported \(reported) for a valid batch")
  let expectedSelection = selected.compactMap(map.pathAfter).sorted()
  require(
    renderer.selection == expectedSelection,
    "\(context): selection \(selected) became \(renderer.selection), not \(expectedSelection)")
  let fresh = makeRenderer(
    source, view, scroll: renderer.scrollOffset, selection: renderer.selection)
  let frame = renderer.render()
  let freshFrame = fresh.render()
  requireFrameShape(frame, width: view.width, height: view.height, context)
  require(
    frame == freshFrame,
    "\(context): renders\n\(frame)\ninstead of\n\(freshFrame)")
}

extension Result {
  /// The error, when this is a failure.
  fileprivate var error: Failure? {
    if case let .failure(error) = self { error } else { nil }
  }
}
