/// What the driver printed and reported.
final class DriverLog {
  var printed: [String] = []
  var diagnostics: [String] = []
}
