import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility

/// A screen whose cells find their collection view through `superview` and follow the display
/// scale through `traitCollectionDidChange`, with an empty-state view among the collection view's
/// subviews.
@Suite("A favourites grid: cells in the view hierarchy, trait changes, layout passes")
@MainActor
struct CorpusFavoritesTests {
    private func screen() -> FavoritesViewController {
        let controller = FavoritesViewController()
        controller.loadViewIfNeeded()
        controller.collectionView.layoutIfNeeded()
        return controller
    }

    @Test("a star tap finds its item through the cell's superview, the collection view")
    func starTap() throws {
        let controller = screen()
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? FavoriteCardCell)
        #expect(cell.superview === controller.collectionView && cell.enclosingCollectionView === controller.collectionView)
        cell.starTapped()
        #expect(controller.favorites == ["Card 4"])
        controller.removeCard(at: IndexPath(item: 0, section: 0))
        cell.starTapped()
        #expect(controller.favorites.isEmpty, "the same cell now shows Card 4 at item 2")
    }

    @Test("the hairline follows the display scale; the star is placed by layoutSubviews")
    func hairlineAndStar() throws {
        let controller = screen()
        let cell = try #require(controller.collectionView.visibleCells.first as? FavoriteCardCell)
        #expect(cell.layer.borderWidth == 1.0 / 3)
        controller.collectionView.screenScale = 2
        #expect(cell.layer.borderWidth == 0.5)
        cell.layoutIfNeeded()
        #expect(cell.starView.frame == CGRect(x: 132, y: 4, width: 24, height: 24) && cell.layoutPasses == 1)
        cell.layoutIfNeeded()
        #expect(cell.layoutPasses == 1)
    }

    @Test("the empty-state view stays above the cards the collection view shows")
    func emptyState() throws {
        let controller = screen()
        let subviews = controller.collectionView.subviews
        #expect(subviews.last === controller.emptyStateView && controller.emptyStateView.isHidden)
        #expect(subviews.dropLast().allSatisfy { $0 is FavoriteCardCell } && subviews.count == 13)
        for _ in 0..<12 { controller.removeCard(at: IndexPath(item: 0, section: 0)) }
        controller.collectionView.finishAnimations()
        #expect(!controller.emptyStateView.isHidden && controller.collectionView.subviews.last === controller.emptyStateView)
        #expect(controller.collectionView.subviews.dropLast().allSatisfy { $0.isHidden })
    }
}
