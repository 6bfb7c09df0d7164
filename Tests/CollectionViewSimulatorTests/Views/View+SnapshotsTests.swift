import CollectionViewSimulator
import Foundation
import Testing

@Suite("Snapshots of a view: geometry without pixels")
@MainActor
struct ViewSnapshotsTests {
    @Test("a snapshot is a blank view of the snapshotted size, outside any hierarchy")
    func snapshots() throws {
        let view = View(frame: CGRect(x: 30, y: 40, width: 120, height: 80))
        let whole = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(whole.bounds == CGRect(x: 0, y: 0, width: 120, height: 80) && whole.superview == nil && whole.subviews.isEmpty)
        let piece = try #require(view.resizableSnapshotView(from: CGRect(x: 60, y: 0, width: 60, height: 40),
                                                             afterScreenUpdates: false, withCapInsets: .zero))
        #expect(piece.bounds == CGRect(x: 0, y: 0, width: 60, height: 40))
    }
}
