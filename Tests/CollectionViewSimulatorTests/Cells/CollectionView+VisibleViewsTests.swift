import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

/// A data source with one header per section, registered, that can also hand out cells it made
/// itself.
private final class HeaderDataSource: CollectionViewDataSource {
    var makesOwnCells = false

    func numberOfSections(in collectionView: CollectionView) -> Int { 3 }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        makesOwnCells ? CollectionViewCell(frame: .zero) : collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
    }
}

@Suite("The views on screen: cells, supplementary views and their lookups")
@MainActor
struct CollectionViewVisibleViewsTests {
    private func view(_ dataSource: HeaderDataSource) -> (CollectionView, DisplaySpyDelegate) {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        view.screenScale = 0
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        view.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "h")
        let delegate = DisplaySpyDelegate()
        view.dataSource = dataSource
        FixtureOwner.keep(dataSource, for: view)
        view.delegate = delegate
        FixtureOwner.keep(delegate, for: view)
        view.layoutIfNeeded()
        return (view, delegate)
    }

    @Test("a header on screen is the object the data source dequeued; the delegate sees it come and go")
    func headers() throws {
        let (view, delegate) = view(HeaderDataSource())
        let header = try #require(view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader,
                                                         at: IndexPath(item: 0, section: 0)))
        #expect(header.reuseIdentifier == "h")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).first === header)
        #expect(view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).count == 2, "headers 0 and 1")
        view.setContentOffset(CGPoint(x: 0, y: 150), animated: false)
        #expect(delegate.calls.contains(.init(name: "didEndDisplayingSupplementaryView", view: ObjectIdentifier(header),
                                              indexPath: IndexPath(item: 0, section: 0))))
        #expect(view.displayEvents.contains { $0.description == "reused header 2 #\(view.displayEvents.first { $0.element == .header(0) }?.cellID ?? 0)" })
    }

    @Test("cellForItem(at:) returns the same object every time, and indexPath(for:) finds it")
    func sameCell() throws {
        let (view, _) = view(HeaderDataSource())
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(view.indexPath(for: cell) == IndexPath(item: 1, section: 0))
        #expect(view.indexPath(for: CollectionViewCell(frame: .zero)) == nil)
    }

    @Test("a cell the data source did not dequeue raises UIKit's exception and is never reused")
    func undequeuedCell() {
        let dataSource = HeaderDataSource()
        dataSource.makesOwnCells = true
        let (view, _) = view(dataSource)
        #expect(view.reuseErrors.first?.description == "the cell returned from -collectionView:cellForItemAtIndexPath: does not "
            + "have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: (item 0-0)")
        view.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        #expect(!view.displayEvents.contains { $0.kind == .reused && $0.element.category == .cell })
    }
}
