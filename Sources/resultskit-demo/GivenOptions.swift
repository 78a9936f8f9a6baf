/// The options a command line has given so far, so that one given a second time is refused
/// instead of the last one silently winning (`import --db a --db b 10` writing to `b`).
struct GivenOptions {
  /// The options seen, by name as written in the usage (`--rows` for `--rows=5` too).
  private var names: Set<String> = []

  /// Notes the option `name` as given.
  ///
  /// - Throws: ``DemoOptionError/repeatedOption(_:)`` when it was given before.
  mutating func note(_ name: String) throws(DemoOptionError) {
    guard names.insert(name).inserted else { throw .repeatedOption(name) }
  }
}
