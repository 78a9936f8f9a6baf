import ResultsKit
import ResultsKitJSON
import ResultsKitStore

/// One replay's pipeline: an ``ObjectStore`` of ``ReplayObject``s, a ``ResultsController``
/// with the fetch line's request, a ``ResultsCoordinator`` (with an `updateCell` for
/// `"updates": "reconfigure"`) and a ``ReplayTarget`` that checks every batch.
///
///     let session = ReplaySession(fetch: FetchLine())
///     let outcome = session.perform(transaction)   // a ReplayStep, or a TransactionLineError
package final class ReplaySession {
  /// The request the results follow.
  package let fetch: FetchLine
  /// The store the transactions write to.
  package let store = ObjectStore<ReplayObject>()
  /// The results.
  package let controller: ResultsController<ReplayObject>
  /// The view kept in step.
  package let target: ReplayTarget
  /// Keeps the target in step with the controller.
  let coordinator: ResultsCoordinator<ReplayObject>

  /// What the store's commit observer and the coordinator report, kept outside the session so
  /// that their closures do not hold it.
  private final class Log {
    /// The version of the last commit delivered.
    var version: UInt64 = 0
    /// What the coordinator reported through `onInconsistency` since it was last taken.
    var inconsistencies: [String] = []
  }

  /// The versions and inconsistencies reported.
  private let log = Log()
  /// The store observation that keeps `log.version` current.
  private var commits: ResultsSubscription?

  /// Builds the pipeline and loads the (empty) results into the target.
  init(fetch: FetchLine) {
    self.fetch = fetch
    let controller = ResultsController(store: store, request: fetch.request)
    let target = ReplayTarget {
      controller.sections.map { section in section.objects.map(\.id) }
    }
    let updateCell: ResultsCoordinator<ReplayObject>.UpdateCell? =
      fetch.updates == .reconfigure
      ? { path, object in target.updateCell(at: path, id: object.id) } : nil
    coordinator = ResultsCoordinator(target: target, monitor: controller, updateCell: updateCell)
    self.controller = controller
    self.target = target
    let log = log
    commits = store.observe { commit in log.version = commit.version }
    coordinator.onInconsistency = { error in
      // A rejected batch is reported by the target itself, with the same error.
      if !(error is ReplayTargetError) { log.inconsistencies.append("\(error)") }
    }
    do {
      try coordinator.loadData()
    } catch {
      log.inconsistencies.append("loading the results failed: \(error)")
    }
  }

  /// The store's version: that of the last commit, 0 before any.
  package var version: UInt64 { log.version }

  /// Returns and forgets the problems found so far.
  ///
  /// A problem is a rejected batch, an `updateCell` at the wrong row, or an inconsistency the
  /// coordinator reported: each is a bug in the library.
  func takeProblems() -> [String] {
    let problems = target.takeProblems().map(\.description) + log.inconsistencies
    log.inconsistencies = []
    return problems
  }

  /// Applies `transaction` as one `perform`: inserts, updates, upserts, deletes, each list in
  /// its order.
  ///
  /// - Returns: What the transaction did, or the error of a store that refused it (a duplicate
  ///   insert, an update or delete of a missing id), in which case nothing changed.
  func perform(_ transaction: TransactionLine) -> Result<ReplayStep, TransactionLineError> {
    target.startTransaction()
    do {
      try store.perform { writes in try Self.write(transaction, into: &writes) }
    } catch let error as TransactionLineError {
      return .failure(error)
    } catch {
      return .failure(TransactionLineError("the store refused the transaction: \(error)"))
    }
    return .success(
      ReplayStep(
        version: log.version,
        batch: target.lastBatch,
        reload: target.reloadCount > 0,
        updated: target.updatedPaths,
        sections: controller.sections.map { section in
          ReplayStep.Section(name: section.name, ids: section.objects.map(\.id))
        }))
  }

  /// The transaction's writes, in order; a refused write throws a ``TransactionLineError``
  /// that names it.
  private static func write(
    _ transaction: TransactionLine, into writes: inout StoreTransaction<ReplayObject>
  ) throws(TransactionLineError) {
    for object in transaction.inserts {
      do throws(StoreError) {
        try writes.insert(object)
      } catch {
        throw refusal(of: .insert, id: object.id, error)
      }
    }
    for object in transaction.updates {
      do throws(StoreError) {
        try writes.update(object)
      } catch {
        throw refusal(of: .update, id: object.id, error)
      }
    }
    for object in transaction.upserts {
      writes.upsert(object)
    }
    for id in transaction.deletes {
      do throws(StoreError) {
        try writes.delete(id)
      } catch {
        throw refusal(of: .delete, id: id, error)
      }
    }
  }

  /// The error of a write the store refused.
  private static func refusal(
    of kind: TransactionKind, id: String, _ error: StoreError
  ) -> TransactionLineError {
    let reason =
      switch error {
      case .duplicateID: "an object with that id already exists"
      case .missingID: "no object has that id"
      case .reentrantWrite: "the store is busy delivering a commit"
      }
    return TransactionLineError("cannot \(kind.rawValue) \(JSONWriter.quoted(id)): \(reason)")
  }
}
