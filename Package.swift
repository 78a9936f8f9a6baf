// swift-tools-version: 6.1
import PackageDescription

/// Settings every target shares: Swift 6 language mode (complete concurrency checking) plus the
/// upcoming features that keep existential and import use explicit.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "ResultsKit",
  // iOS 16 and macOS 13 are what the UIKit, AppKit, SwiftUI and Core Data adapters are checked
  // against; tvOS 16 is UIKit's API of iOS 16 (reconfiguring rows and items without a fallback).
  // The other platforms keep SwiftPM's defaults.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16)],
  products: [
    .library(name: "ResultsKit", targets: ["ResultsKit"]),
    .library(name: "ResultsKitStore", targets: ["ResultsKitStore"]),
    .library(name: "ResultsKitText", targets: ["ResultsKitText"]),
    .library(name: "ResultsKitTesting", targets: ["ResultsKitTesting"]),
    .library(name: "ResultsKitUIKit", targets: ["ResultsKitUIKit"]),
    .library(name: "ResultsKitAppKit", targets: ["ResultsKitAppKit"]),
    .library(name: "ResultsKitSwiftUI", targets: ["ResultsKitSwiftUI"]),
    .library(name: "ResultsKitCoreData", targets: ["ResultsKitCoreData"]),
    .library(name: "ResultsKitSQLite", targets: ["ResultsKitSQLite"]),
    .executable(name: "resultskit-demo", targets: ["resultskit-demo"]),
  ],
  targets: [
    // The package's own algorithms and data structures, with no results model in them (not a
    // product; `package` access, `@inlinable` so that callers in other modules specialise
    // them): radix sort, binary searches and sorted insertion, a longest increasing
    // subsequence, and `KeyedIndex`.
    .target(name: "ResultsKitAlgorithms", swiftSettings: strictSettings),
    // The results model: batches, paths, validation, the diff, monitors and the coordinator.
    .target(
      name: "ResultsKit", dependencies: ["ResultsKitAlgorithms"], swiftSettings: strictSettings),
    .target(
      name: "ResultsKitStore", dependencies: ["ResultsKit", "ResultsKitAlgorithms"],
      swiftSettings: strictSettings),
    .target(
      name: "ResultsKitText", dependencies: ["ResultsKit", "ResultsKitAlgorithms"],
      swiftSettings: strictSettings),
    .target(name: "ResultsKitTesting", dependencies: ["ResultsKit"], swiftSettings: strictSettings),
    // The Apple adapters: their UIKit, AppKit and Core Data code is inside
    // `#if canImport(…)`; the portable logic they rely on builds (and is tested) everywhere.
    // ResultsKitViewSupport (not a product) is what the view adapters share: the batch plan of
    // a view that takes UIKit-style batches, and checked reads of a monitor.
    .target(
      name: "ResultsKitViewSupport", dependencies: ["ResultsKit"], swiftSettings: strictSettings),
    .target(
      name: "ResultsKitUIKit", dependencies: ["ResultsKit", "ResultsKitViewSupport"],
      swiftSettings: strictSettings),
    .target(
      name: "ResultsKitAppKit",
      dependencies: ["ResultsKit", "ResultsKitAlgorithms", "ResultsKitViewSupport"],
      swiftSettings: strictSettings),
    // A SwiftUI list over either view adapter: its SwiftUI code is inside
    // `#if canImport(SwiftUI)`, its portable session logic builds and is tested everywhere.
    .target(
      name: "ResultsKitSwiftUI",
      dependencies: ["ResultsKit", "ResultsKitViewSupport", "ResultsKitUIKit", "ResultsKitAppKit"],
      swiftSettings: strictSettings),
    .target(
      name: "ResultsKitCoreData", dependencies: ["ResultsKit"], swiftSettings: strictSettings),
    // An ObjectStore kept in a SQLite file, on the system's SQLite library.
    .target(
      name: "ResultsKitSQLite", dependencies: ["ResultsKit", "ResultsKitStore"],
      swiftSettings: strictSettings),
    // The JSON reader and writer of the replay's change logs (not a product; `package`
    // access): JSONValue, JSONParser (which validates without building values), JSONCursor
    // (which walks validated text one value at a time) and JSONWriter.
    .target(name: "ResultsKitJSON", swiftSettings: strictSettings),
    // The replay tool (`resultskit-demo replay`) and the number formatting the demo shares with
    // it: a library target, not a product, so that the demo, the tests and the fuzzers share it.
    .target(
      name: "ResultsKitReplay",
      dependencies: ["ResultsKit", "ResultsKitJSON", "ResultsKitStore", "ResultsKitText"],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "resultskit-demo",
      dependencies: [
        "ResultsKit", "ResultsKitStore", "ResultsKitText", "ResultsKitReplay", "ResultsKitSQLite",
      ],
      swiftSettings: strictSettings),
    // What the test targets share (not a product): the soak setting and the shorthands for
    // paths, moves and sections.
    .target(
      name: "TestSupport", dependencies: ["ResultsKit", "ResultsKitTesting"],
      path: "Tests/TestSupport",
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitAlgorithmsTests",
      dependencies: ["ResultsKitAlgorithms", "ResultsKitTesting"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitTests",
      dependencies: ["ResultsKit", "ResultsKitAlgorithms", "ResultsKitTesting", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitStoreTests",
      dependencies: ["ResultsKit", "ResultsKitStore", "ResultsKitTesting", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitTextTests",
      dependencies: [
        "ResultsKit", "ResultsKitStore", "ResultsKitText", "ResultsKitTesting", "TestSupport",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitTestingTests",
      dependencies: ["ResultsKit", "ResultsKitTesting", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitViewSupportTests",
      dependencies: ["ResultsKitViewSupport", "ResultsKit", "ResultsKitTesting", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitAppKitTests",
      dependencies: ["ResultsKitAppKit", "ResultsKit", "ResultsKitTesting", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitSwiftUITests",
      dependencies: ["ResultsKitSwiftUI", "ResultsKit", "ResultsKitTesting", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitCoreDataTests",
      dependencies: ["ResultsKitCoreData", "ResultsKit", "ResultsKitTesting", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitSQLiteTests",
      dependencies: [
        "ResultsKitSQLite", "ResultsKitStore", "ResultsKit", "ResultsKitTesting", "TestSupport",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitJSONTests", dependencies: ["ResultsKitJSON", "ResultsKitTesting"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitReplayTests",
      dependencies: [
        "ResultsKitReplay", "ResultsKit", "ResultsKitJSON", "ResultsKitStore", "ResultsKitText",
        "ResultsKitTesting", "TestSupport",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ResultsKitDemoTests",
      dependencies: [
        "resultskit-demo", "ResultsKitReplay", "ResultsKit", "ResultsKitStore", "ResultsKitText",
        "ResultsKitSQLite", "ResultsKitTesting", "TestSupport",
      ],
      swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
