@testable import CollectionViewSimulator
import Foundation
import Testing

/// A flow layout that answers the same objects at every rectangle query and, at each one, gives
/// every object it keeps a shadow radius equal to the rectangle's top: an object it answered at
/// one frame of a scroll changes at the next.
private final class ReusingFlowLayout: CollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { ShadowAttributes.self }
    private var kept: [IndexPath: ShadowAttributes] = [:]

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var answer: [CollectionViewLayoutAttributes] = []
        for case let fresh as ShadowAttributes in super.layoutAttributesForElements(in: rect) ?? []
        where fresh.representedElementCategory == .cell {
            let object = kept[fresh.indexPath] ?? fresh
            object.frame = fresh.frame
            kept[fresh.indexPath] = object
            answer.append(object)
        }
        for object in kept.values { object.shadowRadius = rect.minY }
        return answer
    }
}

@Suite("Scroll frames")
@MainActor
struct ScrollFramesTests {
    @Test("a scroll's tracks end where each view was last shown, even when the layout changes the objects it answered")
    func sharedAnswersAreCopiedAtEachFrame() throws {
        let layout = ReusingFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let data = SectionCountsDataSource([100])
        view.dataSource = data
        view.layoutIfNeeded()
        // 15 frames of 20 points each; rows are 60 points apart.
        let animation = view.setContentOffset(CGPoint(x: 0, y: 300), animated: true, timing: TrackTiming(duration: 0.25, curve: .linear),
                                              frameRate: 60)
        // Item 0 (y 0…50) is last shown at the frame whose top is 40; item 60 (row 12, y 720…770)
        // first at the one whose top is 260.
        let leaving = try #require(animation.track(of: .cell(IndexPath(item: 0, section: 0))))
        let coming = try #require(animation.track(of: .cell(IndexPath(item: 60, section: 0))))
        #expect(leaving.fate == .disappeared && coming.fate == .appeared)
        #expect((leaving.layoutAttributes(at: 1) as? ShadowAttributes)?.shadowRadius == 40)
        #expect((coming.layoutAttributes(at: 0) as? ShadowAttributes)?.shadowRadius == 260)
        #expect((coming.layoutAttributes(at: 1) as? ShadowAttributes)?.shadowRadius == 300)
    }
}
