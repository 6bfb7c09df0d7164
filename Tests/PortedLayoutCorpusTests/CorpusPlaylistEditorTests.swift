import CollectionViewSimulator
import CollectionViewSimulatorTesting
import Foundation
import Testing
import UIKitCompatibility

/// The corpus's playlist editor (`PlaylistEditorViewController`): the edit button's
/// `setEditing(_:animated:)` reaches the collection view, which the reordering handler reads.
@MainActor
@Suite("Corpus playlist editor: editing mode and list accessories", .uikitExceptionsAsIssues)
struct CorpusPlaylistEditorTests {
    private func loadedScreen() -> (PlaylistEditorViewController, UICollectionView) {
        let screen = PlaylistEditorViewController()
        screen.loadViewIfNeeded()
        let collectionView: UICollectionView = screen.collectionView
        collectionView.layoutIfNeeded()
        return (screen, collectionView)
    }

    private func drag(_ item: Int, to target: Int, in collectionView: UICollectionView) throws -> Bool {
        let layout = collectionView.collectionViewLayout
        let targetCenter = try #require(layout.layoutAttributesForItem(at: IndexPath(item: target, section: 0))).center
        guard collectionView.beginInteractiveMovementForItem(at: IndexPath(item: item, section: 0)) else { return false }
        collectionView.updateInteractiveMovementTargetPosition(targetCenter)
        collectionView.endInteractiveMovement()
        return true
    }

    @Test("rows move only while the screen edits: setEditing reaches the view the reordering handler asks")
    func reorderWhileEditing() throws {
        let (screen, collectionView) = loadedScreen()
        #expect(screen.title == "Playlist" && !screen.isEditing && !collectionView.isEditing)
        #expect(try !drag(3, to: 0, in: collectionView))
        #expect(screen.songs == ["Overture", "Aria", "Intermezzo", "Finale"])

        screen.setEditing(true, animated: true)
        #expect(screen.isEditing && collectionView.isEditing)
        #expect(try drag(3, to: 0, in: collectionView))
        #expect(screen.songs == ["Finale", "Overture", "Aria", "Intermezzo"])
        #expect(screen.dataSource.snapshot().itemIdentifiers == screen.songs)

        screen.isEditing = false
        #expect(!collectionView.isEditing)
    }

    @Test("each row carries its accessories and UIKit's fixed colours; a drag preview has the row's size")
    func rowsAndPreview() throws {
        let (screen, collectionView) = loadedScreen()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(cell.accessories.map(\.displayedState) == [.whenNotEditing, .whenEditing, .whenEditing])
        #expect(cell.backgroundColor == UIColor(red: 0, green: 1, blue: 1, alpha: 0.1))
        #expect(UIColor.purple == UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) && UIColor.brown.red == 0.6)
        let preview = try #require(screen.dragPreview(forItemAt: IndexPath(item: 1, section: 0)))
        #expect(preview.bounds == CGRect(origin: .zero, size: cell.bounds.size) && preview.superview == nil)
        let piece = try #require(cell.resizableSnapshotView(from: CGRect(x: 10, y: 0, width: 50, height: 20),
                                                              afterScreenUpdates: true, withCapInsets: .zero))
        #expect(piece.bounds.size == CGSize(width: 50, height: 20))
    }
}
