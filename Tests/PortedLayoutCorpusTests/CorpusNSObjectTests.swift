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
}
