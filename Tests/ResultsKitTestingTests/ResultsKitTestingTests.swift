// Tests for ResultsKitTesting arrive with the module itself (see the issues); this file keeps the
// target, so the package layout of DESIGN.md holds from the start.
import ResultsKitTesting
