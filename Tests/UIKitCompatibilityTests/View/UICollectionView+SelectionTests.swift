import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility

/// A delegate written as for UIKit: only the methods it needs, UIKit's signatures.
private final class PickerDelegate: NSObject, UICollectionViewDelegate {
    var picked: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        indexPath.item != 0
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        picked.append(indexPath)
    }
}

@Suite("UIKit's selection API, as ported code calls it")
@MainActor
struct UICollectionViewSelectionTests {
    @Test("a UIKit-style delegate and selectItem(at:animated:scrollPosition:) compile and behave")
    func portedDelegate() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                    collectionViewLayout: UICollectionViewFlowLayout())
        let delegate = PickerDelegate()
        let dataSource = SectionCountsDataSource([3])
        view.dataSource = dataSource
        view.delegate = delegate
        try view.tapItem(at: IndexPath(item: 0, section: 0))
        try view.tapItem(at: IndexPath(item: 2, section: 0))
        #expect(delegate.picked == [IndexPath(item: 2, section: 0)])
        try view.throwing.selectItem(at: IndexPath(item: 1, section: 0), animated: true, scrollPosition: .centeredVertically)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(delegate.picked == [IndexPath(item: 2, section: 0)])
        let trace: [UICollectionViewDelegateCall] = try view.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(trace.count == 5)
    }

    @Test("indexPathsForSelectedItems is optional as UIKit declares it: ported ?. and guard let code compiles, and it is [] when nothing is selected")
    func selectedItemsOptional() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                    collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = SectionCountsDataSource([3])
        view.dataSource = dataSource
        view.allowsMultipleSelection = true
        #expect(view.indexPathsForSelectedItems == [])
        try view.tapItem(at: IndexPath(item: 2, section: 0))
        try view.tapItem(at: IndexPath(item: 0, section: 0))
        guard let selected = view.indexPathsForSelectedItems else {
            Issue.record("never nil")
            return
        }
        #expect(selected == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        view.indexPathsForSelectedItems?.forEach { view.deselectItem(at: $0, animated: false) }
        #expect(view.indexPathsForSelectedItems?.isEmpty == true)
    }
}
