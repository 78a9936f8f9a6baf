import ResultsKitJSON

/// Why a transaction line was refused before it reached the store, or why the store refused
/// it; the line then prints `{"version": null, "error": "…"}` and changes nothing.
package struct TransactionLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, without a line number or a final period.
  package var message: String

  /// Creates an error with its message.
  package init(_ message: String) {
    self.message = message
  }

  /// The error of a line that is not JSON: "malformed JSON at column 13: …".
  package init(malformed error: JSONParseError) {
    self.message = "malformed JSON at \(error)"
  }

  /// The message.
  package var description: String { message }
}
