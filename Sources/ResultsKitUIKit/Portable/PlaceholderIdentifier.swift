/// The reuse identifier under which the UIKit data sources register the empty cells and
/// supplementary views they return for positions their monitor does not have.
let placeholderIdentifier = "ResultsKitUIKit.placeholder"
