import ResultsKit
import ResultsKitStore
import ResultsKitText

/// Fuzz target `replay`: a replay change log (JSON Lines, DESIGN §5) through the demo's
/// `ReplayDriver` — an `ObjectStore`, a `ResultsController`, a `ResultsCoordinator` and the
/// replay's checking target — with a second coordinator on the same controller driving a
/// `TextTable`.
///
/// An input that starts with `{` is replayed as it is, as JSON Lines text: the samples in
/// Examples/replay are the seeds of this mode. Any other input is read as decisions, not as
/// text, so that most lines are valid: a fetch line (sort keys, sections, a filter, the update
/// style) built from a small vocabulary, then transactions over a dozen ids that mostly insert
/// absent ids and update or delete present ones. A few lines are mutated (truncated, a byte dropped, replaced or added) or are raw
/// bytes, and the script also scrolls, selects, resizes and restyles the table, pauses and
/// resumes its coordinator and loads it again. Checked, after every line and every step:
///
/// - Nothing traps.
/// - The replay reports no library bug (its target checks every batch against the results
///   and every `updateCell` against the row it names), and every line it prints is JSON.
/// - A line written from a `JSONValue` parses back to the same value.
/// - The table's coordinator reports no inconsistency; while it is not paused the table shows
///   the controller's counts, and its `render()` has the promised shape and equals the render
///   of a fresh `TextTable` loaded from scratch with the same data source, settings, scroll
///   offset and selection.
/// - The selection follows its objects: the rows selected after a line show objects that were
///   selected before it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard size == 0 || data[0] != UInt8(ascii: "{") else {
    replayText(input.rest())
    return 0
  }
  let run = ReplayRun(&input)
  run.start(&input)
  var steps = 0
  while !input.isAtEnd, steps < 40, !run.stopped {
    run.step(&input)
    steps += 1
  }
  return 0
}

/// Replays `text` as it is, a change log like those in Examples/replay, into a table 30
/// columns wide and 10 lines high with section headers and an index.
private func replayText(_ text: [UInt8]) {
  var settings = FuzzInput([0b11, 30, 10, 0, 0])
  let run = ReplayRun(&settings)
  for line in LineSplitter.lines(of: text) where !run.stopped {
    run.consume(line)
  }
}

/// The table's cells: the id and the name (`n` or `name`) on the left, the time (`t` or
/// `time`) on the right.
///
/// Hidden objects have a check mark and a reuse identifier of their own.
private struct RowConfigurator: TableCellConfigurator {
  func configure(_ cell: TextCell, with object: ReplayObject, at path: ItemPath) {
    let name = object[field: "n"] == .null ? object[field: "name"] : object[field: "n"]
    cell.text = object.id + " " + JSONWriter.text(of: name)
    let time = object[field: "t"] == .null ? object[field: "time"] : object[field: "t"]
    cell.detailText = time == .null ? nil : JSONWriter.text(of: time)
    cell.accessory = object[field: "h"] == .bool(true) ? .checkmark : .none
  }

  func reuseIdentifier(for object: ReplayObject, at path: ItemPath) -> String {
    object[field: "h"] == .bool(true) ? "hidden" : "row"
  }
}

/// How the table is set up: read from the bytes, and changed by the script.
private struct TableSettings {
  var width: Int
  var height: Int
  var style: TextStyle
  var recover: Bool
}

/// What the driver printed and reported.
private final class DriverLog {
  var printed: [String] = []
  var diagnostics: [String] = []
}

