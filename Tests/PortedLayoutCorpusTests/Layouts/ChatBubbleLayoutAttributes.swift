import UIKitCompatibility

/// The attributes of a chat bubble: which side it hangs on and the gap above it, which a cell's
/// `preferredLayoutAttributesFitting(_:)` may change. `isEqual(_:)` is `NSObject`'s, so it is
/// nonisolated, while the bubble's values are the main actor's: it reads them there, as chat
/// layouts written for Swift 6 do.
final class ChatBubbleAttributes: UICollectionViewLayoutAttributes {
    enum Side: Equatable {
        case incoming, outgoing
    }

    var side = Side.incoming
    var spacingAbove: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ChatBubbleAttributes
        copy.side = side
        copy.spacingAbove = spacingAbove
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        let other = object as? ChatBubbleAttributes
        // isEqual comes from NSObject and is nonisolated; attributes only live on the main actor,
        // so a call from anywhere else would be a race: let it stop the app instead.
        return MainActor.assumeIsolated {
            super.isEqual(other) && side == other?.side && spacingAbove == other?.spacingAbove
        }
    }

    override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(super.hash)
            hasher.combine(spacingAbove)
            return hasher.finalize()
        }
    }

    override var description: String {
        MainActor.assumeIsolated { "\(super.description) \(side == .incoming ? "incoming" : "outgoing")" }
    }
}

/// A paging layout that compares by its page width alone, which it never changes: its `NSObject`
/// overrides read nothing of the main actor's, so they are declared `nonisolated`, as they can be
/// on iOS.
final class FixedPageLayout: UICollectionViewFlowLayout {
    let pageWidth: CGFloat

    init(pageWidth: CGFloat) {
        self.pageWidth = pageWidth
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: pageWidth, height: 200)
        minimumLineSpacing = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? FixedPageLayout else { return false }
        return other.pageWidth == pageWidth
    }

    nonisolated override var hash: Int {
        pageWidth.hashValue
    }

    nonisolated override var debugDescription: String {
        "<FixedPageLayout: \(pageWidth) pt pages> " + super.debugDescription
    }
}

/// A message cell that prints its message, as `print(cell)` and the debugger show it.
final class MessageCell: UICollectionViewCell {
    var message = ""

    override var description: String {
        MainActor.assumeIsolated { "<MessageCell: \"\(message)\">" }
    }
}
