import CollectionViewSimulator
import Foundation
import Keyframes
import Testing
import TestSupport

/// Every way of reading an animation (one element at a time, the frame sampling) must agree with
/// the view tracks themselves, also for tracks that move through per-frame keyframes.
@Suite("Update animation sampling")
@MainActor
struct UpdateAnimationSamplingTests {
    /// A zooming line scrolled by animation: every view's transform is re-queried per frame, so
    /// its track is keyframed and not one segment.
    static func zoomingScroll() -> UpdateAnimation {
        let layout = ZoomingLineLayout()
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.screenScale = 0
        let dataSource = SectionCountsDataSource([10])
        view.dataSource = dataSource
        FixtureOwner.keep(dataSource, for: view)
        view.layoutIfNeeded()
        return view.setContentOffset(CGPoint(x: 250, y: 0), animated: true,
                                     timing: TrackTiming(duration: 0.5, curve: .linear))
    }

    @Test("attributes(of:at:) follows a keyframed track, not its first-to-last segment")
    func attributesFollowKeyframes() throws {
        let animation = Self.zoomingScroll()
        let keyframed = animation.tracks.filter { $0.keyframes.count > 2 }
        #expect(!keyframed.isEmpty)
        for track in keyframed {
            for time in stride(from: 0.0, through: 0.55, by: 0.0625) {
                let sampled = try #require(track.isNamedBeforeUpdate ? animation.track(ofBefore: track.element)?.value(at: time)
                                           : animation.attributes(of: track.element, at: time))
                #expect(sampled == track.value(at: time), "\(track.element) at \(time)")
            }
        }
    }

    @Test("frames(rate:) shows each keyframed track's own values at k / rate")
    func framesFollowKeyframes() {
        let animation = Self.zoomingScroll()
        let frames = animation.frames(rate: 60)
        #expect(frames.keys.count == animation.tracks.count)
        for frame in frames.frames.indices {
            for (column, track) in animation.tracks.enumerated() {
                #expect(frames[frame: frame, track: column] == track.value(at: frames.frames[frame]),
                        "\(track.element) frame \(frame)")
            }
        }
    }
}
