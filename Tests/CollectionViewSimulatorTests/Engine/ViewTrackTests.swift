@testable import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

/// A track has one sampling: the layout attributes it gives at a time (what a cell's `apply(_:)`
/// and the display schedule see) show the same values as ``ViewTrack/value(at:)``.
@Suite("View tracks")
@MainActor
struct ViewTrackTests {
    @Test("layoutAttributes(at:) of a keyframed track shows the keyframes, not its endpoints interpolated")
    func keyframedLayoutAttributes() throws {
        let animation = UpdateAnimationSamplingTests.zoomingScroll()
        let cell = try #require(animation.track(of: .cell(IndexPath(item: 1, section: 0))))
        #expect(cell.keyframes.count > 2)
        for time in stride(from: 0.0, through: 0.55, by: 0.0625) {
            let shown = AnimatedAttributes(cell.layoutAttributes(at: time))
            #expect(shown.isApproximatelyEqual(to: cell.value(at: time), tolerance: 1e-9),
                    "at \(time): \(shown) vs \(cell.value(at: time))")
        }
    }

    @Test("layoutAttributes(at:) of a one-segment track shows value(at:), eased, for every track of a batch")
    func segmentLayoutAttributes() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        let data = SectionCountsDataSource([6])
        view.dataSource = data
        view.layoutIfNeeded()
        let animation = try view.throwing.performBatchUpdates {
            data.counts = [6]
            try view.throwing.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
        }
        for track in animation.tracks {
            for time in stride(from: -0.1, through: 0.5, by: 0.05) {
                #expect(AnimatedAttributes(track.layoutAttributes(at: time)).isApproximatelyEqual(to: track.value(at: time), tolerance: 1e-9),
                        "\(track.element) at \(time)")
            }
        }
    }
}
