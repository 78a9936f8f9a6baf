import ResultsKit
import ResultsKitJSON

/// The lines a replay prints, one JSON object per transaction.
///
/// For example (each on one line):
///
///     {"version": 2, "batch": {"deletedSections": [], …}, "reload": false, "updated": [],
///      "sections": [{"name": "1", "ids": ["a1", "a2"]}]}
///     {"version": null, "error": "Line 4: cannot delete \"zz\": no object has that id."}
///
/// Keys come in this order; a batch has all seven lists in property order,
/// paths as `[section, item]` and moves as `[[s, i], [s, i]]`.
package enum ReplayOutput {
  /// The line of a transaction that went through.
  static func line(for step: ReplayStep) -> String {
    JSONWriter.text(
      of: .object([
        JSONMember("version", integer(step.version)),
        JSONMember("batch", step.batch.map(json(of:)) ?? .null),
        JSONMember("reload", .bool(step.reload)),
        JSONMember("updated", .array(step.updated.map(json(of:)))),
        JSONMember(
          "sections",
          .array(
            step.sections.map { section in
              .object([
                JSONMember("name", .string(section.name)),
                JSONMember("ids", .array(section.ids.map(JSONValue.string))),
              ])
            })),
      ]))
  }

  /// The line of a transaction that failed; `message` is one sentence.
  package static func errorLine(_ message: String) -> String {
    JSONWriter.text(
      of: .object([JSONMember("version", .null), JSONMember("error", .string(message))]))
  }

  /// A batch as JSON: all seven lists, in property order.
  static func json(of batch: ChangeBatch) -> JSONValue {
    .object([
      JSONMember("deletedSections", .array(batch.deletedSections.map(integer))),
      JSONMember("insertedSections", .array(batch.insertedSections.map(integer))),
      JSONMember("deletedItems", .array(batch.deletedItems.map(json(of:)))),
      JSONMember("insertedItems", .array(batch.insertedItems.map(json(of:)))),
      JSONMember(
        "movedItems",
        .array(batch.movedItems.map { .array([json(of: $0.from), json(of: $0.to)]) })),
      JSONMember("reloadedItems", .array(batch.reloadedItems.map(json(of:)))),
      JSONMember("reconfiguredItems", .array(batch.reconfiguredItems.map(json(of:)))),
    ])
  }

  /// A path as `[section, item]`.
  static func json(of path: ItemPath) -> JSONValue {
    .array([integer(path.section), integer(path.item)])
  }

  /// An integer as a JSON number (exact below 2^53, far beyond any index or version here).
  private static func integer(_ value: some BinaryInteger) -> JSONValue {
    .number(Double(value))
  }
}
