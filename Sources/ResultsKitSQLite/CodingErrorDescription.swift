/// A coding error as a sentence: what was wrong and at which property.
func describeCodingError(_ error: any Error) -> String {
  let context: (String, [any CodingKey])?
  switch error {
  case let DecodingError.typeMismatch(_, c), let DecodingError.valueNotFound(_, c),
    let DecodingError.keyNotFound(_, c), let DecodingError.dataCorrupted(c):
    context = (c.debugDescription, c.codingPath)
  case let EncodingError.invalidValue(_, c):
    context = (c.debugDescription, c.codingPath)
  default:
    context = nil
  }
  guard let (reason, path) = context else { return String(describing: error) }
  if path.isEmpty { return reason }
  return "\(path.map(\.stringValue).joined(separator: ".")): \(reason)"
}
