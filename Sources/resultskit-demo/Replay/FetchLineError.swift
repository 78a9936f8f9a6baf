/// Why a replay's fetch line was refused; replay then stops with exit status 1.
struct FetchLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, without a line number or a final period.
  var message: String

  /// Creates an error with its message.
  init(_ message: String) {
    self.message = message
  }

  /// The message.
  var description: String { message }
}
