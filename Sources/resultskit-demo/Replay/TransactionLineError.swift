/// Why a transaction line was refused before it reached the store, or why the store refused
/// it; the line then prints `{"version": null, "error": "…"}` and changes nothing.
struct TransactionLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, without a line number or a final period.
  var message: String

  /// Creates an error with its message.
  init(_ message: String) {
    self.message = message
  }

  /// The error of a line that is not JSON: "malformed JSON at column 13: …".
  init(malformed error: JSONParseError) {
    self.message = "malformed JSON at \(error)"
  }

  /// The message.
  var description: String { message }
}
