import ResultsKitCoreData
import Testing

@Suite struct FetchedResultsChangeKindTests {
  @Test func rawValuesAreNSFetchedResultsChangeTypes() {
    #expect(FetchedResultsChangeKind.allRawValues == [1, 2, 3, 4])
  }
}

extension FetchedResultsChangeKind {
  fileprivate static var allRawValues: [UInt] {
    [Self.insert, .delete, .move, .update].map(\.rawValue)
  }
}
