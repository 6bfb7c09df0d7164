import CollectionViewSimulator
import Foundation
import TestSupport

/// A data source that dequeues a ``CountingCell`` for every item and counts its requests.
final class CellDataSource: CollectionViewDataSource {
    static let identifier = "counting"
    var counts: [Int]
    private(set) var cellRequests: [IndexPath] = []

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
        (cell as? CountingCell)?.item = indexPath
        return cell
    }
}

/// A delegate that records the display calls it receives, with the object each names.
final class DisplaySpyDelegate: CollectionViewDelegate {
    struct Call: Equatable {
        let name: String
        let view: ObjectIdentifier
        let indexPath: IndexPath
    }

    private(set) var calls: [Call] = []

    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        calls.append(Call(name: "willDisplay", view: ObjectIdentifier(cell), indexPath: indexPath))
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        calls.append(Call(name: "didEndDisplaying", view: ObjectIdentifier(cell), indexPath: indexPath))
    }

    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        calls.append(Call(name: "willDisplaySupplementaryView", view: ObjectIdentifier(view), indexPath: indexPath))
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        calls.append(Call(name: "didEndDisplayingSupplementaryView", view: ObjectIdentifier(view), indexPath: indexPath))
    }
}

/// A 320-point-wide flow view (50 × 50 items, 10-point spacing: 5 a row, a row every 60 points)
/// with a ``CellDataSource`` (cells of `cellClass`) and a ``DisplaySpyDelegate``, laid out.
@MainActor
func reuseView(counts: [Int], height: CGFloat = 200,
               cellClass: CollectionViewCell.Type = CountingCell.self) -> (CollectionView, CellDataSource, DisplaySpyDelegate) {
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: CollectionViewFlowLayout())
    view.screenScale = 0
    view.register(cellClass, forCellWithReuseIdentifier: CellDataSource.identifier)
    let dataSource = CellDataSource(counts)
    let delegate = DisplaySpyDelegate()
    FixtureOwner.keep(dataSource, delegate, for: view)
    view.dataSource = dataSource
    view.delegate = delegate
    view.layoutIfNeeded()
    return (view, dataSource, delegate)
}

/// The display events as their descriptions.
@MainActor
func eventLines(_ view: CollectionView, from start: Int = 0) -> [String] {
    view.displayEvents[start...].map(\.description)
}
