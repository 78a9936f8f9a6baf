#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many transactions the model-based tests of every test target run: `RESULTSKIT_SOAK_TRANSACTIONS`.
///
/// Unset (or empty), every model-based test function runs its usual number of transactions.
/// Set to *N*, every one of them runs *N* transactions in total, spread evenly over its
/// argument cases: ⌈*N* / cases⌉ per case. `.ci/soak` sets it.
public enum Soak {
  /// The environment variable's name.
  public static let variable = "RESULTSKIT_SOAK_TRANSACTIONS"

  /// The total the variable asks for, or `nil` when it is unset or empty.
  ///
  /// Anything but a positive whole number stops the test process with a message: a mistyped
  /// soak must not quietly run the usual counts.
  public static let total: Int? = {
    guard let pointer = getenv(variable) else { return nil }
    let text = String(cString: pointer)
    if text.isEmpty { return nil }
    guard let value = Int(text), value > 0 else {
      fatalError("\(variable) must be a positive whole number, not \"\(text)\"")
    }
    return value
  }()

  /// The transactions each case of a test function with `cases` argument cases runs.
  ///
  /// - Returns: `usual` when the variable is unset, otherwise ⌈*N* / `cases`⌉.
  public static func perCase(cases: Int, usual: Int) -> Int {
    guard let total else { return usual }
    return (total + cases - 1) / cases
  }

  /// When soaking, prints how many transactions one case of `test` ran, for `.ci/soak` to add
  /// up: `soak<TAB>test<TAB>case<TAB>transactions`.
  public static func report(_ test: String, case: String, ran transactions: Int) {
    guard total != nil else { return }
    print("soak\t\(test)\t\(`case`)\t\(transactions)")
  }
}