/// The driver, the table with its coordinator, and what the checks need to remember.
private final class ReplayRun {
  /// The replay's lines go here.
  let driver: ReplayDriver
  /// What the driver printed for the last line, and its diagnostics.
  let log = DriverLog()
  /// The table's data source, made when the replay's session exists.
  var dataSource: TableDataSource<ReplayObject, TextCell>?
  let table: TextTable
  var coordinator: ResultsCoordinator<ReplayObject>?
  var settings: TableSettings
  let configurator = RowConfigurator()
  let headers: Bool
  let index: Bool
  let defaultTitle: String?
  let threshold: Int?
  /// Whether the table's coordinator is paused, and the results' ids when it was paused.
  var paused = false
  var idsAtPause: [[String]] = []
  /// The ids of the store's objects, as far as the lines that succeeded say.
  var present: Set<String> = []
  /// What the table's coordinator and the table reported.
  var reports: [String] = []
  /// Whether the driver stopped (an invalid fetch line).
  var stopped = false

  init(_ input: inout FuzzInput) {
    let flags = input.byte()
    headers = flags & 1 != 0
    index = flags & 2 != 0
    defaultTitle = flags & 4 != 0 ? "All" : nil
    settings = TableSettings(
      width: input.int(in: 0...40), height: input.int(in: 0...12),
      style: input.choose([.unicode, .ascii, .plain]), recover: flags & 8 != 0)
    let threshold = input.int(below: 8)
    self.threshold = threshold < 5 ? nil : threshold - 4
    table = TextTable(width: settings.width, height: settings.height)
    table.style = settings.style
    table.validation = settings.recover ? .recover : .strict
    table.allowsMultipleSelection = flags & 16 != 0
    trace(
      "table: \(settings), headers \(headers), index \(index), default title "
        + "\(defaultTitle ?? "nil"), multiple selection \(table.allowsMultipleSelection), "
        + "reloadThreshold \(self.threshold.map { "\($0)" } ?? "nil")")
    let log = log
    driver = ReplayDriver(
      output: { line in log.printed.append(line) },
      diagnostics: { line in log.diagnostics.append(line) })
  }

  /// The first line: a fetch line (mostly), none, or a damaged one.
  func start(_ input: inout FuzzInput) {
    switch input.int(below: 16) {
    case 0, 1: break  // no fetch line: the first transaction comes first
    case 2: consume(input.rawLine())
    case 3: consume(mutated(JSONWriter.text(of: input.fetchLine()), &input))
    default: consume(written(input.fetchLine()))
    }
  }

  // MARK: - Steps

  func step(_ input: inout FuzzInput) {
    switch input.int(below: 20) {
    case 0..<11: consume(written(input.transaction(present: present)))
    case 11: consume(mutated(JSONWriter.text(of: input.transaction(present: present)), &input))
    case 12: consume(input.rawLine())
    case 13: consume([])
    case 14, 15: selectOrScroll(&input)
    case 16: reshape(&input)
    case 17: togglePause(&input)
    case 18: resume(animated: input.bool())
    default: load()
    }
  }

  /// A line written from `value`, which must parse back to `value`.
  func written(_ value: JSONValue) -> [UInt8] {
    let text = JSONWriter.text(of: value)
    let parsed = try? JSONParser.parse(text)
    require(parsed == value, "\(text) parses as \(parsed.map { "\($0)" } ?? "an error")")
    return Array(text.utf8)
  }

  /// `text` damaged once: cut short, or a byte dropped, replaced or added.
  func mutated(_ text: String, _ input: inout FuzzInput) -> [UInt8] {
    var bytes = Array(text.utf8)
    let position = bytes.isEmpty ? 0 : Int(input.byte()) * bytes.count / 256
    let byte = input.byte()
    switch input.int(below: 4) {
    case 0: bytes.removeSubrange(position...)
    case 1 where !bytes.isEmpty: bytes.remove(at: position)
    case 2 where !bytes.isEmpty: bytes[position] = byte
    default: bytes.insert(byte, at: position)
    }
    return bytes
  }

  /// Feeds a line's bytes to the driver as the replay command would: split at line feeds.
  func consume(_ line: [UInt8]) {
    let lines = line.isEmpty ? [[]] : LineSplitter.lines(of: line)
    for line in lines where !stopped {
      consumeOne(line)
    }
  }

