import CollectionViewSimulator
import Foundation
import Keyframes

/// The checks of ``AnimationInvariant`` on one animation of a sequence: each gives its first
/// violation, or `nil`.
struct InvariantStepCheck {
    /// The animation's index in the sequence.
    let step: Int
    let animation: UpdateAnimation
    let evidence: InvariantEvidence
    /// The animations before it, in order.
    let earlier: [UpdateAnimation]
    /// Whether it is the sequence's last, the one the layout and data source after are for.
    let isLast: Bool

    private var tolerance: Double { AnimationInvariants.tolerance }

    /// The first violation of `invariant`, or `nil`.
    func violation(of invariant: AnimationInvariant) -> InvariantViolation? {
        switch invariant {
        case .finiteValues: finiteValues()
        case .alphaWithinRange: alphaWithinRange()
        case .oneViewPerElement: oneViewPerElement()
        case .visibleElementsHaveViews: visibleElementsHaveViews()
        case .lastFrameShowsEnd: lastFrameShowsEnd()
        case .startsWhereViewWas: startsWhereViewWas()
        case .noJumpBetweenAnimations: noJumpBetweenAnimations()
        case .endsAtLayout: endsAtLayout()
        case .noViewForMissingElement: noViewForMissingElement()
        case .noOverlappingCells: noOverlappingCells()
        }
    }

    private func violation(_ invariant: AnimationInvariant, _ element: String, _ time: Double, _ expected: String, _ actual: String) -> InvariantViolation {
        InvariantViolation(invariant: invariant, step: step, element: element, time: time, expected: expected, actual: actual)
    }

    private func finiteValues() -> InvariantViolation? {
        for track in animation.tracks {
            if !track.start.isFinite { return violation(.finiteValues, track.name, track.startTime, "finite values", track.start.description) }
            if !track.end.isFinite { return violation(.finiteValues, track.name, track.endTime, "finite values", track.end.description) }
            if let frame = track.keyframes.first(where: { !$0.value.isFinite }) {
                return violation(.finiteValues, track.name, frame.time, "finite values", frame.value.description)
            }
        }
        return nil
    }

    private func alphaWithinRange() -> InvariantViolation? {
        let frames = FrameGrid(rate: AnimationInvariants.frameRate, through: animation.duration)
        for track in animation.tracks where !alphaStaysWithinRange(track) {
            for time in frames {
                let alpha = track.value(at: time).alpha
                guard alpha < -tolerance || alpha > 1 + tolerance else { continue }
                return violation(.alphaWithinRange, track.name, time, "alpha within 0…1", TraceFormat.number(alpha))
            }
        }
        return nil
    }

    /// Whether every alpha `track` can show is within 0…1, so that sampling it cannot find a
    /// violation: every value it shows is interpolated between two values it lists (its keyframes,
    /// or its start and end) at a progress within 0…1 — linear between keyframes, its curve's
    /// otherwise when the curve stays between its ends (``TimingCurve/staysBetweenEnds``) — and
    /// such a value lies between the two, so when every listed alpha is within range, so is every
    /// shown one. (A NaN progress gives NaN, which is no violation either.) Most views keep their
    /// alpha or fade on a Bézier curve; only the others (a spring that fades) are sampled.
    private func alphaStaysWithinRange(_ track: ViewTrack) -> Bool {
        func isWithinRange(_ alpha: CGFloat) -> Bool { alpha >= -tolerance && alpha <= 1 + tolerance }
        guard isWithinRange(track.start.alpha), isWithinRange(track.end.alpha),
              track.keyframes.allSatisfy({ isWithinRange($0.value.alpha) }) else { return false }
        // Keyframes interpolate linearly between neighbours (`ViewTrack.value(at:)`); a track of
        // fewer follows its curve from start to end.
        return track.keyframes.count > 1 || track.start.alpha == track.end.alpha || track.track.timing.curve.staysBetweenEnds
    }

