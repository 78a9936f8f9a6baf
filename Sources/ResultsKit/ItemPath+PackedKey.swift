extension ItemPath {
  /// The section in the high 32 bits and the item in the low 32, so that keys order as paths
  /// do; `nil` when either does not fit in 32 bits.
  var packedKey: UInt64? {
    guard let section = UInt32(exactly: section), let item = UInt32(exactly: item) else {
      return nil
    }
    return UInt64(section) << 32 | UInt64(item)
  }
}