  private func consumeOne(_ line: [UInt8]) {
    trace("line \(driver.lineNumber + 1): \(String(decoding: line, as: UTF8.self))")
    let selectedBefore = selectedIDs()
    log.printed = []
    let expected = TransactionLine.expectedIDs(line, present: present)
    if !driver.consume(line) {
      trace("  the replay stopped: \(log.diagnostics)")
      stopped = true
      return
    }
    for message in log.diagnostics where message.contains("library bug") {
      violated("line \(driver.lineNumber): \(message)")
    }
    log.diagnostics = []
    for output in log.printed {
      trace("  → \(output)")
      guard case let .object(members)? = try? JSONParser.parse(output),
        members.first?.key == "version"
      else { violated("the replay printed a line that is not a JSON result: \(output)") }
      if members.first?.value != .null, let expected { present = expected }
    }
    attachTable()
    check("after line \(driver.lineNumber)")
    if let selectedBefore, let after = selectedIDs() {
      require(
        after.isSubset(of: selectedBefore),
        "after line \(driver.lineNumber): the selection moved from \(selectedBefore) to \(after)")
    }
  }

  func selectOrScroll(_ input: inout FuzzInput) {
    let path = ItemPath(item: input.int(in: -1...9), section: input.int(in: -1...4))
    switch input.int(below: 6) {
    case 0:
      table.scrollOffset = input.int(in: -2...30)
      trace("table.scrollOffset = \(table.scrollOffset)")
    case 1:
      trace("table.scrollToRow(at: \(path))")
      table.scrollToRow(at: path)
    case 2:
      trace("table.deselectRow(at: \(path))")
      table.deselectRow(at: path)
    case 3:
      table.allowsMultipleSelection.toggle()
      trace("table.allowsMultipleSelection = \(table.allowsMultipleSelection)")
    case 4 where path.item < 0:
      trace("table.scrollToIndexTitle(at: \(path.section))")
      table.scrollToIndexTitle(at: path.section)
    case 4:
      trace("table.selectRow(at: nil)")
      table.selectRow(at: nil)
    default:
      trace("table.selectRow(at: \(path))")
      table.selectRow(at: path)
    }
    check("after a scroll or selection")
  }

  func reshape(_ input: inout FuzzInput) {
    switch input.int(below: 3) {
    case 0: settings.width = input.int(in: 0...40)
    case 1: settings.height = input.int(in: 0...12)
    default: settings.style = input.choose([.unicode, .ascii, .plain])
    }
    trace("table: \(settings)")
    table.width = settings.width
    table.height = settings.height
    table.style = settings.style
    check("after resizing or restyling")
  }

  func togglePause(_ input: inout FuzzInput) {
    guard let coordinator, let controller = driver.session?.controller else { return }
    if !paused { idsAtPause = ReplayRun.ids(controller) }
    paused.toggle()
    trace("coordinator.isPaused = \(paused)")
    coordinator.isPaused = paused
    check("after isPaused = \(paused)")
  }

  func resume(animated: Bool) {
    guard let coordinator else { return }
    let wasPaused = paused
    let selected = paused ? selectedIDs(in: idsAtPause) : nil
    trace("try coordinator.resume(animated: \(animated))")
    do {
      try coordinator.resume(animated: animated)
    } catch {
      violated("resume(animated: \(animated)) threw \(error)")
    }
    paused = false
    check("after resume(animated: \(animated))")
    if wasPaused, let selected, let after = selectedIDs() {
      require(
        after.isSubset(of: selected),
        "after resume(animated: \(animated)): the selection moved from \(selected) to \(after)")
    }
  }

  func load() {
    guard let coordinator else { return }
    trace("try coordinator.loadData()")
    do {
      try coordinator.loadData()
    } catch {
      violated("loadData() threw \(error)")
    }
    check("after loadData()")
  }

  // MARK: - The table

