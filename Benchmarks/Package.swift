// swift-tools-version: 6.1
// Benchmarks for ResultsKit's diff and coordinator. A package of its own, so that the library
// package keeps no dependencies: `swift package benchmark` (ordo-one/package-benchmark),
// `swift run diff-report` and `swift run coordinator-report`; and GRDB, for sqlite-grdb-report.
import PackageDescription

let package = Package(
  name: "ResultsKitBenchmarks",
  dependencies: [
    .package(name: "ResultsKit", path: ".."),
    // ordo-one's package-benchmark, under its current name (the plugin warns about the legacy
    // URL .../package-benchmark). Only the MallocInterposer trait: the default set also enables
    // RuntimeInterposer, whose package (swift-runtime-interposer) is not available here.
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
      traits: ["MallocInterposer"]),
    // Already in the graph through package-benchmark; named here so that DiffScenarios can read
    // the interposer's counters and install its allocation hook (peak live bytes of one call).
    .package(url: "https://github.com/ordo-one/malloc-interposer", exact: "1.6.1"),
    // The other SQLite library sqlite-grdb-report measures against; only that executable uses
    // it. Its GRDBSQLite module includes <sqlite3.h> and links -lsqlite3: building it needs
    // the system's SQLite headers (Debian: libsqlite3-dev).
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
  ],
  targets: [
    // Scenario data (seeded), the independent minimal-move oracle (LIS), the peak-memory probe,
    // and the coordinator's change (CoordinatorScenario) and rig (ScriptedMonitor → coordinator).
    .target(
      name: "DiffScenarios",
      dependencies: [
        "CMallocOptions",
        .product(name: "ResultsKit", package: "ResultsKit"),
        .product(name: "ResultsKitStore", package: "ResultsKit"),
        .product(name: "ResultsKitTesting", package: "ResultsKit"),
        .product(name: "ResultsKitText", package: "ResultsKit"),
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ]),
    // `swift package benchmark`: package-benchmark's convention, Benchmarks/<Name>/<Name>.swift.
    .executableTarget(
      name: "DiffBenchmarks",
      dependencies: [
        "DiffScenarios",
        .product(name: "ResultsKit", package: "ResultsKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/DiffBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    // The coordinator: one change of 1k / 10k / 100k object events, willChange through didChange.
    .executableTarget(
      name: "CoordinatorBenchmarks",
      dependencies: [
        "DiffScenarios",
        .product(name: "ResultsKit", package: "ResultsKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/CoordinatorBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    // The store: one change touching all of 100,000 objects in 1,000 sections (WholeStoreChange),
    // from `perform` (or `resume`) until the coordinator's batch is applied.
    .executableTarget(
      name: "StoreBenchmarks",
      dependencies: [
        "DiffScenarios",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/StoreBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    // glibc's mallopt for diff-report's resident-set cross-check (not exported by Swift's Glibc module).
    .target(name: "CMallocOptions"),
    // `swift run -c release diff-report`: a README-ready table of timings, memory and move counts.
    .executableTarget(
      name: "diff-report",
      dependencies: [
        "DiffScenarios",
        "CMallocOptions",
        .product(name: "ResultsKit", package: "ResultsKit"),
      ]),
    // `swift run -c release store-report`: the store, controller and coordinator at 1M objects.
    .executableTarget(
      name: "store-report",
      dependencies: [
        "DiffScenarios",
        .product(name: "ResultsKit", package: "ResultsKit"),
        .product(name: "ResultsKitStore", package: "ResultsKit"),
      ]),
    // `swift run -c release floor-report`: this machine's floors under a 1M-object change.
    .executableTarget(
      name: "floor-report",
      dependencies: ["DiffScenarios", .product(name: "ResultsKitTesting", package: "ResultsKit")]),
    // `swift run -c release text-report`: TextTable's render and apply at 1M rows.
    .executableTarget(
      name: "text-report",
      dependencies: [
        "DiffScenarios",
        .product(name: "ResultsKit", package: "ResultsKit"),
        .product(name: "ResultsKitText", package: "ResultsKit"),
        .product(name: "ResultsKitTesting", package: "ResultsKit"),
      ]),
    // The SQLite reports' board: the Departure record and the rig (store, controller,
    // coordinator, RecordingTarget on a file), and their files.
    .target(
      name: "SQLiteScenarios",
      dependencies: [
        "DiffScenarios",
        .product(name: "ResultsKit", package: "ResultsKit"),
        .product(name: "ResultsKitStore", package: "ResultsKit"),
        .product(name: "ResultsKitSQLite", package: "ResultsKit"),
        .product(name: "ResultsKitTesting", package: "ResultsKit"),
      ]),
    // `swift run -c release sqlite-report`: the SQLite store on a file: import, open, a durable
    // one-object perform, refresh() against re-reading and diffing, following on a timer.
    .executableTarget(
      name: "sqlite-report",
      dependencies: [
        "DiffScenarios",
        "SQLiteScenarios",
        .product(name: "ResultsKit", package: "ResultsKit"),
        .product(name: "ResultsKitStore", package: "ResultsKit"),
        .product(name: "ResultsKitSQLite", package: "ResultsKit"),
        .product(name: "ResultsKitTesting", package: "ResultsKit"),
      ]),
    // `swift run -c release sqlite-grdb-report`: the SQLite store against GRDB on the same
    // records: import, open into sorted sections, a live change applied, peak memory.
    .executableTarget(
      name: "sqlite-grdb-report",
      dependencies: [
        "DiffScenarios",
        "SQLiteScenarios",
        .product(name: "ResultsKit", package: "ResultsKit"),
        .product(name: "ResultsKitStore", package: "ResultsKit"),
        .product(name: "ResultsKitSQLite", package: "ResultsKit"),
        .product(name: "ResultsKitTesting", package: "ResultsKit"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    // `swift run -c release coordinator-report`: the coordinator's median time and bytes/event.
    .executableTarget(
      name: "coordinator-report",
      dependencies: [
        "DiffScenarios",
        .product(name: "ResultsKit", package: "ResultsKit"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
