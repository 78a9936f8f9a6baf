// The ResultsKitTesting module is built in a later issue; see DESIGN.md.
import ResultsKit
