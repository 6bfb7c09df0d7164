import CollectionViewSimulator
import Foundation
import Keyframes

/// The checks every step of every layout must pass, each read from what UIKit guarantees: the
/// problems found, as sentences naming the element and the values.
@MainActor struct CorpusChecks {
    let animation: UpdateAnimation
    let view: CollectionView
    let counts: [Int]

    /// Every check; empty when the step behaved as on iOS.
    var problems: [String] {
        finiteValues + tracksForVisibleElements + survivorsEndAtFreshAttributes + noTracksOutsideTheData
    }

    /// Every value of every track (both ends and every frame) is finite.
    var finiteValues: [String] {
        animation.tracks.flatMap { track in
            ([track.start, track.end] + track.keyframes.map(\.value)).filter { !$0.isFinite }.prefix(1)
                .map { "\(track.element): non-finite values \($0)" }
        }
    }

    /// Every element on screen before the step has a track from there, every element on screen
    /// after it a track to there.
    var tracksForVisibleElements: [String] {
        func missing(_ state: CollectionViewState, before: Bool) -> [String] {
            let elements: [ElementID] = state.visibleItems.map { ElementID.cell($0) } + state.visibleSupplementaryElements
            return elements.compactMap { element in
                let found = animation.tracks.contains { track in
                    let indexPath: IndexPath? = before ? track.indexPathBeforeUpdate : track.indexPathAfterUpdate
                    return track.element.role == element.role && indexPath == element.indexPath
                }
                return found ? nil : "\(element) on screen \(before ? "before" : "after") has no track"
            }
        }
        return missing(animation.before, before: true) + missing(animation.after, before: false)
    }

    /// Every view on screen after the step ends where the layout now puts it.
    var survivorsEndAtFreshAttributes: [String] {
        let fresh = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []
        return animation.tracks.compactMap { track -> String? in
            guard let after = track.indexPathAfterUpdate, track.fate != .disappeared,
                let expected = fresh.first(where: {
                    $0.representedElementCategory == track.element.category && $0.representedElementKind == track.element.kind
                        && $0.indexPath == after
                }), !expected.isHidden, expected.frame.intersects(view.bounds)
            else { return nil }
            let end = track.keyframes.last?.value ?? track.end
            let wanted = AnimatedAttributes(expected)
            return end.isApproximatelyEqual(to: wanted, tolerance: 0.01) ? nil
                : "\(track.element) (\(track.fate)) ends at \(end), the layout says \(wanted)"
        }
    }

    /// No view shows an item the data source does not have after the step.
    var noTracksOutsideTheData: [String] {
        animation.tracks.compactMap { track in
            guard track.element.category == .cell, let after = track.indexPathAfterUpdate else { return nil }
            let exists = counts.indices.contains(after.section) && (0..<counts[after.section]).contains(after.item)
            return exists ? nil : "\(track.element) (\(track.fate)) is an item the data source does not have (counts \(counts))"
        }
    }
}

extension AnimatedAttributes {
    /// Whether centre, size, alpha and every transform entry are finite.
    var isFinite: Bool {
        [center.x, center.y, size.width, size.height, alpha].allSatisfy(\.isFinite)
            && transform3D.components.allSatisfy(\.isFinite)
    }
}
