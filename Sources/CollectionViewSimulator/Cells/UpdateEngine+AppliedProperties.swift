import Foundation
import Keyframes

/// Values a cell applies itself: the view properties a cell class's
/// `apply(_:)` sets from custom attributes, recorded on each view's track.
extension UpdateEngine {
    /// The tracks, each with the view properties its view's class sets in `apply(_:)`
    /// (``ViewTrack/appliedProperties``), when they are not all at their defaults.
    ///
    /// Sampling never touches the views on screen: each track gets a separate instance of the
    /// class of the view that shows it (created with ``CollectionReusableView/init(reuseFrame:)``,
    /// as the collection view creates a registered class), which is given the track's attributes
    /// in order. A track whose view the collection view did not create, or whose view is a plain
    /// ``CollectionViewCell`` or ``CollectionReusableView`` (a data source that only counts), keeps `nil`.
    func withAppliedProperties(_ tracks: [ViewTrack]) -> [ViewTrack] {
        // A loop, not `map`: a main-actor closure checks its executor on every call.
        var sampledTracks = tracks
        for (index, track) in tracks.enumerated() {
            // The base classes apply nothing: their views keep the defaults.
            guard let view = cells.views[track.cellID] else { continue }
            let viewClass = type(of: view)
            guard viewClass != CollectionViewCell.self, viewClass != CollectionReusableView.self else { continue }
            sampledTracks[index].appliedProperties = Self.appliedProperties(of: track, sampler: viewClass.init(reuseFrame: .zero),
                                                                            sampling: state.appliedPropertiesSampling)
        }
        return sampledTracks
    }

    /// What `sampler`'s `apply(_:)` sets along `track`; `nil` when it is the defaults throughout.
    private static func appliedProperties(of track: ViewTrack, sampler: CollectionReusableView,
                                          sampling: AppliedPropertiesSampling) -> AppliedPropertiesTrack? {
        func applied(_ attributes: CollectionViewLayoutAttributes) -> AppliedViewProperties {
            sampler.center = attributes.center
            sampler.bounds.size = attributes.size
            sampler.apply(attributes)
            return AppliedViewProperties(sampler, applying: attributes)
        }
        let result: AppliedPropertiesTrack
        switch sampling {
        case .endpoints:
            result = AppliedPropertiesTrack(track: Track(from: applied(track.endpoints.start), to: applied(track.endpoints.end),
                                                         timing: track.track.timing))
        case .everyFrame(let rate):
            let frames = FrameGrid(rate: rate, through: track.endTime).map { time in
                AppliedPropertiesTrack.Keyframe(time: time, value: applied(track.layoutAttributes(at: time)))
            }
            let first = frames.first?.value ?? .defaults, last = frames.last?.value ?? .defaults
            result = AppliedPropertiesTrack(track: Track(from: first, to: last, timing: track.track.timing), keyframes: frames)
        }
        let values = [result.track.from, result.track.to] + result.keyframes.map(\.value)
        return values.allSatisfy { $0 == .defaults } ? nil : result
    }
}
