import Foundation
import ResultsKit
import ResultsKitViewSupport
import Testing

/// The conversions between `ItemPath` and the views' `IndexPath`.
struct IndexPathConversionTests {
  @Test func aPathRoundTripsSectionFirst() {
    let path = ItemPath(item: 7, section: 2)
    let indexPath = IndexPath(path)
    #expect(Array(indexPath) == [2, 7])
    #expect(ItemPath(indexPath) == path)
  }

  @Test func anIndexPathOfAnotherLengthIsNoItemPath() {
    #expect(ItemPath(IndexPath(index: 3)) == nil)
    #expect(ItemPath(IndexPath(indexes: [1, 2, 3])) == nil)
    #expect(ItemPath(IndexPath()) == nil)
  }

  @Test func listsKeepOrderAndSetsDropRepeats() {
    let paths = [ItemPath(item: 1, section: 0), ItemPath(item: 0, section: 1)]
    #expect(paths.indexPaths == [IndexPath(indexes: [0, 1]), IndexPath(indexes: [1, 0])])
    #expect((paths + paths).indexPathSet.count == 2)
  }
}
