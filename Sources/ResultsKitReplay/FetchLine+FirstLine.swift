import ResultsKitJSON

extension FetchLine {
  /// The longest fetch request read, in bytes (64 KiB): a request names a few fields, so it is
  /// a few hundred bytes; a first line with a longer one is refused rather than read into a
  /// tree of values.
  static let maximumRequestLength = 65_536

  /// Reads a replay's first line, which ``JSONParser/validate(_:)`` accepted, as a fetch line.
  ///
  /// Only the value of `fetch` is parsed into a ``JSONValue``; the rest of the line is walked
  /// with a ``JSONCursor``, so a long first line that is a transaction costs nothing here.
  ///
  /// - Returns: `nil` when the line is not a fetch line (not an object with a `fetch` key);
  ///   otherwise the request, or why it is invalid: a key beside `fetch`, a request longer
  ///   than ``maximumRequestLength``, or any error of ``init(request:)``.
  package static func firstLine(
    validatedJSON bytes: UnsafeBufferPointer<UInt8>
  ) -> Result<FetchLine, FetchLineError>? {
    var cursor = JSONCursor(bytes)
    guard cursor.kind == .object else { return nil }
    cursor.enter()
    var request: Range<Int>?
    var other: String?
    while cursor.nextItem() {
      guard let key = try? cursor.key() else { return nil }
      let start = cursor.position
      cursor.skipValue()
      if key == "fetch" {
        request = start..<cursor.position
      } else if other == nil {
        other = key
      }
    }
    guard let request else { return nil }
    if let other { return .failure(notAllowedBesideFetch(other)) }
    guard request.count <= maximumRequestLength else {
      return .failure(
        FetchLineError(
          "the request is \(Format.grouped(request.count)) bytes long; a fetch request may be "
            + "at most \(Format.grouped(maximumRequestLength)) bytes"))
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(
        UnsafeBufferPointer(rebasing: bytes[request.clamped(to: 0..<bytes.count)]))
    } catch {
      return .failure(FetchLineError("the request is not JSON: \(error)"))
    }
    return Result { () throws(FetchLineError) in try FetchLine(request: value) }
  }
}
