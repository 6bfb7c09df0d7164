import CollectionViewSimulator
import Foundation
import Testing

/// A cell that counts its reuses and remembers how it was made.
final class CountingCell: CollectionViewCell {
    var madeBy = "nobody"
    var reuses = 0
    /// The item the data source configured it for.
    var item: IndexPath?

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeBy = "init(frame:)"
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A class that is no view at all.
@MainActor
private final class NotAView {}

@Suite("Registering and dequeuing cells and supplementary views")
@MainActor
struct CollectionViewReuseTests {
    let view = prepared(CollectionViewFlowLayout(), width: 320, height: 480, counts: [3])

    @Test("a registered cell class is created through its own init(frame:), with its identifier")
    func registeredClass() throws {
        view.register(CountingCell.self, forCellWithReuseIdentifier: "counting")
        let cell = try #require(view.dequeueReusableCell(withReuseIdentifier: "counting", for: IndexPath(item: 0, section: 0))
            as? CountingCell)
        #expect(cell.madeBy == "init(frame:)")
        #expect(cell.reuseIdentifier == "counting")
        #expect(cell.reuses == 0, "prepareForReuse() runs on a reused cell only")
        #expect(view.reuseErrors.isEmpty)
    }

    @Test("an unregistered identifier gives a stand-in and UIKit's exception")
    func unregistered() {
        let cell = view.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "Photo")
        #expect(view.reuseErrors == [.notRegistered(kind: CollectionView.elementKindCell, identifier: "Photo")])
        #expect(view.reuseErrors.first?.description == "could not dequeue a view of kind: UICollectionElementKindCell with "
            + "identifier Photo - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test("registering nil unregisters; registering again replaces the class")
    func unregisterAndReplace() {
        view.register(CountingCell.self, forCellWithReuseIdentifier: "x")
        view.register(nil, forCellWithReuseIdentifier: "x")
        _ = view.dequeueReusableCell(withReuseIdentifier: "x", for: IndexPath(item: 0, section: 0))
        #expect(view.reuseErrors.count == 1)
        view.register(CountingCell.self, forCellWithReuseIdentifier: "x")
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "x")
        let cell = view.dequeueReusableCell(withReuseIdentifier: "x", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == CollectionViewCell.self)
    }

    @Test("a class that is not a cell or not a view registers nothing and records UIKit's exception")
    func wrongClasses() {
        view.register(NotAView.self, forCellWithReuseIdentifier: "a")
        view.register(CollectionReusableView.self, forCellWithReuseIdentifier: "b")
        view.register(NotAView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "c")
        #expect(view.reuseErrors.map(\.description) == [
            "attempt to register a cell class which is not a subclass of UICollectionViewCell (NotAView) for reuse identifier a",
            "attempt to register a cell class which is not a subclass of UICollectionViewCell (CollectionReusableView) for reuse identifier b",
            "attempt to register a class which is not a subclass of UICollectionReusableView (NotAView) for supplementary view "
                + "of kind UICollectionElementKindSectionHeader with reuse identifier c",
        ])
    }

    @Test("supplementary views are pooled per kind and identifier")
    func supplementaryKinds() {
        let header = CollectionView.elementKindSectionHeader
        view.register(CountingCell.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "h")
        let made = view.dequeueReusableSupplementaryView(ofKind: header, withReuseIdentifier: "h", for: IndexPath(item: 0, section: 0))
        #expect(made is CountingCell)
        _ = view.dequeueReusableSupplementaryView(ofKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "h",
                                                  for: IndexPath(item: 0, section: 0))
        #expect(view.reuseErrors.map(\.description) == [
            "could not dequeue a view of kind: UICollectionElementKindSectionFooter with identifier h - must register a nib "
                + "or a class for the identifier or connect a prototype cell in a storyboard",
        ])
    }

    @Test("a data source that only counts gets plain cells and views from the defaults")
    func defaults() {
        let dataSource = SectionCountsDataSource([2])
        let cell = dataSource.collectionView(view, cellForItemAt: IndexPath(item: 0, section: 0))
        let header = dataSource.collectionView(view, viewForSupplementaryElementOfKind: CollectionView.elementKindSectionHeader,
                                               at: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == CollectionViewCell.self)
        #expect(type(of: header) == CollectionReusableView.self)
        #expect(view.reuseErrors.isEmpty)
    }
}
