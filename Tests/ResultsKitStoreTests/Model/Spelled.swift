import ResultsKit
import ResultsKitStore

/// An object whose section key may be spelled in any of several canonically equivalent ways.
///
/// Equal only when spelled alike, byte for byte, so that a change of spelling alone is a change
/// the store commits.
struct Spelled: Identifiable, Equatable, Sendable {
  var id: Int
  var name: String
  var rank = 0

  static func == (lhs: Spelled, rhs: Spelled) -> Bool {
    lhs.id == rhs.id && lhs.rank == rhs.rank && lhs.name.utf8.elementsEqual(rhs.name.utf8)
  }
}

/// What a controller shows, every name as its bytes: each section's name as
/// `sectionName(at:)` and as the `sections` snapshot give it, its count, and its objects with
/// their own spelling.
struct SpelledLayout: Equatable, CustomStringConvertible {
  /// One section.
  struct Section: Equatable {
    /// The bytes of `sectionName(at:)`.
    var name: [UInt8]
    /// The bytes of the snapshot section's name.
    var snapshotName: [UInt8]
    /// `numberOfObjects(inSection:)`.
    var count: Int
    /// The objects' identifiers, in order.
    var objects: [Int]
    /// The bytes of each object's name, in order.
    var spellings: [[UInt8]]
  }

  var sections: [Section]

  /// Reads `controller` through every accessor that gives a section's name or count.
  init(_ controller: ResultsController<Spelled>) {
    let shown = controller.sections
    sections = (0..<controller.numberOfSections).map { index in
      let section = index < shown.count ? shown[index] : nil
      return Section(
        name: Array(controller.sectionName(at: index).utf8),
        snapshotName: Array((section?.name ?? "<none>").utf8),
        count: controller.numberOfObjects(inSection: index),
        objects: section?.objects.map(\.id) ?? [],
        spellings: section?.objects.map { Array($0.name.utf8) } ?? [])
    }
  }

  /// The names' bytes in hexadecimal, and each section's identifiers.
  var description: String {
    sections.map { section in
      let name = section.name.map { String($0, radix: 16) }.joined(separator: " ")
      return "[\(name)] \(section.objects)"
    }.joined(separator: ", ")
  }
}
