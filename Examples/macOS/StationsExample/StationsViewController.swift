import AppKit
import ResultsKit
import ResultsKitAppKit
import ResultsKitStore

/// The departure board: a view-based table with a group row per platform.
///
/// A coordinator keeps it in step with the store. **Next minute** commits one change (rows
/// slide, fade in and out), **Run** commits one a second, **Import 2,000** imports with the
/// coordinator paused.
final class StationsViewController: NSViewController {
  private let board = DepartureBoard()
  private let tableView = NSTableView()
  /// Kept here: a table holds its data source and delegate weakly.
  private let dataSource: TableViewDataSource<DepartureCell>
  private var coordinator: ResultsCoordinator<Departure>?
  private var clock: Task<Void, Never>?
  private let status = NSTextField(labelWithString: "")
  private lazy var runButton = NSButton(
    title: "Run", target: self, action: #selector(toggleClock(_:)))
  private lazy var importButton = NSButton(
    title: "Import 2,000", target: self, action: #selector(importDepartures(_:)))

  init() {
    dataSource = TableViewDataSource(configurator: DepartureCell(), monitor: board.controller)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let column = NSTableColumn(identifier: DepartureCell.column)
    column.title = "Departures"
    tableView.addTableColumn(column)
    tableView.headerView = nil
    tableView.floatsGroupRows = true
    tableView.allowsMultipleSelection = true
    tableView.dataSource = dataSource
    tableView.delegate = dataSource

    let scrollView = NSScrollView()
    scrollView.documentView = tableView
    scrollView.hasVerticalScroller = true
    let step = NSButton(title: "Next minute", target: self, action: #selector(nextMinute(_:)))
    let buttons = NSStackView(views: [step, runButton, importButton, status])
    let stack = NSStackView(views: [buttons, scrollView])
    stack.orientation = .vertical
    stack.alignment = .leading
    stack.edgeInsets = NSEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    scrollView.widthAnchor.constraint(equalTo: stack.widthAnchor, constant: -24).isActive = true
    stack.frame = NSRect(x: 0, y: 0, width: 420, height: 560)
    view = stack
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let target = TableViewTarget(tableView)
    let coordinator = ResultsCoordinator(
      target: target, monitor: board.controller,
      updateCell: DepartureCell().makeUpdateVisibleCell(tableView))
    // A batch that does not fit the table is reported here and the table reloaded; it never
    // reaches AppKit as an exception.
    coordinator.onInconsistency = { error in print("Stations: \(error)") }
    coordinator.onObjectCountChange = { [weak self] count in
      self?.status.stringValue = "\(count) departures"
    }
    self.coordinator = coordinator
    do {
      try board.fill()
      try coordinator.loadData()  // fetch, subscribe, reloadData
    } catch {
      print("Stations: could not load the board: \(error)")
    }
  }

  /// One commit: one animated batch.
  @objc private func nextMinute(_ sender: Any?) {
    do {
      try board.tick()
    } catch {
      print("Stations: the minute could not pass: \(error)")
    }
  }

  /// A commit a second, until pressed again.
  @objc private func toggleClock(_ sender: Any?) {
    if let clock {
      clock.cancel()
      self.clock = nil
      runButton.title = "Run"
      return
    }
    runButton.title = "Stop"
    clock = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        guard !Task.isCancelled, let self else { return }
        self.nextMinute(nil)
      }
    }
  }

  /// Thousands of departures with the coordinator paused.
  ///
  /// The table does no work per commit while they arrive (it stays as it was), and is reloaded
  /// once when the coordinator resumes. The target selects the same departures again after that
  /// reload.
  @objc private func importDepartures(_ sender: Any?) {
    guard let coordinator, !coordinator.isPaused else { return }
    coordinator.isPaused = true
    importButton.isEnabled = false
    Task {
      do {
        try await board.importDepartures(count: 2_000) { [weak self] imported in
          self?.status.stringValue = "Importing… \(imported)"
        }
      } catch {
        print("Stations: the import failed: \(error)")
      }
      do {
        try coordinator.resume(animated: false)
      } catch {
        print("Stations: could not fetch after the import: \(error)")
        coordinator.isPaused = false
      }
      importButton.isEnabled = true
    }
  }
}
