/// Why a replay's fetch line was refused; replay then stops with exit status 1.
package struct FetchLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, without a line number or a final period.
  var message: String

  /// Creates an error with its message.
  init(_ message: String) {
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
