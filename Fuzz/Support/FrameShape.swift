import ResultsKitText

/// Checks the shape a renderer promises for `frame`, its `render()`: exactly `height` lines
/// (no text at all for a height of 0 or less), each exactly `width` terminal columns wide.
func requireFrameShape(
  _ frame: String, width: Int, height: Int, _ context: @autoclosure () -> String
) {
  guard height > 0 else {
    require(frame.isEmpty, "\(context()): a frame of height \(height) is not empty:\n\(frame)")
    return
  }
  let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
  require(
    lines.count == height,
    "\(context()): \(lines.count) lines in a frame of height \(height):\n\(frame)")
  for line in lines where line.displayWidth != Swift.max(0, width) {
    violated(
      "\(context()): a line of \(line.displayWidth) columns in a frame of width \(width): "
        + "\"\(line)\"\n\(frame)")
  }
}
