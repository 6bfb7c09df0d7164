import UIKitCompatibility

/// A news feed as apps write it with `scrollViewDidScroll(_:)`: a collection-view controller over a
/// flow layout whose header stretches when the list is pulled down past its top (the header's
/// height follows the negative offset, and the layout is invalidated on every scroll), whose
/// title fades in as the header scrolls away, and which loads another page of stories when the
/// user comes within a screen of the end ("infinite scroll"). A story opened from elsewhere (a
/// notification, a search result) is brought to the top with `scrollToItem(at:at:animated:)`.
class NewsFeedViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    static let storyIdentifier = "StoryCell"
    static let headerIdentifier = "FeedHeader"
    static let headerHeight: CGFloat = 200
    static let pageSize = 20

    private(set) var stories: [String] = []
    private(set) var pagesLoaded = 0
    private(set) var headerStretch: CGFloat = 0
    private(set) var titleAlpha: CGFloat = 0
    private var isLoadingMore = false

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: NewsFeedViewController.storyIdentifier)
        collectionView.register(UICollectionReusableView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: NewsFeedViewController.headerIdentifier)
        appendPage()
    }

    private func appendPage() {
        let first = stories.count
        stories += (first..<first + NewsFeedViewController.pageSize).map { "Story \($0 + 1)" }
        pagesLoaded += 1
    }

    func loadMore() {
        guard !isLoadingMore else { return }
        isLoadingMore = true
        let first = stories.count
        collectionView.performBatchUpdates({
            appendPage()
            let indexPaths = (first..<stories.count).map { IndexPath(item: $0, section: 0) }
            collectionView.insertItems(at: indexPaths)
        }, completion: { [weak self] _ in
            self?.isLoadingMore = false
        })
    }

    func showStory(at index: Int, animated: Bool) {
        collectionView.scrollToItem(at: IndexPath(item: index, section: 0), at: .top, animated: animated)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return stories.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: NewsFeedViewController.storyIdentifier, for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: NewsFeedViewController.headerIdentifier,
                                                               for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        return CGSize(width: collectionView.bounds.width, height: 100)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        return CGSize(width: collectionView.bounds.width, height: NewsFeedViewController.headerHeight + headerStretch)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offsetY = scrollView.contentOffset.y
        let stretch = max(0, -offsetY)
        if stretch != headerStretch {
            headerStretch = stretch
            collectionViewLayout.invalidateLayout()
        }
        titleAlpha = min(1, max(0, offsetY / NewsFeedViewController.headerHeight))
        let distanceToEnd = scrollView.contentSize.height - offsetY - scrollView.bounds.height
        if distanceToEnd < scrollView.bounds.height {
            loadMore()
        }
    }
}