  /// Makes the table's data source and coordinator once the replay has a session.
  func attachTable() {
    guard coordinator == nil, let session = driver.session else { return }
    let dataSource = TableDataSource(configurator: configurator, monitor: session.controller)
    dataSource.showsSectionHeaders = headers
    dataSource.showsSectionIndex = index
    dataSource.defaultSectionTitle = defaultTitle
    self.dataSource = dataSource
    register(table)
    table.dataSource = dataSource
    table.onInconsistency = { [unowned self] error in reports.append("table: \(error)") }
    let updateCell: ResultsCoordinator<ReplayObject>.UpdateCell? =
      session.fetch.updates == .reconfigure ? configurator.makeUpdateVisibleCell(table) : nil
    let coordinator = ResultsCoordinator(
      target: table, monitor: session.controller, updateCell: updateCell)
    coordinator.reloadThreshold = threshold
    coordinator.onInconsistency = { [unowned self] error in reports.append("\(error)") }
    self.coordinator = coordinator
    do {
      try coordinator.loadData()
    } catch {
      violated("loadData() threw \(error)")
    }
    trace("table attached, updates: \(session.fetch.updates)")
  }

  func register(_ table: TextTable) {
    table.register(TextCell.self, forCellReuseIdentifier: "row")
    table.register(TextCell.self, forCellReuseIdentifier: "hidden")
  }

  /// The ids of the controller's results, section by section.
  static func ids(_ controller: ResultsController<ReplayObject>) -> [[String]] {
    controller.sections.map { $0.objects.map(\.id) }
  }

  /// The ids of the objects in the selected rows, reading the rows from `shown` (by default the
  /// controller's results, which the table shows when it is in step); `nil` while paused.
  func selectedIDs(in shown: [[String]]? = nil) -> Set<String>? {
    guard let controller = driver.session?.controller, coordinator != nil else { return nil }
    let rows = shown ?? (paused ? nil : ReplayRun.ids(controller))
    guard let rows else { return nil }
    var selected: Set<String> = []
    for path in table.indexPathsForSelectedRows {
      guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.item)
      else { violated("the selected row \(path) is not in \(rows)") }
      selected.insert(rows[path.section][path.item])
    }
    return selected
  }

  /// The checks that hold after every step.
  func check(_ context: @autoclosure () -> String) {
    require(reports.isEmpty, "\(context()): the table's coordinator reported \(reports)")
    guard let dataSource, let controller = driver.session?.controller else { return }
    let frame = table.render()
    requireFrameShape(frame, width: settings.width, height: settings.height, context())
    // A paused table shows the results of the moment it was paused.
    guard !paused else { return }
    let expected = controller.sections.map(\.objects.count)
    let shown = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    require(
      shown == expected, "\(context()): the table shows \(shown), the results have \(expected)")
    trace(
      "  table: rows \(shown), scrollOffset \(table.scrollOffset), visible "
        + "\(table.indexPathsForVisibleRows.map(\.description)), selected "
        + "\(table.indexPathsForSelectedRows.map(\.description))")
    let fresh = TextTable(width: settings.width, height: settings.height)
    fresh.style = settings.style
    register(fresh)
    fresh.dataSource = dataSource
    fresh.reloadData()
    fresh.allowsMultipleSelection = true
    for path in table.indexPathsForSelectedRows { fresh.selectRow(at: path) }
    fresh.allowsMultipleSelection = table.allowsMultipleSelection
    fresh.scrollOffset = table.scrollOffset
    require(
      fresh.scrollOffset == table.scrollOffset,
      "\(context()): scroll offset \(table.scrollOffset) is out of range "
        + "(a fresh table keeps \(fresh.scrollOffset))")
    let expectedFrame = fresh.render()
    require(
      frame == expectedFrame,
      "\(context()): the table renders\n\(frame)\nbut a fresh one renders\n\(expectedFrame)")
  }
}
