import DiffScenarios
import ResultsKit
import ResultsKitStore

/// store-report's rows for the changes that touch every object (``WholeStoreChange``), on a
/// rig with a subscribed coordinator driving a `RecordingTarget`.
///
/// For each change: `runs` timed runs; then one run with the allocation hook on, for the
/// change's peak extra memory and for the fetched state (the bytes `loadData()` left
/// allocated, which the peak is compared with); then one run that checks the batch
/// (``StoreRig/verify(_:)``). Every run is on a fresh rig, built before and released after
/// it. The timed runs also time `loadData()`, for comparison with a fetch, and read the
/// process's CPU time around the change as well as the wall clock: on a shared machine the
/// wall clock includes the time other processes had the processor, the CPU time does not.
struct WholeStoreReport {
  /// The store and the sections.
  let scenario: StoreScenario
  /// The timed runs per change.
  let runs: Int
  /// The changes measured.
  let changes: [WholeStoreChange]
  /// What went wrong, one line each; empty when every check passed.
  private(set) var failures: [String] = []
  private var loads: [Duration] = []
  private var loadProcessorTimes: [Duration] = []
  private var fetchedStates: [Int] = []
  private var rows: [(String, String, String)] = []

  /// A report of `runs` timed runs of each of `changes` over `scenario`.
  init(scenario: StoreScenario, runs: Int, changes: [WholeStoreChange]) {
    self.scenario = scenario
    self.runs = max(runs, 1)
    self.changes = changes
  }

  /// "1,000,000 objects in 10,000 sections".
  var size: String {
    "\(ReportSupport.grouped(scenario.objects)) objects in "
      + "\(ReportSupport.grouped(scenario.platforms.count)) sections"
  }

  /// Measures every change and prints its rows with `row` (measurement, value, goal): first
  /// `loadData()` and the fetched state, then each change's time and peak memory.
  mutating func run(row: (String, String, String) -> Void) throws {
    for change in changes { try measure(change) }
    row(
      "`loadData()` (fetch, subscribe, reload), \(size), RecordingTarget",
      "\(ReportSupport.millisecondsText(ReportSupport.median(loads))) ms (CPU "
        + "\(ReportSupport.millisecondsText(ReportSupport.median(loadProcessorTimes))) ms)", "")
    if !fetchedStates.isEmpty {
      let fetched = fetchedStates.sorted()[fetchedStates.count / 2]
      let perObject = Double(fetched) / Double(max(scenario.objects, 1))
      row(
        "fetched state: bytes allocated by `loadData()` and still held, \(size)",
        "\(megabytes(fetched)) MB (\(ReportSupport.fixed(perObject, 1)) B/object)", "")
    } else {
      row("fetched state", "not measured (the malloc interposer is not loaded)", "")
    }
    for (measurement, value, goal) in rows { row(measurement, value, goal) }
  }

  /// The timed runs, the memory run and the check of `change`; adds its rows.
  private mutating func measure(_ change: WholeStoreChange) throws {
    var durations: [Duration] = []
    var processorTimes: [Duration] = []
    for index in 0..<runs {
      ReportSupport.progress("  \(change.rawValue), run \(index + 1) of \(runs)…")
      let rig = StoreRig(scenario, target: .recording)
      let loadStart = ProcessorClock.now
      loads.append(try ReportSupport.time { try rig.load() })
      loadProcessorTimes.append(ProcessorClock.now - loadStart)
      try rig.prepare(change)
      let processorStart = ProcessorClock.now
      durations.append(try ReportSupport.time { try rig.perform(change) })
      processorTimes.append(ProcessorClock.now - processorStart)
      check(rig, change)
    }
    let timed = change == .animatedResume ? "`resume` → batch applied" : "`perform` → batch applied"
    let wall = ReportSupport.millisecondsText(ReportSupport.median(durations))
    let processor = ReportSupport.millisecondsText(ReportSupport.median(processorTimes))
    rows.append(
      (
        "\(change.rawValue), \(size), \(timed), RecordingTarget",
        "\(wall) ms (CPU \(processor) ms)", "≤ 1,000 ms"
      ))
    ReportSupport.progress("  \(change.rawValue), memory…")
    rows.append(try measureMemory(change))
    ReportSupport.progress("  \(change.rawValue), memory with updateCell…")
    rows.append(try measureMemory(change, configuringCells: true))
    ReportSupport.progress("  \(change.rawValue), resident set…")
    rows.append(try measureResidentSet(change))
    ReportSupport.progress("  \(change.rawValue), checking the batch…")
    let verdict = try StoreRig(scenario, target: .recording).verify(change)
    if verdict != "ok" { failures.append("\(change.rawValue): \(verdict)") }
  }