    private func oneViewPerElement() -> InvariantViolation? {
        var seen = [ElementID: Int](minimumCapacity: animation.tracks.count)
        for (index, track) in animation.tracks.enumerated() {
            guard let path = track.indexPathAfterUpdate else { continue }
            let element = track.element.moved(to: path)
            if let other = seen.updateValue(index, forKey: element).map({ animation.tracks[$0] }) {
                return violation(.oneViewPerElement, track.name, track.endTime, "one view for \(element)",
                                 "view \(other.viewID) (\(other.fate)) and view \(track.viewID) (\(track.fate))")
            }
        }
        return nil
    }

    private func visibleElementsHaveViews() -> InvariantViolation? {
        for isBefore in [true, false] {
            let state = isBefore ? animation.before : animation.after
            // The elements with a view, by their index path on this side of the change: cells by
            // their two numbers packed in one integer, sorted, found by binary search (no hashing;
            // a screen holds mostly cells), the other elements and any cell whose path does not
            // pack in a set.
            var cells: [UInt64] = []
            cells.reserveCapacity(animation.tracks.count)
            var others = Set<ElementID>()
            for track in animation.tracks {
                guard let path = isBefore ? track.indexPathBeforeUpdate : track.indexPathAfterUpdate else { continue }
                if track.element.category == .cell, let packed = Self.packed(path) {
                    cells.append(packed)
                } else {
                    others.insert(track.element.moved(to: path))
                }
            }
            cells.sort()
            for path in state.visibleItems {
                let hasView = if let packed = Self.packed(path) { cells.sortedIndex(of: packed) != nil } else { others.contains(.cell(path)) }
                if !hasView { return missingView(.cell(path), isBefore: isBefore) }
            }
            for element in state.visibleSupplementaryElements where !others.contains(element) {
                return missingView(element, isBefore: isBefore)
            }
        }
        return nil
    }

    private func missingView(_ element: ElementID, isBefore: Bool) -> InvariantViolation {
        violation(.visibleElementsHaveViews, element.scenarioName(isBeforeUpdate: isBefore), isBefore ? 0 : animation.duration,
                  "a view for an element on screen \(isBefore ? "before" : "after") the change", "none")
    }

    /// A two-index path's section and item in one integer, or `nil` for another length or a
    /// number outside 0..<2³².
    private static func packed(_ path: IndexPath) -> UInt64? {
        guard path.count == 2, let section = UInt32(exactly: path[0]), let item = UInt32(exactly: path[1]) else { return nil }
        return UInt64(section) << 32 | UInt64(item)
    }

    private func lastFrameShowsEnd() -> InvariantViolation? {
        let frames = FrameGrid(rate: AnimationInvariants.frameRate, through: animation.duration)
        let time = frames[frames.count - 1]
        for track in animation.tracks {
            let shown = track.value(at: time)
            guard !shown.isApproximatelyEqual(to: track.end, tolerance: tolerance) else { continue }
            return violation(.lastFrameShowsEnd, track.name, time, "the end values, \(track.end)", shown.description)
        }
        return nil
    }

    /// What the view of `track` showed as the change began: from the earlier animations, or for the
    /// first, from what was on screen (a view inserted or reloaded in is new).
    private func shownBefore(_ track: ViewTrack) -> AnimatedAttributes? {
        guard step == 0 else { return AnimationHistory(earlier).value(ofView: track.viewID, at: animation.startTime) }
        guard track.fate != .inserted, track.fate != .reloadedIn, let path = track.indexPathBeforeUpdate else { return nil }
        return evidence.shownBefore?[track.element.moved(to: path)]
    }

    private func startsWhereViewWas() -> InvariantViolation? {
        for track in animation.tracks {
            guard let shown = shownBefore(track), !track.start.isApproximatelyEqual(to: shown, tolerance: tolerance) else { continue }
            return violation(.startsWhereViewWas, track.name, track.startTime, "what the view showed, \(shown)", track.start.description)
        }
        return nil
    }

