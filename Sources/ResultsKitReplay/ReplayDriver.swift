import ResultsKitJSON

/// Runs a replay line by line: the optional fetch line, then one transaction per line.
///
///     let driver = ReplayDriver(output: { print($0) }, diagnostics: { report($0) })
///     for line in lines where driver.consume(line) == false { break }
///     return driver.status
///
/// Lines are numbered from 1, blank lines (only spaces, tabs and carriage returns) included;
/// blank lines are skipped. The first line that is not blank is the fetch line when it is a
/// JSON object with a `fetch` key; otherwise the replay uses the default request and the line
/// is a transaction. A UTF-8 byte order mark at the very start of the input is ignored.
package final class ReplayDriver {
  /// Where the replay is.
  private enum State {
    /// No line that is not blank has been read yet.
    case awaitingFirstLine
    /// Transactions go to this session.
    case replaying(ReplaySession)
    /// An invalid fetch line or a read error ended the replay.
    case stopped
  }

  /// Where the replay is.
  private var state = State.awaitingFirstLine
  /// Prints a result line.
  private let output: (String) -> Void
  /// Prints a line on standard error.
  private let diagnostics: (String) -> Void

  /// The number of the last line consumed.
  package private(set) var lineNumber = 0
  /// The exit status so far: 0, or 1 once an invalid fetch line stopped the replay.
  package private(set) var status: Int32 = 0

  /// Creates a driver that prints result lines with `output` and one-line messages for
  /// standard error with `diagnostics`.
  package init(output: @escaping (String) -> Void, diagnostics: @escaping (String) -> Void) {
    self.output = output
    self.diagnostics = diagnostics
  }

  /// The replay's session, once the first line that is not blank has been read.
  package var session: ReplaySession? {
    if case let .replaying(session) = state { session } else { nil }
  }

  /// Reads the next line of the input.
  ///
  /// A line over the length limit prints an error line (or, as the first line, starts the
  /// replay with the default request, like a first line that is not a fetch line) and changes
  /// nothing.
  ///
  /// - Returns: `false` once the replay has stopped (an invalid fetch line): later lines are
  ///   not read.
  @discardableResult
  package func consume(_ line: InputLine) -> Bool {
    switch line {
    case let .bytes(bytes):
      return consume(bytes)
    case let .tooLong(byteCount):
      lineNumber += 1
      if isStopped { return false }
      let session = session ?? startSession(FetchLine())
      output(
        ReplayOutput.errorLine(
          "Line \(lineNumber): the line is \(Format.grouped(byteCount)) bytes long; a line may be "
            + "at most \(Format.grouped(InputLine.maximumLength)) bytes "
            + "(\(InputLine.maximumLength >> 20) MiB), so it was not read."))
      reportProblems(of: session)
      return true
    }
  }

  /// Reads the next line (its bytes, without the line feed).
  ///
  /// The line is checked as JSON without building its value, then read straight from its
  /// bytes (``TransactionLine/init(validatedJSON:)``, ``FetchLine/firstLine(validatedJSON:)``),
  /// so reading a line costs little more than its bytes, and nesting of any depth is an
  /// error, never a crash.
  ///
  /// - Returns: `false` once the replay has stopped (an invalid fetch line): later lines are
  ///   not read.
  @discardableResult
  package func consume(_ line: [UInt8]) -> Bool {
    lineNumber += 1
    if isStopped { return false }
    var bytes = line[...]
    if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return true }
    return bytes.withUnsafeBufferPointer { text in consume(text: text) }
  }

  /// Reads a line that is not blank.
  private func consume(text: UnsafeBufferPointer<UInt8>) -> Bool {
    let checked = Result { () throws(JSONParseError) in try JSONParser.validate(text) }
    switch state {
    case .stopped:
      return false
    case .replaying(let session):
      replay(text, checked: checked, in: session)
    case .awaitingFirstLine:
      switch checked {
      case .success:
        switch FetchLine.firstLine(validatedJSON: text) {
        case let .success(fetch)?:
          reportProblems(of: startSession(fetch))
        case let .failure(error)?:
          diagnostics("resultskit-demo: line \(lineNumber): invalid fetch request: \(error)")
          status = 1
          state = .stopped
          return false
        case nil:
          replay(text, checked: checked, in: startSession(FetchLine()))
        }
      case .failure:
        replay(text, checked: checked, in: startSession(FetchLine()))
      }
    }
    return true
  }

  /// Starts the replay with `fetch`'s request.
  private func startSession(_ fetch: FetchLine) -> ReplaySession {
    let session = ReplaySession(fetch: fetch)
    state = .replaying(session)
    return session
  }

  /// Whether the replay has ended.
  private var isStopped: Bool {
    if case .stopped = state { true } else { false }
  }

  /// Reports a problem reading the input: a one-line message, and exit status 1.
  func inputFailed(_ message: String) {
    diagnostics("resultskit-demo: \(message)")
    status = 1
    state = .stopped
  }

  /// Applies one transaction line, `text`, whose JSON check gave `checked`, and prints its
  /// result, and any library bug on stderr.
  private func replay(
    _ text: UnsafeBufferPointer<UInt8>, checked: Result<Void, JSONParseError>,
    in session: ReplaySession
  ) {
    let outcome: Result<ReplayStep, TransactionLineError>
    switch checked {
    case let .failure(error):
      outcome = .failure(TransactionLineError(malformed: error))
    case .success:
      do {
        outcome = session.perform(try TransactionLine(validatedJSON: text))
      } catch {
        outcome = .failure(error)
      }
    }
    switch outcome {
    case let .success(step):
      output(ReplayOutput.line(for: step))
    case let .failure(error):
      output(ReplayOutput.errorLine("Line \(lineNumber): \(error.message)."))
    }
    reportProblems(of: session)
  }

  /// Reports on standard error what the session found wrong since the last report.
  private func reportProblems(of session: ReplaySession) {
    for problem in session.takeProblems() {
      diagnostics("resultskit-demo: line \(lineNumber): library bug: \(problem)")
    }
  }
}
