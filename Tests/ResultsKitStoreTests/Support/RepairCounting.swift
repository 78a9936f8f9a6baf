@testable import ResultsKitStore

extension ResultsController {
  /// Starts counting the controller's repairs, from 0 (see ``inconsistencyRepairs``).
  func countRepairs() {
    testingSeam.repairs = 0
  }

  /// How many times a scan had to find an object since ``countRepairs()``; -1 when the
  /// repairs are not counted, which fails a check for none as well as one for some.
  ///
  /// A scan runs when a search did not find the object where its values said it was: a
  /// request whose closures are not pure, or a sort key whose `<` is not a strict order.
  var inconsistencyRepairs: Int {
    testingSeam.repairs ?? -1
  }
}
