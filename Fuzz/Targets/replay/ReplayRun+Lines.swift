// How a `ReplayRun` makes its lines and feeds them to the driver, checking what the driver
// prints and the views after each.

import ResultsKitJSON
import ResultsKitReplay

extension ReplayRun {
  /// A line written from `value`, which must parse back to `value`.
  func written(_ value: JSONValue) -> [UInt8] {
    let text = JSONWriter.text(of: value)
    let parsed = try? JSONParser.parse(text)
    require(parsed == value, "\(text) parses as \(parsed.map { "\($0)" } ?? "an error")")
    return Array(text.utf8)
  }

  /// `text` damaged once: cut short, or a byte dropped, replaced or added.
  func mutated(_ text: String, _ input: inout FuzzInput) -> [UInt8] {
    var bytes = Array(text.utf8)
    let position = bytes.isEmpty ? 0 : Int(input.byte()) * bytes.count / 256
    let byte = input.byte()
    switch input.int(below: 4) {
    case 0: bytes.removeSubrange(position...)
    case 1 where !bytes.isEmpty: bytes.remove(at: position)
    case 2 where !bytes.isEmpty: bytes[position] = byte
    default: bytes.insert(byte, at: position)
    }
    return bytes
  }

  /// Feeds a line's bytes to the driver as the replay command would: split at line feeds.
  func consume(_ line: [UInt8]) {
    let lines = line.isEmpty ? [.bytes([])] : LineSplitter.lines(of: line)
    for case let .bytes(line) in lines where !stopped {
      consumeOne(line)
    }
  }

  private func consumeOne(_ line: [UInt8]) {
    trace("line \(driver.lineNumber + 1): \(String(decoding: line, as: UTF8.self))")
    let selectedBefore = views.map { selectedIDs($0) }
    log.printed = []
    let expected = TransactionLine.expectedIDs(line, present: present)
    if !driver.consume(line) {
      trace("  the replay stopped: \(log.diagnostics)")
      stopped = true
      return
    }
    for message in log.diagnostics where message.contains("library bug") {
      violated("line \(driver.lineNumber): \(message)")
    }
    log.diagnostics = []
    for output in log.printed {
      trace("  → \(output)")
      guard case let .object(members)? = try? JSONParser.parse(output),
        members.first?.key == "version"
      else { violated("the replay printed a line that is not a JSON result: \(output)") }
      if members.first?.value != .null, let expected { present = expected }
    }
    attachViews()
    check("after line \(driver.lineNumber)")
    for (view, before) in zip(views, selectedBefore) {
      guard let before, let after = selectedIDs(view) else { continue }
      require(
        after.isSubset(of: before),
        "after line \(driver.lineNumber): the \(view.name)'s selection moved from \(before) to "
          + "\(after)")
    }
  }
}
