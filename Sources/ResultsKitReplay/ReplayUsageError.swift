/// Why the words after `replay` were refused.
///
/// `replay` takes exactly one FILE, or `-` for standard input. It prints the description on
/// one line of standard error, then the usage, and exits with status 2.
package enum ReplayUsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No word after `replay`.
  case noFile
  /// More than one word after `replay`: all of them.
  case tooMany([String])
  /// An empty word (`replay ''`) where the file name goes.
  case emptyFileName

  /// The problem in words, naming what was given: "replay takes one FILE or -, got 2
  /// arguments: a b".
  package var description: String {
    let expected = "replay takes one FILE or -, got "
    switch self {
    case .noFile:
      return expected + "none"
    case let .tooMany(words):
      return expected + "\(words.count) arguments: "
        + words.map(Format.shown).joined(separator: " ")
    case .emptyFileName:
      return expected + "an empty file name"
    }
  }

  /// The error of `arguments`, the words after `replay`, or `nil` when they are one file name
  /// or `-`.
  package static func check(_ arguments: [String]) -> ReplayUsageError? {
    switch arguments.count {
    case 0: .noFile
    case 1: arguments[0].isEmpty ? .emptyFileName : nil
    default: .tooMany(arguments)
    }
  }
}