  /// One run with the allocation hook on: the fetched state, and the change's peak extra
  /// memory as a row; with `configuringCells`, for a coordinator that has `updateCell`.
  private mutating func measureMemory(
    _ change: WholeStoreChange, configuringCells: Bool = false
  ) throws -> (String, String, String) {
    let rig = StoreRig(scenario, target: .recording, configuresCells: configuringCells)
    PeakAllocations.enableCounting()
    let load = try PeakAllocations.measure { try rig.load() }.measurement
    PeakAllocations.disableCounting()
    try rig.prepare(change)
    PeakAllocations.enableCounting()
    let peak = try PeakAllocations.measure { try rig.perform(change) }.measurement
    PeakAllocations.disableCounting()
    check(rig, change, configuringCells: configuringCells)
    if configuringCells, change != .deleteAll, rig.configuredCells == 0 {
      failures.append("\(change.rawValue): no cell was configured through updateCell")
    }
    let label =
      configuringCells
      ? "the same with `updateCell` set (× fetched state)"
      : "peak extra memory during it (× fetched state)"
    guard let load, let peak else { return (label, "not measured", "") }
    if !configuringCells { fetchedStates.append(load.retainedBytes) }
    let multiple = Double(peak.peakExtraBytes) / Double(max(load.retainedBytes, 1))
    return (
      label, "\(megabytes(peak.peakExtraBytes)) MB (\(ReportSupport.fixed(multiple, 2))×)",
      change == .animatedResume ? "" : "≤ 2× fetched state"
    )
  }

  /// One run without the allocation hook: the process's peak resident set during the change,
  /// as a multiple of its resident set before it, as a row.
  private mutating func measureResidentSet(
    _ change: WholeStoreChange
  ) throws -> (String, String, String) {
    let rig = StoreRig(scenario, target: .recording)
    try rig.load()
    try rig.prepare(change)
    let resident = try ResidentSet.measure { try rig.perform(change) }.measurement
    check(rig, change)
    let label = "peak resident set during it (× resident set before)"
    guard let resident else { return (label, "not measured (no /proc)", "") }
    let multiple = Double(resident.peak) / Double(max(resident.before, 1))
    return (
      label,
      "\(megabytes(resident.peak)) MB over \(megabytes(resident.before)) MB "
        + "(\(ReportSupport.fixed(multiple, 2))×)",
      change == .animatedResume ? "" : "≤ 2× resident set before"
    )
  }

  /// Records a failure unless the target matches the controller, no inconsistency was
  /// reported, the change came as one batch and the controller holds what it should.
  private mutating func check(
    _ rig: StoreRig, _ change: WholeStoreChange, configuringCells: Bool = false
  ) {
    let expected = change.objectsAfter(scenario.objects)
    // With `updateCell`, a change that only updates objects in place is no batch at all.
    let cellsOnly = configuringCells && change == .updateInPlace && rig.appliedNoBatch
    if !rig.isConsistent {
      failures.append("\(change.rawValue): the target does not match the controller")
    } else if !rig.appliedOneBatch, !cellsOnly {
      failures.append("\(change.rawValue): the target was not given exactly one batch")
    } else if rig.controller.numberOfObjects != expected {
      failures.append(
        "\(change.rawValue): \(rig.controller.numberOfObjects) objects, not \(expected)")
    }
  }

  /// `bytes` in megabytes (10⁶ bytes), one decimal.
  private func megabytes(_ bytes: Int) -> String {
    ReportSupport.fixed(Double(bytes) / 1e6, 1)
  }
}
