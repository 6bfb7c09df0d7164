import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

/// A cell that records the trait changes it hears.
private final class TraitRecordingCell: CollectionViewCell {
    var changes: [CGFloat?] = []

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection?.displayScale)
    }
}

/// A controller that records the trait changes it hears.
private final class TraitRecordingController: CollectionViewController {
    var changes: [CGFloat?] = []

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        changes.append(previousTraitCollection?.displayScale)
    }
}

@Suite("Trait collections and their changes")
@MainActor
struct TraitCollectionTests {
    @Test("a cell shares its collection view's display scale and hears it change, from the scale it had")
    func screenScaleChange() throws {
        let (view, _, _) = reuseView(counts: [3], cellClass: TraitRecordingCell.self)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? TraitRecordingCell)
        #expect(cell.traitCollection == TraitCollection(displayScale: 0) && view.traitCollection.displayScale == 0)
        #expect(cell.changes == [3], "created at the main screen's scale, it joined a view at scale 0")
        view.screenScale = 2
        view.screenScale = 2
        #expect(cell.changes == [3, 0] && cell.traitCollection.displayScale == 2)
        #expect(View().traitCollection == .mainScreen)
    }

    @Test("a controller hears its root view's trait change, before the view")
    func controller() {
        let controller = TraitRecordingController(collectionViewLayout: CollectionViewFlowLayout())
        controller.loadViewIfNeeded()
        controller.collectionView.screenScale = 1
        #expect(controller.changes == [3] && controller.traitCollection.displayScale == 1)
    }
}
