import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

/// The layout's own header and footer (the configuration's `boundarySupplementaryItems`, at
/// index path 0-0 whatever the sections) belong to no section: section inserts, deletes, moves
/// and reloads leave them the same view, ending where the layout now puts them (issue #13).
@Suite("Layout-wide headers through section changes")
@MainActor
struct CompositionalLayoutBoundaryUpdateTests {
    static let header = ElementID.supplementary("layout-header", at: IndexPath(item: 0, section: 0))
    static let footer = ElementID.supplementary("layout-footer", at: IndexPath(item: 0, section: 0))

    /// Sections of 44-point rows between a 44-point layout header and footer, in a 320×480 view.
    static func list(_ rows: [Int]) -> (CollectionView, TitledSectionsDataSource) {
        let row = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [row])
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        configuration.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "layout-header", alignment: .top),
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "layout-footer", alignment: .bottom),
        ]
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(TitleHeader.self, forSupplementaryViewOfKind: "layout-header", withReuseIdentifier: "title")
        view.register(TitleHeader.self, forSupplementaryViewOfKind: "layout-footer", withReuseIdentifier: "title")
        let source = TitledSectionsDataSource(rows.map { ("", $0) })
        view.dataSource = source
        FixtureOwner.keep(source, for: view)
        view.layoutIfNeeded()
        return (view, source)
    }

    /// Both layout-wide views survive as the same views, at 0-0 before and after, ending at the
    /// layout's fresh attributes; the layout is never asked for them at another index path.
    static func expectLayoutBoundariesSurvive(_ animation: UpdateAnimation, in view: CollectionView,
                                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        for element in [header, footer] {
            let track = try #require(animation.track(of: element), "\(element)", sourceLocation: sourceLocation)
            #expect(track.fate == .unchanged || track.fate == .moved, "\(element): \(track.fate)", sourceLocation: sourceLocation)
            #expect(track.indexPathBeforeUpdate == element.indexPath, "\(element)", sourceLocation: sourceLocation)
            #expect(animation.track(ofBefore: element)?.viewID == track.viewID, "\(element): a new view", sourceLocation: sourceLocation)
            let fresh = view.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: element.kind ?? "", at: element.indexPath)
            #expect(track.end.frame == fresh?.frame, "\(element)", sourceLocation: sourceLocation)
            #expect(animation.tracks.filter { $0.element.kind == element.kind }.count == 1,
                    "\(element): a delete and an insert", sourceLocation: sourceLocation)
        }
        let strayQuestions = animation.hooks.filter {
            guard case .layoutAttributesForSupplementaryView(let kind, let indexPath) = $0 else { return false }
            return kind.hasPrefix("layout-") && indexPath != IndexPath(item: 0, section: 0)
        }
        #expect(strayQuestions.isEmpty, "\(strayQuestions)", sourceLocation: sourceLocation)
    }

    @Test("inserting section 0 keeps the layout header and footer")
    func insertFirstSection() throws {
        let (view, source) = Self.list([2, 1])
        source.sections.insert(("", 3), at: 0)
        let animation = try #require(try view.throwing.insertSections(IndexSet(integer: 0)))
        try Self.expectLayoutBoundariesSurvive(animation, in: view)
    }

    @Test("deleting section 0 keeps the layout header and footer")
    func deleteFirstSection() throws {
        let (view, source) = Self.list([2, 1])
        source.sections.remove(at: 0)
        let animation = try #require(try view.throwing.deleteSections(IndexSet(integer: 0)))
        try Self.expectLayoutBoundariesSurvive(animation, in: view)
    }

    @Test("moving section 0 keeps the layout header and footer")
    func moveFirstSection() throws {
        let (view, source) = Self.list([2, 1])
        source.sections.swapAt(0, 1)
        let animation = try #require(try view.throwing.moveSection(0, toSection: 1))
        try Self.expectLayoutBoundariesSurvive(animation, in: view)
    }

    @Test("reloading section 0 keeps the layout header and footer")
    func reloadFirstSection() throws {
        let (view, source) = Self.list([2, 1])
        source.sections[0].rows = 3
        let animation = try #require(try view.throwing.reloadSections(IndexSet(integer: 0)))
        try Self.expectLayoutBoundariesSurvive(animation, in: view)
    }

    @Test("deleting every section keeps the layout header and footer, which close up")
    func deleteEverySection() throws {
        let (view, source) = Self.list([2, 1])
        source.sections = []
        let animation = try #require(try view.throwing.deleteSections(IndexSet(integersIn: 0..<2)))
        try Self.expectLayoutBoundariesSurvive(animation, in: view)
        #expect(animation.track(of: Self.footer)?.end.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
    }

    @Test("inserting the first section into an empty list keeps the layout header and footer")
    func insertIntoEmptyList() throws {
        let (view, source) = Self.list([])
        source.sections = [("", 2)]
        let animation = try #require(try view.throwing.insertSections(IndexSet(integer: 0)))
        try Self.expectLayoutBoundariesSurvive(animation, in: view)
        #expect(animation.track(of: Self.footer)?.end.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
    }

    @Test("a pinned layout header scrolled with the list stays the same view through inserting section 0, pinned at the top")
    func pinnedHeaderThroughInsert() throws {
        let (view, source) = Self.list([10, 10])
        guard let layout = view.collectionViewLayout as? CollectionViewCompositionalLayout else { return }
        let configuration = layout.configuration
        configuration.boundarySupplementaryItems[0].pinToVisibleBounds = true
        layout.configuration = configuration
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.layoutIfNeeded()
        source.sections.insert(("", 3), at: 0)
        let animation = try #require(try view.throwing.insertSections(IndexSet(integer: 0)))
        let track = try #require(animation.track(of: Self.header))
        #expect(track.fate == .unchanged || track.fate == .moved)
        #expect(animation.track(ofBefore: Self.header)?.viewID == track.viewID)
        #expect(track.end.frame == CGRect(x: 0, y: view.contentOffset.y, width: 320, height: 44))
    }

    @Test("a diffable data source inserting, deleting and emptying sections under a layout header asks for the header once and keeps it")
    func diffableSectionsUnderLayoutHeader() throws {
        let (view, _) = Self.list([])
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: view)
        final class Log { var kinds: [String] = [] }
        let log = Log()
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            log.kinds.append(kind)
            return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        }
        let steps: [[SnapshotSection<String, String>]] = [
            [SnapshotSection(id: "S", items: ["a", "b"])],
            [SnapshotSection(id: "R", items: ["x"]), SnapshotSection(id: "S", items: ["a", "b"])],
            [SnapshotSection(id: "S", items: ["a", "b"]), SnapshotSection(id: "R", items: ["x"])],
            [SnapshotSection(id: "R", items: ["x"])],
            [],
        ]
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot(steps[0]), animatingDifferences: false)
        #expect(log.kinds.sorted() == ["layout-footer", "layout-header"])
        for (index, sections) in steps.enumerated().dropFirst() {
            for animation in try dataSource.throwing.apply(try DiffableDataSourceSnapshot(sections)) {
                #expect(animation.track(of: Self.header)?.fate == .unchanged || animation.track(of: Self.header)?.fate == .moved,
                        "step \(index)")
            }
        }
        #expect(log.kinds.sorted() == ["layout-footer", "layout-header"], "the layout's views are never made again")
    }
}
