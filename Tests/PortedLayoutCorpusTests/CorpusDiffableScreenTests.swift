import CollectionViewSimulator
import CollectionViewSimulatorTesting
import Foundation
import Testing
import UIKitCompatibility

/// The corpus's diffable screen (`GroceryListScreen`), written as Apple's sample writes its list
/// screens (UIKit's calls, no `try`), driven through its data source's apply. Under the trait, an
/// apply or snapshot change UIKit would raise for fails the test at that call.
@Suite("Corpus diffable screen", .uikitExceptionsAsIssues)
@MainActor
struct CorpusDiffableScreenTests {
    typealias Grocery = GroceryListScreen.Grocery

    @Test("the registrations configure every cell and header on screen with list configurations")
    func initialScreen() throws {
        let screen = GroceryListScreen()
        let view = try #require(screen.collectionView)
        #expect(view.numberOfSections == 2)
        #expect(view.numberOfItems(inSection: 1) == 2)
        let milk = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect((milk.contentConfiguration as? UIListContentConfiguration)?.text == "Milk")
        #expect(milk.backgroundConfiguration?.cornerRadius == 10)
        let bakery = try #require(view.cellForItem(at: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell)
        let content = try #require(bakery.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Bakery")
        #expect(content.image == UIImage(systemName: "cart"))
        #expect(bakery.accessories.map(\.kind) == [.outlineDisclosure(.init(style: .header))])
        let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(((header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "Aisles")
        #expect(screen.configuredCells == 4)
    }

    @Test("adding to the basket animates the new row in; expanding an aisle fades its groceries in below it")
    func applyAndExpand() throws {
        let screen = GroceryListScreen()
        let view = try #require(screen.collectionView)
        screen.addToBasket("Butter")
        view.advanceTime(by: 1)
        let butter = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect((butter.contentConfiguration as? UIListContentConfiguration)?.text == "Butter")

        let animations = try screen.dataSource.toggleOutlineDisclosure(of: Grocery(name: "Bakery", isAisle: true))
        #expect(view.numberOfItems(inSection: 1) == 5)
        let bagels = try #require(animations.last?.track(of: .cell(IndexPath(item: 2, section: 1))))
        #expect(bagels.fate == .inserted)
        #expect(throws: DiffableDataSourceError.updatedDirectly) {
            try view.throwing.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
    }

    @Test("UIKit-shaped calls without try report what UIKit rejects at the call and leave the screen as it was")
    func rejectedChanges() throws {
        let screen = GroceryListScreen()
        let view = try #require(screen.collectionView)
        var snapshot = screen.dataSource.snapshot()
        let appendLine = #line + 2
        withKnownIssue {
            snapshot.appendItems([Grocery(name: "Milk", isAisle: false)], toSection: .basket)   // already in the basket
        } matching: { issue in
            issue.sourceLocation?.line == appendLine && issue.comments.description.contains("NSInternalInconsistencyException")
        }
        var outline = NSDiffableDataSourceSectionSnapshot<Grocery>()
        outline.append([Grocery(name: "Bakery", isAisle: true)])   // shown in the aisles section
        let applyLine = #line + 2
        withKnownIssue {
            screen.dataSource.apply(outline, to: .basket)
        } matching: { $0.sourceLocation?.line == applyLine }
        #expect(screen.dataSource.raisedExceptions.count == 1 && view.numberOfItems(inSection: 0) == 2)
        screen.dataSource.apply(snapshot)
        screen.addToBasket("Butter")
        #expect(view.numberOfItems(inSection: 0) == 3 && screen.dataSource.raisedExceptions.count == 1)
    }
}
