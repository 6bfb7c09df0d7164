import CollectionViewSimulator
import Foundation
import Testing

@Suite("Collection view controller")
@MainActor
struct CollectionViewControllerTests {
    /// A controller that shows four items in one section.
    final class CountingController: CollectionViewController {
        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    }

    @Test("the controller is its view's data source and delegate; the app keeps the controller, not the view")
    func controllerIsKeptByTheApp() {
        let controller = CountingController(collectionViewLayout: CollectionViewFlowLayout())
        let view: CollectionView = controller.collectionView
        #expect(view.dataSource === controller)
        #expect(view.delegate === controller)
        #expect(view.numberOfItems(inSection: 0) == 4)

        weak var released: CountingController?
        let orphan: CollectionView
        do {
            let transient = CountingController(collectionViewLayout: CollectionViewFlowLayout())
            released = transient
            orphan = transient.collectionView
        }
        #expect(released == nil)
        #expect(orphan.dataSource == nil)
        orphan.reloadData()
        #expect(orphan.numberOfSections == 0)
    }

    /// A controller that records the editing changes it is told of, as a screen that swaps its
    /// buttons does.
    final class EditingController: CollectionViewController {
        private(set) var changes: [Bool] = []

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            changes.append(editing)
        }
    }

    @Test("setEditing reaches the collection view, and setting isEditing goes through setEditing as UIKit's does")
    func editing() {
        let controller = EditingController(collectionViewLayout: CollectionViewFlowLayout())
        #expect(!controller.isEditing && !controller.collectionView.isEditing)
        controller.setEditing(true, animated: true)
        #expect(controller.isEditing && controller.collectionView.isEditing)
        controller.isEditing = false
        #expect(!controller.collectionView.isEditing && controller.changes == [true, false])
        controller.collectionView.isEditing = true
        #expect(!controller.isEditing)
    }
}
