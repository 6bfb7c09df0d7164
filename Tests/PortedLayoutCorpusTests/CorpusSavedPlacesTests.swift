import CollectionViewSimulator
import CollectionViewSimulatorTesting
import Foundation
import Testing
import UIKitCompatibility

/// The corpus's saved-places screen (`SavedPlacesViewController`) in a navigation controller,
/// driven as a user would: pull to refresh, the edit button, an action sheet's destructive
/// button, and a tap that pushes the detail screen.
@MainActor
@Suite("Corpus saved places: refresh control, edit button, alert and navigation", .uikitExceptionsAsIssues)
struct CorpusSavedPlacesTests {
    private func shownScreen(fetching fetched: [String] = ["Bakery", "Harbour", "Museum", "Park"])
        -> (SavedPlacesViewController, UINavigationController) {
        let screen = SavedPlacesViewController(places: ["Harbour", "Museum", "Park"], fetchPlaces: { fetched })
        let navigation = UINavigationController(rootViewController: screen)
        navigation.beginAppearanceTransition(true, animated: false)
        navigation.endAppearanceTransition()
        screen.collectionView.layoutIfNeeded()
        return (screen, navigation)
    }

    private func tapItem(_ item: Int, in collectionView: UICollectionView) throws {
        let center = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).center
        try collectionView.tap(at: center)
    }

    private func titles(in collectionView: UICollectionView) -> [String?] {
        (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
            return (cell?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    @Test("the screen sits at the root with its title, large title and edit button, and has appeared")
    func chrome() throws {
        let (screen, navigation) = shownScreen()
        #expect(screen.navigationController === navigation && navigation.topViewController === screen)
        #expect(screen.appearanceLog == ["viewWillAppear", "viewDidAppear"])
        #expect(navigation.navigationBar.prefersLargeTitles && navigation.navigationBar.topItem === screen.navigationItem)
        #expect(screen.navigationItem.title == "Saved Places" && screen.navigationItem.largeTitleDisplayMode == .always)
        let edit = try #require(screen.navigationItem.rightBarButtonItem)
        #expect(edit === screen.editButtonItem && edit.title == "Edit" && edit.style == .plain)
        let sort = try #require(screen.navigationItem.leftBarButtonItem?.menu)
        #expect(sort.allActions.map(\.title) == ["Name"])
    }

    @Test("pulling to refresh reloads through a snapshot and ends refreshing when the animation completes")
    func pullToRefresh() throws {
        let (screen, _) = shownScreen()
        let collectionView: UICollectionView = screen.collectionView
        let refreshControl = try #require(collectionView.refreshControl)
        #expect(refreshControl.superview === collectionView)

        #expect(collectionView.pullToRefresh())
        #expect(refreshControl.isRefreshing)
        #expect(!collectionView.pullToRefresh(), "a refreshing control takes no second pull")
        #expect(screen.places == ["Bakery", "Harbour", "Museum", "Park"])
        collectionView.advanceTime(by: 1)
        #expect(!refreshControl.isRefreshing)
        #expect(titles(in: collectionView) == ["Bakery", "Harbour", "Museum", "Park"])
    }

    @Test("editing, a tap presents an action sheet whose destructive button deletes the place through the snapshot")
    func deleteThroughAlert() throws {
        let (screen, navigation) = shownScreen()
        let collectionView: UICollectionView = screen.collectionView
        #expect(screen.editButtonItem.tap())
        #expect(screen.isEditing && collectionView.isEditing)
        #expect(screen.editButtonItem.title == "Done" && screen.editButtonItem.style == .done)

        try tapItem(1, in: collectionView)
        let alert = try #require(screen.presentedViewController as? UIAlertController)
        #expect(navigation.presentedViewController === alert && alert.presentingViewController === navigation)
        #expect(alert.title == "Delete Museum?" && alert.preferredStyle == .actionSheet)
        #expect(alert.actions.map(\.style) == [.destructive, .cancel] && alert.preferredAction === alert.actions.first)
        #expect(screen.appearanceLog == ["viewWillAppear", "viewDidAppear"], "an action sheet leaves the screen on screen")
        #expect(navigation.viewControllers.count == 1, "editing, a tap pushes nothing")

        #expect(try alert.chooseAction(titled: "Delete"))
        #expect(screen.presentedViewController == nil && alert.presentingViewController == nil)
        collectionView.advanceTime(by: 1)
        #expect(screen.places == ["Harbour", "Park"])
        #expect(titles(in: collectionView) == ["Harbour", "Park"])
        #expect(throws: UIAlertController.NoSuchAction.self) { try alert.chooseAction(titled: "Archive") }

        screen.editButtonItem.tap()
        #expect(!screen.isEditing && screen.editButtonItem.title == "Edit")
    }

    @Test("cancelling the action sheet keeps the place")
    func cancelAlert() throws {
        let (screen, _) = shownScreen()
        screen.setEditing(true, animated: false)
        try tapItem(0, in: screen.collectionView)
        let alert = try #require(screen.presentedViewController as? UIAlertController)
        #expect(try alert.chooseAction(titled: "Cancel"))
        #expect(screen.presentedViewController == nil && screen.places == ["Harbour", "Museum", "Park"])
    }

    @Test("a tap pushes the detail screen with UIKit's appearance order; popping brings the list back")
    func pushAndPop() throws {
        let (screen, navigation) = shownScreen()
        try tapItem(2, in: screen.collectionView)
        let detail = try #require(navigation.topViewController as? PlaceDetailViewController)
        #expect(navigation.viewControllers.count == 2 && navigation.viewControllers.first === screen)
        #expect(detail.place == "Park" && detail.navigationController === navigation && detail.parent === navigation)
        #expect(detail.isViewLoaded && detail.navigationItem.title == "Park")
        #expect(navigation.navigationBar.topItem === detail.navigationItem && navigation.navigationBar.backItem === screen.navigationItem)
        #expect(screen.appearanceLog == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [])

        #expect(detail.directionsButton.currentTitle == "Directions" && detail.directionsButton.configuration?.cornerStyle == .capsule)
        #expect(detail.directionsButton.tap() && detail.directionsRequested == 1)
        #expect(detail.favoriteSwitch.tap() && detail.favoriteSwitch.isOn && detail.isFavorite)

        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail && detail.parent == nil && detail.navigationController == nil)
        #expect(navigation.topViewController === screen)
        #expect(screen.appearanceLog.suffix(2) == ["viewWillAppear", "viewDidAppear"])
        #expect(navigation.popViewController(animated: true) == nil, "the root stays")
    }

    @Test("the Sort menu's action sorts the places")
    func sortMenu() throws {
        let (screen, _) = shownScreen(fetching: ["Zoo", "Aquarium"])
        screen.collectionView.pullToRefresh()
        screen.collectionView.advanceTime(by: 1)
        let name = try #require(screen.navigationItem.leftBarButtonItem?.menu?.allActions.first)
        name.perform(sender: screen.navigationItem.leftBarButtonItem)
        #expect(screen.places == ["Aquarium", "Zoo"])
    }
}
