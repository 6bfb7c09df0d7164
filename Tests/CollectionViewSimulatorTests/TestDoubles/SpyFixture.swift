import CollectionViewSimulator
import Foundation

/// A 340×400 view (scale 0) over a ``SpyLayout``: three 100-point items per row, headers of 40,
/// footers of 20, a decoration behind each row; sections of `counts` identifiers named `s-i`.
@MainActor
struct SpyFixture {
    let layout = SpyLayout()
    let view: CollectionView
    let data: IdentifierDataSource<String>

    init(counts: [Int], offset: CGFloat = 0) {
        view = CollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 400), collectionViewLayout: layout)
        view.screenScale = 0
        data = IdentifierDataSource(counts.enumerated().map { section, count in (0..<count).map { "\(section)-\($0)" } })
        view.dataSource = data
        view.contentOffset = CGPoint(x: 0, y: offset)
        view.layoutIfNeeded()
        layout.resetCalls()
    }
}
