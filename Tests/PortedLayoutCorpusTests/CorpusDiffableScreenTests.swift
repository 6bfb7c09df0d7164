import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility

/// The corpus's diffable screen (`GroceryListScreen`), written as Apple's sample writes its list
/// screens, driven through its data source's apply.
@Suite("Corpus diffable screen")
struct CorpusDiffableScreenTests {
    typealias Grocery = GroceryListScreen.Grocery

    @Test("the registrations configure every cell and header on screen with list configurations")
    func initialScreen() throws {
        let screen = try GroceryListScreen()
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
        let screen = try GroceryListScreen()
        let view = try #require(screen.collectionView)
        try screen.addToBasket("Butter")
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
}
