// swift-tools-version: 6.1
// ResultsKit's store on PostgreSQL: an ObjectStore whose writes are SQL transactions on a
// server and which follows every other client's commits through a change log and
// LISTEN/NOTIFY. A package of its own, so that the library package keeps no dependencies.
import PackageDescription

/// The root package's settings: Swift 6 language mode plus the upcoming features that keep
/// existential and import use explicit.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// What a program using the store imports: the store, the results and PostgresNIO's
/// configuration (the demo and the benchmark).
let clientDependencies: [Target.Dependency] = [
  "ResultsKitPostgres",
  .product(name: "ResultsKit", package: "ResultsKit"),
  .product(name: "ResultsKitStore", package: "ResultsKit"),
  .product(name: "PostgresNIO", package: "postgres-nio"),
]

let package = Package(
  name: "ResultsKitPostgres",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ResultsKitPostgres", targets: ["ResultsKitPostgres"]),
    .executable(name: "resultskit-postgres-demo", targets: ["resultskit-postgres-demo"]),
    .executable(name: "postgres-report", targets: ["postgres-report"]),
  ],
  dependencies: [
    .package(name: "ResultsKit", path: "../.."),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
    // Already in the graph through postgres-nio; named for the Logger that PostgresNIO takes.
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "ResultsKitPostgres",
      dependencies: [
        .product(name: "ResultsKit", package: "ResultsKit"),
        .product(name: "ResultsKitStore", package: "ResultsKit"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strictSettings),
    // A store in a process of its own, for the model tests (not a product).
    .executableTarget(
      name: "resultskit-postgres-client",
      dependencies: [
        "ResultsKitPostgres",
        .product(name: "ResultsKit", package: "ResultsKit"),
        .product(name: "ResultsKitStore", package: "ResultsKit"),
        .product(name: "ResultsKitTesting", package: "ResultsKit"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitPostgresTests",
      dependencies: [
        "ResultsKitPostgres",
        // Built with the tests, which run it.
        "resultskit-postgres-client",
        .product(name: "ResultsKit", package: "ResultsKit"),
        .product(name: "ResultsKitStore", package: "ResultsKit"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strictSettings),
    // The live board on a PostgreSQL table, and `import N` to write to it from another process.
    .executableTarget(
      name: "resultskit-postgres-demo",
      dependencies: clientDependencies + [
        .product(name: "ResultsKitText", package: "ResultsKit"),
        // Its seeded random numbers, for a feed that a seed replays.
        .product(name: "ResultsKitTesting", package: "ResultsKit"),
      ],
      swiftSettings: strictSettings),
    // The benchmark: run it in a release build under Scripts/with-postgres (see the README).
    .executableTarget(
      name: "postgres-report",
      dependencies: clientDependencies + [.product(name: "Logging", package: "swift-log")],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PostgresDemoTests",
      dependencies: ["resultskit-postgres-demo", "ResultsKitPostgres"],
      swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
