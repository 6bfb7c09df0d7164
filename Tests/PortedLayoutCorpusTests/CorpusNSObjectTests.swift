import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility

/// `NSObject`'s overrides as Swift 6-era layout files write them (`ChatBubbleLayoutAttributes.swift`):
/// nonisolated, as on iOS, reading main-actor values through `MainActor.assumeIsolated` or
/// declared `nonisolated` when they read none. That file compiles in both language modes.
@Suite("NSObject overrides written for Swift 6")
@MainActor
struct CorpusNSObjectTests {
    @Test("a chat bubble's attributes compare their side and spacing through isEqual, ==, sets and copies")
    func chatBubbleAttributes() throws {
        let bubble = ChatBubbleAttributes(forCellWith: IndexPath(item: 3, section: 0))
        bubble.frame = CGRect(x: 0, y: 100, width: 375, height: 44)
        bubble.side = .outgoing
        bubble.spacingAbove = 8
        let copy = try #require(bubble.copy() as? ChatBubbleAttributes)
        #expect(bubble == copy && bubble.isEqual(copy) && bubble.hash == copy.hash)
        #expect(Set([bubble, copy]).count == 1)
        copy.side = .incoming
        #expect(bubble != copy)
        #expect(bubble.description == "cell 0-3 frame (0.0, 100.0, 375.0, 44.0) outgoing")
    }

    @Test("nonisolated overrides of a layout that compares by an immutable page width")
    func fixedPageLayout() {
        let a = FixedPageLayout(pageWidth: 300), b = FixedPageLayout(pageWidth: 300)
        #expect(a == b && a.hashValue == b.hashValue && a != FixedPageLayout(pageWidth: 320))
        #expect(a.debugDescription == "<FixedPageLayout: 300.0 pt pages> <FixedPageLayout>")
    }

    @Test("a cell's description override shows its message")
    func messageCell() {
        let cell = MessageCell(frame: .zero)
        cell.message = "hi"
        #expect(cell.description == "<MessageCell: \"hi\">" && "\(cell)" == cell.description)
    }

    @Test("an invalidation context's description override adds its own flag to what the base class prints")
    func badgeInvalidationContext() {
        let context = BadgeInvalidationContext()
        context.invalidateBadges = true
        context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
        // A new flow context invalidates the delegate metrics and the flow attributes, as UIKit's does.
        let base = "BadgeInvalidationContext [items 0-3, invalidateFlowLayoutDelegateMetrics, invalidateFlowLayoutAttributes]"
        #expect(context.description == base + " badges: true" && "\(context)" == context.description)
        #expect(context.debugDescription == "BadgeInvalidationContext " + base + " badges: true")
        #expect(UICollectionViewLayoutInvalidationContext().description == "UICollectionViewLayoutInvalidationContext []")
    }

    @Test("gesture recognisers and layers describe themselves and can be described by subclasses")
    func recognisersAndLayers() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: BadgeInvalidationFlowLayout())
        #expect(collectionView.panGestureRecognizer.description == "<PanGestureRecognizer: state = possible; enabled = YES>")
        let cell = UICollectionViewCell(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
        #expect(cell.layer.description == "<Layer: position = (35.0 40.0); bounds = (0.0 0.0; 50.0 40.0)>")
        #expect(NamedRecognizer().debugDescription == "<NamedRecognizer: state = possible; enabled = YES> (named)")
    }
}

/// A recogniser subclass that adds to what the debugger shows.
private final class NamedRecognizer: UIGestureRecognizer {
    override var debugDescription: String {
        return super.debugDescription + " (named)"
    }
}
