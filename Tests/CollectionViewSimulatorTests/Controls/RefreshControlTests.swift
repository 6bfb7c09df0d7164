import CollectionViewSimulator
import Foundation
import Testing

@Suite("Refresh control and a simulated pull to refresh")
@MainActor
struct RefreshControlTests {
    private func view() -> CollectionView {
        CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
    }

    @Test("the refresh control is a subview of the scroll view; setting another replaces it; addSubview works too, as in iOS 9")
    func subview() {
        let collectionView = view()
        let first = RefreshControl(), second = RefreshControl()
        collectionView.refreshControl = first
        #expect(first.superview === collectionView && collectionView.refreshControl === first)
        collectionView.refreshControl = second
        #expect(first.superview == nil && collectionView.refreshControl === second)
        collectionView.refreshControl = nil
        #expect(collectionView.refreshControl == nil && second.superview == nil)
        collectionView.addSubview(first)
        #expect(collectionView.refreshControl === first)
    }

    @Test("a pull begins refreshing and sends valueChanged then primaryActionTriggered; a second pull waits for endRefreshing")
    func pull() {
        let log = EventLog()
        let collectionView = view()
        let refresh = log.control(RefreshControl(), logging: tapEvents)
        collectionView.refreshControl = refresh
        #expect(collectionView.pullToRefresh())
        #expect(refresh.isRefreshing && log.entries == ["valueChanged", "primaryActionTriggered"])
        #expect(!collectionView.pullToRefresh())
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing && collectionView.pullToRefresh())
        #expect(collectionView.contentOffset == .zero)
    }

    @Test("beginRefreshing sends nothing; no pull without a control, with a disabled one, or when the view does not scroll")
    func noPull() {
        let log = EventLog()
        let collectionView = view()
        #expect(!collectionView.pullToRefresh())
        let refresh = log.control(RefreshControl(), logging: tapEvents)
        collectionView.refreshControl = refresh
        refresh.beginRefreshing()
        refresh.endRefreshing()
        refresh.isEnabled = false
        #expect(!collectionView.pullToRefresh())
        refresh.isEnabled = true
        collectionView.isScrollEnabled = false
        #expect(!collectionView.pullToRefresh())
        #expect(log.entries.isEmpty && !refresh.isRefreshing)
    }
}
