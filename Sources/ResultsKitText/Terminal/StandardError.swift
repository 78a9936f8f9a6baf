/// Diagnostics for programmer errors that UIKit would trap on and the renderers survive.
package enum StandardError {
  /// Writes `message` and a newline to standard error.
  package static func write(_ message: String) {
    DescriptorWriter.writeAll(message + "\n", to: 2)
  }
}
