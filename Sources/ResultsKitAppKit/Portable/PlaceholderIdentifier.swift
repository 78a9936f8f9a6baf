/// The identifier under which the AppKit data sources make and register the empty views and
/// items they return for rows and positions their monitor does not have.
let placeholderIdentifier = "ResultsKitAppKit.placeholder"
