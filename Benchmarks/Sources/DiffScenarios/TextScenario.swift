import ResultsKit
import ResultsKitTesting
import ResultsKitText

/// A data source of many rows whose cells are made from their paths, so that a table of a
/// million rows needs no million strings: the renderer benchmarks' data.
public final class GeneratedRows: TextTableDataSource {
  /// The number of rows in each section.
  public var counts: [Int]

  /// Rows in sections of `counts`.
  public init(counts: [Int]) {
    self.counts = counts
  }

  /// The number of sections.
  public func numberOfSections(in table: TextTable) -> Int { counts.count }

  /// The number of rows in `section`.
  public func table(_ table: TextTable, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }

  /// A cell with the path's numbers as text and a detail.
  public func table(_ table: TextTable, cellForRowAt path: ItemPath) -> TextCell {
    let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
    cell.text = "Row \(path.row) of section \(path.section)"
    cell.detailText = path.row % 2 == 0 ? "even" : "odd"
    cell.accessory = .disclosure
    return cell
  }

  /// "Section N".
  public func table(_ table: TextTable, titleForHeaderInSection section: Int) -> String? {
    "Section \(section)"
  }
}

/// The renderer benchmarks' table and batch.
public enum TextScenario {
  /// A loaded table of `width` × `height` over `source`.
  public static func table(_ source: GeneratedRows, width: Int = 80, height: Int = 24)
    -> TextTable
  {
    let table = TextTable(width: width, height: height)
    table.register(TextCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.reloadData()
    return table
  }

  /// A valid batch of `changes` changes (a quarter each of deletes, inserts, moves within a
  /// section and reloads, at random places, seeded) for sections of `counts`, and the counts
  /// after it.
  public static func batch(counts: [Int], changes: Int, seed: UInt64) -> (ChangeBatch, [Int]) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let quarter = changes / 4
    let total = counts.reduce(0, +)
    // Distinct before positions for deletes, move sources and reloads.
    var before = Set<ItemPath>()
    while before.count < 3 * quarter {
      let flat = random.next(below: total)
      before.insert(flatPath(flat, counts))
    }
    let picked = before.sorted().shuffled(using: &random)
    let deletes = Array(picked[0..<quarter])
    let sources = Array(picked[quarter..<(2 * quarter)])
    let reloads = Array(picked[(2 * quarter)...])
    var after = counts
    for path in deletes { after[path.section] -= 1 }
    // Inserts: `quarter` rows, spread over the sections.
    var insertCounts = [Int](repeating: 0, count: counts.count)
    for _ in 0..<quarter { insertCounts[random.next(below: counts.count)] += 1 }
    for section in after.indices { after[section] += insertCounts[section] }
    // Distinct after positions for inserts and move destinations (moves stay in their section).
    var taken = Set<ItemPath>()
    var inserts: [ItemPath] = []
    for (section, count) in insertCounts.enumerated() {
      var made = 0
      while made < count {
        let path = ItemPath(item: random.next(below: after[section]), section: section)
        if taken.insert(path).inserted {
          inserts.append(path)
          made += 1
        }
      }
    }
    var moves: [ItemMove] = []
    for source in sources {
      while true {
        let path = ItemPath(
          item: random.next(below: after[source.section]), section: source.section)
        if taken.insert(path).inserted {
          moves.append(ItemMove(from: source, to: path))
          break
        }
      }
    }
    let batch = ChangeBatch(
      deletedItems: deletes.sorted(), insertedItems: inserts.sorted(),
      movedItems: moves.sorted { $0.from < $1.from }, reloadedItems: reloads.sorted())
    return (batch, after)
  }

  /// The path of the `flat`-th row of sections of `counts`.
  private static func flatPath(_ flat: Int, _ counts: [Int]) -> ItemPath {
    var rest = flat
    for (section, count) in counts.enumerated() {
      if rest < count { return ItemPath(item: rest, section: section) }
      rest -= count
    }
    return ItemPath(item: 0, section: 0)
  }
}
