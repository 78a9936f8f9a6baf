/// Where the `controller` target's impure closures get their answers: bytes of the input,
/// read in a circle (a different answer each time it is asked), and a switch that the script
/// flips between commits.
final class Caprice {
  private let bytes: [UInt8]
  private var position = 0
  /// Flipped by the script: a `flipping` closure answers one way, then the other.
  var flipped = false
  /// While set, every closure answers purely (as its pure counterpart would).
  var isPure = false

  init(bytes: [UInt8]) {
    self.bytes = bytes.isEmpty ? [0] : bytes
  }

  /// The next byte in the circle.
  func byte() -> UInt8 {
    defer { position = (position + 1) % bytes.count }
    return bytes[position]
  }

  /// The impure sort key's value for `value`.
  func key(of value: Double) -> Double {
    if isPure { return value }
    let byte = byte()
    return byte & 1 == 0
      ? value : ReadingValues.doubles[Int(byte >> 1) % ReadingValues.doubles.count]
  }

  /// An impure predicate's answer: at random, or by the switch (`flipping`).
  func includes(id: Int, flag: Bool, flipping: Bool) -> Bool {
    if isPure { return flag }
    return flipping ? flag != (flipped && id % 2 == 0) : byte() % 3 != 0
  }

  /// An impure section order's answer to whether the name `lhs` comes before `rhs`: at
  /// random, by name once pure.
  func precedes(_ lhs: String, _ rhs: String) -> Bool {
    if isPure { return lhs < rhs }
    return byte() & 1 == 0
  }

  /// An impure section name.
  func sectionName(id: Int, group: String, flipping: Bool) -> String {
    if isPure { return group }
    let groups = ReadingValues.groups
    return flipping
      ? (flipped ? groups[id % groups.count] : group) : groups[Int(byte()) % groups.count]
  }
}
