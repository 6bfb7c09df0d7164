import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

/// A custom layout with a banner of its own above every section, at 0-0 whatever the sections.
/// UIKit moves a supplementary view's index path with its section through a batch update, so such
/// a layout says the banner does not move the way UIKit offers: it lists 0-0 from
/// `indexPathsToDeleteForSupplementaryView(ofKind:)` and `indexPathsToInsertForSupplementaryView(ofKind:)`
/// (the banner cross-fades); without that, UIKit asks for the banner at 1-0 after inserting
/// section 0 and raises "no UICollectionViewLayoutAttributes instance for
/// -layoutAttributesForSupplementaryElementOfKind:".
private final class BannerListLayout: CollectionViewLayout {
    static let kind = "banner"
    var reportsBanner: Bool
    private var frames: [ElementID: CGRect] = [:]
    private var height: CGFloat = 0

    init(reportsBanner: Bool) {
        self.reportsBanner = reportsBanner
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        super.prepare()
        frames = [:]
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        frames[.supplementary(Self.kind, at: IndexPath(item: 0, section: 0))] = CGRect(x: 0, y: 0, width: width, height: 50)
        var y: CGFloat = 50
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                frames[.cell(IndexPath(item: item, section: section))] = CGRect(x: 0, y: y, width: width, height: 44)
                y += 44
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        frames.keys.sorted().filter { frames[$0]?.intersects(rect) == true }.compactMap(attributes(of:))
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes(of: .cell(indexPath))
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes(of: .supplementary(elementKind, at: indexPath))
    }

    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        reportsBanner && elementKind == Self.kind ? [IndexPath(item: 0, section: 0)] : []
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        reportsBanner && elementKind == Self.kind ? [IndexPath(item: 0, section: 0)] : []
    }

    private func attributes(of element: ElementID) -> CollectionViewLayoutAttributes? {
        guard let frame = frames[element] else { return nil }
        let attributes = element.category == .cell
            ? CollectionViewLayoutAttributes(forCellWith: element.indexPath)
            : CollectionViewLayoutAttributes(forSupplementaryViewOfKind: element.kind ?? "", with: element.indexPath)
        attributes.frame = frame
        return attributes
    }
}

@Suite("A custom layout's supplementary view that belongs to no section")
@MainActor
struct SectionlessSupplementaryTests {
    static let banner = ElementID.supplementary(BannerListLayout.kind, at: IndexPath(item: 0, section: 0))

    private static func list(reportsBanner: Bool) -> (CollectionView, TitledSectionsDataSource) {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: BannerListLayout(reportsBanner: reportsBanner))
        view.register(TitleHeader.self, forSupplementaryViewOfKind: BannerListLayout.kind, withReuseIdentifier: "title")
        let source = TitledSectionsDataSource([("", 2), ("", 1)])
        view.dataSource = source
        FixtureOwner.keep(source, for: view)
        view.layoutIfNeeded()
        return (view, source)
    }

    @Test("reported as deleted and inserted at 0-0, the banner cross-fades through inserting section 0")
    func reportedBannerCrossFades() throws {
        let (view, source) = Self.list(reportsBanner: true)
        source.sections.insert(("", 3), at: 0)
        let animation = try #require(try view.throwing.insertSections(IndexSet(integer: 0)))
        #expect(animation.track(ofBefore: Self.banner)?.fate == .deleted)
        let inserted = try #require(animation.track(of: Self.banner))
        #expect(inserted.fate == .inserted)
        #expect(inserted.end.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(animation.hooks.contains(.indexPathsToDeleteForSupplementaryView(ofKind: BannerListLayout.kind)))
    }

    @Test("not reported, the banner follows section 0 to 1-0, which the layout does not have: the update fails as UIKit's raises")
    func unreportedBannerFails() {
        let (view, source) = Self.list(reportsBanner: false)
        source.sections.insert(("", 3), at: 0)
        #expect(throws: BatchUpdateError.noLayoutAttributesForSupplementaryElement(kind: BannerListLayout.kind, indexPath: IndexPath(item: 0, section: 1))) {
            try view.throwing.insertSections(IndexSet(integer: 0))
        }
    }
}
