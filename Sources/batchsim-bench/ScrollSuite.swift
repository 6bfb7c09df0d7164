import CollectionViewSimulator
import Foundation
import Keyframes

/// An animated scroll of 1 s at 120 Hz on the zooming line layout with 10,000 items: the
/// layout invalidates on every bounds change, so each of the 121 frames asks
/// `shouldInvalidateLayout(forBoundsChange:)`, prepares the layout again and queries the visible
/// rectangle. Reported per frame.
let scrollSuite = BenchmarkSuite(
    name: "scroll",
    summary: "animated scroll, 1 s at 120 Hz, zooming line layout with 10,000 items, re-queried every frame"
) { clock in
    let timing = TrackTiming(duration: 1, curve: .easeInEaseOut)
    let frames = FrameGrid(rate: 120, through: 1).count
    var tracks = 0
    let times = clock.measure(setup: { () -> (CollectionView, SectionCountsDataSource) in
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: ZoomingLineLayout())
        let data = SectionCountsDataSource([10_000])
        view.dataSource = data
        view.layoutIfNeeded()
        return (view, data)
    }) { view, data -> Int in
        defer { withExtendedLifetime(data) {} }
        let animation = view.setContentOffset(CGPoint(x: 5_000, y: 0), animated: true, timing: timing, frameRate: 120)
        tracks = animation.tracks.count
        return tracks
    }
    print(columns(["frames", "whole scroll (median)", "per frame", "tracks"], widths: [8, 22, 12]))
    print(columns([String(frames), formatDuration(median(times)), formatDuration(median(times) / Double(frames)), String(tracks)],
                  widths: [8, 22, 12]))
}