    /// Compares the animated values only: a change without animation jumps by design, and the
    /// discrete values (`zIndex`, becoming visible) switch as a change begins.
    private func noJumpBetweenAnimations() -> InvariantViolation? {
        guard animation.duration > 0 else { return nil }
        for track in animation.tracks {
            guard var before = shownBefore(track) else { continue }
            let drawn = track.value(at: 0)
            (before.zIndex, before.isHidden) = (drawn.zIndex, drawn.isHidden)
            guard !drawn.isApproximatelyEqual(to: before, tolerance: tolerance) else { continue }
            return violation(.noJumpBetweenAnimations, track.name, 0, "the last frame drawn before, \(before)", drawn.description)
        }
        return nil
    }

    private func endsAtLayout() -> InvariantViolation? {
        guard isLast, let layout = evidence.layoutAfter else { return nil }
        for track in animation.tracks where track.staysAfterChange {
            guard let path = track.indexPathAfterUpdate else { continue }
            guard let expected = layout(track.element.moved(to: path)) else {
                return violation(.endsAtLayout, track.name, track.endTime, "the layout's attributes", "the layout returns none")
            }
            guard !track.end.isApproximatelyEqual(to: expected, tolerance: tolerance) else { continue }
            return violation(.endsAtLayout, track.name, track.endTime, "the layout's \(expected)", track.end.description)
        }
        return nil
    }

    private func noViewForMissingElement() -> InvariantViolation? {
        guard isLast, let counts = evidence.itemCounts else { return nil }
        for track in animation.tracks where track.staysAfterChange {
            guard let path = track.indexPathAfterUpdate else { continue }
            guard path.section >= counts.count || (track.element.role == .cell && path.item >= counts[path.section]) else { continue }
            let detail = "\(counts.count) sections" + (path.section < counts.count ? ", \(counts[path.section]) items in section \(path.section)" : "")
            return violation(.noViewForMissingElement, track.name, track.endTime, "an element the data source has", "the data source has " + detail)
        }
        return nil
    }

    private func noOverlappingCells() -> InvariantViolation? {
        let cells = animation.tracks.filter { track in
            track.element.category == .cell && track.staysAfterChange && track.fate != .disappeared
                && !track.end.isHidden && track.end.frame.intersects(animation.after.bounds)
        }
        for (index, first) in cells.enumerated() {
            for second in cells[(index + 1)...] {
                let a = first.end.frame, b = second.end.frame
                let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                guard width > tolerance, height > tolerance else { continue }
                return violation(.noOverlappingCells, "\(first.name) and \(second.name)", animation.duration, "frames that do not overlap",
                                 "\(TraceFormat.rect(a)) and \(TraceFormat.rect(b)) overlap by \(TraceFormat.number(width)) × \(TraceFormat.number(height))")
            }
        }
        return nil
    }
}

extension ViewTrack {
    /// Whether the view stays after its change, so that it must end at the attributes the layout
    /// then gives its element: every view but a deleted element's and a reload's outgoing one,
    /// including one that goes off screen (it ends where its element now is).
    package var staysAfterChange: Bool { indexPathAfterUpdate != nil }
}

extension AnimatedAttributes {
    /// Whether every number is finite (read one by one: this runs for every track of every step).
    var isFinite: Bool {
        let t = transform3D
        return center.x.isFinite && center.y.isFinite && size.width.isFinite && size.height.isFinite && alpha.isFinite
            && t.m11.isFinite && t.m12.isFinite && t.m13.isFinite && t.m14.isFinite && t.m21.isFinite && t.m22.isFinite && t.m23.isFinite
            && t.m24.isFinite && t.m31.isFinite && t.m32.isFinite && t.m33.isFinite && t.m34.isFinite && t.m41.isFinite && t.m42.isFinite
            && t.m43.isFinite && t.m44.isFinite
    }
}
