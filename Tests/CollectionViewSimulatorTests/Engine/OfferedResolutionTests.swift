import BatchUpdates
@testable import CollectionViewSimulator
import Foundation
import Testing

/// A batch resolved by the caller is offered to the next `performBatchUpdates`, which takes it
/// only when it would have resolved exactly that batch against exactly those counts.
@Suite("Offered resolution")
@MainActor
struct OfferedResolutionTests {
    private let insertFirst = BatchUpdate([.insertItem(IndexPath(item: 0, section: 0))])
    private let deleteFirst = BatchUpdate([.deleteItem(IndexPath(item: 0, section: 0))])

    private func makeView(counts: [Int]) -> (CollectionView, SectionCountsDataSource) {
        let dataSource = SectionCountsDataSource(counts)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        view.dataSource = dataSource
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    /// `batch` performed as app code performs it: the data source changed, then the operations.
    private func perform(_ batch: BatchUpdate, on view: CollectionView, _ dataSource: SectionCountsDataSource,
                         counts: [Int]) throws -> UpdateAnimation {
        try view.throwing.performBatchUpdates {
            dataSource.counts = counts
            try view.record(batch.operations)
        }
    }

    @Test("an offer of the same batch, counts and behaviour gives the update the view makes without one")
    func matchingOffer() throws {
        let (offered, offeredSource) = makeView(counts: [5])
        let (plain, plainSource) = makeView(counts: [5])
        offered.offerResolution(try insertFirst.resolved(itemCountsBefore: [5], itemCountsAfter: [6]), behavior: .modern)
        let withOffer = try perform(insertFirst, on: offered, offeredSource, counts: [6])
        let without = try perform(insertFirst, on: plain, plainSource, counts: [6])
        #expect(withOffer == without)
        #expect(offered.engine.offeredResolution == nil)
    }

    @Test("an offer of another batch, other counts or another behaviour is not used, and is gone after the call")
    func mismatchingOffers() throws {
        let valid = try insertFirst.resolved(itemCountsBefore: [5], itemCountsAfter: [6])
        let offers: [(String, ResolvedBatchUpdate, ValidationBehavior)] = [
            ("another batch", valid, .modern),
            ("other counts", try deleteFirst.resolved(itemCountsBefore: [6], itemCountsAfter: [5]), .modern),
            ("another behaviour", try deleteFirst.resolved(itemCountsBefore: [5], itemCountsAfter: [4], behavior: .classic), .classic),
        ]
        for (name, resolved, behavior) in offers {
            let (view, dataSource) = makeView(counts: [5])
            view.offerResolution(resolved, behavior: behavior)
            let animation = try perform(deleteFirst, on: view, dataSource, counts: [4])
            #expect(animation.batch == (try deleteFirst.resolved(itemCountsBefore: [5], itemCountsAfter: [4])), "\(name)")
            #expect(view.engine.offeredResolution == nil, "\(name)")
        }
    }

    @Test("an offer never makes an invalid batch valid: the engine's own validation still throws UIKit's error")
    func invalidBatchStillThrows() throws {
        let (view, dataSource) = makeView(counts: [5])
        view.offerResolution(try insertFirst.resolved(itemCountsBefore: [5], itemCountsAfter: [6]), behavior: .modern)
        // The data source forgets to grow: UIKit raises its count mismatch.
        #expect(throws: BatchUpdateError.self) { try perform(insertFirst, on: view, dataSource, counts: [5]) }
        #expect(view.numberOfItems(inSection: 0) == 5)
        #expect(view.engine.offeredResolution == nil)
    }
}
