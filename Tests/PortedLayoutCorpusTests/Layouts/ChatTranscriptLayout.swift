import UIKitCompatibility

/// A chat screen written as Swift 6-era UIKit code: the conversation lives in a `@MainActor` store
/// that the app mutates, the layout reads the store in `prepare()` (no copy of the model of its
/// own), and the data source answers from the same store. Such code only compiles when UIKit's
/// view, layout and attributes classes are main-actor isolated, as they are on iOS.
@MainActor
final class ChatTranscriptStore {
    /// One message: its text's line count and which side its bubble is on.
    struct Message: Hashable, Sendable {
        let id: Int
        let lines: Int
        let isOutgoing: Bool
    }

    private(set) var messages: [Message]

    init(messages: [Message]) {
        self.messages = messages
    }

    /// Adds `message` at the bottom of the conversation; returns its index.
    func send(_ message: Message) -> Int {
        messages.append(message)
        return messages.count - 1
    }

    /// Removes the message at `index` (an unsent message withdrawn).
    func withdraw(at index: Int) {
        messages.remove(at: index)
    }
}

/// Bubbles down the screen, outgoing on the right and incoming on the left, 70 % of the width, 20
/// points a line; a sent message rises 40 points from below its place and fades in.
final class ChatTranscriptLayout: UICollectionViewLayout {
    static let lineHeight: CGFloat = 20
    static let spacing: CGFloat = 8

    let store: ChatTranscriptStore
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private var sent: Set<IndexPath> = []

    init(store: ChatTranscriptStore) {
        self.store = store
        super.init()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let width = collectionView.bounds.width
        let bubbleWidth = (width * 0.7).rounded()
        var y = ChatTranscriptLayout.spacing
        cache = store.messages.enumerated().map { index, message in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            let height = CGFloat(message.lines) * ChatTranscriptLayout.lineHeight + 12
            let x = message.isOutgoing ? width - bubbleWidth - 8 : 8
            attributes.frame = CGRect(x: x, y: y, width: bubbleWidth, height: height)
            y += height + ChatTranscriptLayout.spacing
            return attributes
        }
        contentHeight = y
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, cache.indices.contains(indexPath.item) else { return nil }
        return cache[indexPath.item]
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        sent = Set(updateItems.filter { $0.updateAction == .insert }.compactMap { $0.indexPathAfterUpdate })
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        sent = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sent.contains(itemIndexPath),
              let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        attributes.center.y += 40
        attributes.alpha = 0
        return attributes
    }
}

/// The conversation's data source: one cell per message of the store.
final class ChatTranscriptDataSource: NSObject, UICollectionViewDataSource {
    static let reuseIdentifier = "MessageCell"
    let store: ChatTranscriptStore

    init(store: ChatTranscriptStore) {
        self.store = store
        super.init()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return store.messages.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: ChatTranscriptDataSource.reuseIdentifier, for: indexPath)
    }
}
