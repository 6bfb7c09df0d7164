import CollectionViewSimulator
import Foundation
import Keyframes
import TestSupport
import Testing
@testable import TimelineOutput

/// Each invariant holds on real animations and fires on a hand-made broken track: a real animation
/// encoded to JSON, one value changed, decoded back.
@Suite("Animation invariants")
@MainActor
struct AnimationInvariantsTests {
    /// `animation` with `edit` applied to the JSON object of the track named `name`.
    func broken(_ animation: UpdateAnimation, track name: String, _ edit: (inout [String: Any]) -> Void) throws -> UpdateAnimation {
        try broken(animation) { tracks in
            guard let index = animation.tracks.firstIndex(where: { $0.name == name }) else { return }
            edit(&tracks[index])
        }
    }

    /// `animation` with `edit` applied to the JSON objects of its tracks.
    func broken(_ animation: UpdateAnimation, tracks edit: (inout [[String: Any]]) -> Void) throws -> UpdateAnimation {
        let data = try TimelineRendering.jsonEncoder.encode(animation)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var tracks = try #require(object["tracks"] as? [[String: Any]])
        edit(&tracks)
        object["tracks"] = tracks
        return try TimelineRendering.jsonDecoder.decode(UpdateAnimation.self, from: JSONSerialization.data(withJSONObject: object))
    }

    /// Sets `track.<end>.<key>` of a track's JSON object.
    func set(_ key: String, of end: String, to value: Any) -> (inout [String: Any]) -> Void {
        AnimationEditing.set(key, of: end, to: value)
    }

    @Test func realAnimationsHoldEveryInvariant() throws {
        let list = ListFixture(count: 6)
        let insert = try list.insert(0)
        list.view.advanceTime(by: 0.1)
        let delete = try list.delete(3)
        #expect(AnimationInvariants.violations(of: [insert, delete], in: list.view) == [])
    }

    @Test func alphaBeyondOneFiresNamingElementAndTime() throws {
        let list = ListFixture()
        let animation = try broken(try list.delete(1), track: "cell 0-1 (before)", set("alpha", of: "to", to: 1.5))
        let violations = AnimationInvariants.violations(of: [animation])
        let violation = try #require(violations.first)
        #expect(violation.invariant == .alphaWithinRange && violation.element == "cell 0-1 (before)")
        #expect(violation.time > 0 && violation.time <= 0.25)
        #expect(violation.description.hasPrefix("alphaWithinRange: step 0, cell 0-1 (before) at "))
    }

    @Test func nanFires() throws {
        let animation = try broken(try ListFixture().delete(1), track: "cell 0-0", set("alpha", of: "from", to: "nan"))
        #expect(AnimationInvariants.violations(of: [animation]).map(\.invariant).contains(.finiteValues))
    }

    @Test func anEndAwayFromTheLayoutFires() throws {
        let list = ListFixture()
        let animation = try broken(try list.delete(1), track: "cell 0-0", set("center", of: "to", to: [170, 22]))
        let violation = try #require(AnimationInvariants.violations(of: [animation], in: list.view).first)
        #expect(violation.invariant == .endsAtLayout && violation.element == "cell 0-0" && violation.time == 0.25)
    }

    /// A view that goes off screen ends at the layout's attributes for its new place, as the
    /// scenario checks always said; `expectInvariants` once skipped such tracks and missed this.
    @Test func aDisappearingViewAwayFromTheLayoutFires() throws {
        let list = ListFixture()
        let animation = try broken(try list.delete(1), track: "cell 0-0") { track in
            track["fate"] = "disappeared"
            self.set("center", of: "to", to: [170, 22])(&track)
        }
        let violation = try #require(AnimationInvariants.violations(of: [animation], in: list.view).first)
        #expect(violation.invariant == .endsAtLayout && violation.element == "cell 0-0")
    }

    @Test func twoViewsForOneElementFire() throws {
        let deletion = try ListFixture().delete(1)
        let first = try #require(deletion.tracks.firstIndex { $0.name == "cell 0-1" })
        let second = try #require(deletion.tracks.firstIndex { $0.name == "cell 0-2" })
        let animation = try broken(deletion) { tracks in
            tracks[second]["indexPathAfterUpdate"] = tracks[first]["indexPathAfterUpdate"]
            tracks[second]["element"] = tracks[first]["element"]
        }
        let violation = try #require(AnimationInvariants.violations(of: [animation]).first)
        #expect(violation.invariant == .oneViewPerElement)
    }

    @Test func aViewForAnItemTheDataSourceLacksFires() throws {
        let list = ListFixture()
        let animation = try list.insert(4)
        list.data.counts[0] = 4
        let violation = try #require(AnimationInvariants.violations(of: [animation], in: list.view).first)
        #expect(violation.invariant == .noViewForMissingElement && violation.element == "cell 0-4")
    }

    @Test func aRestartFromTheLayoutFiresBothContinuityInvariants() throws {
        let list = ListFixture(count: 6)
        let insert = try list.insert(0)
        list.view.advanceTime(by: 0.1)
        let delete = try broken(try list.delete(3), track: "cell 0-1", set("center", of: "from", to: [160, 66]))
        let invariants = AnimationInvariants.violations(of: [insert, delete]).map(\.invariant)
        #expect(invariants == [.startsWhereViewWas, .noJumpBetweenAnimations])
    }

    /// `alphaWithinRange` samples only the tracks whose alpha can leave 0…1; it reports what
    /// sampling every track at every frame reports, for seeded random tracks: alphas within 0…1,
    /// just beyond it and far beyond it, on named curves, Bézier curves whose progress dips below 0
    /// or rises above 1, and springs, with and without keyframes.
    @Test func alphaWithinRangeReportsWhatSamplingEveryFrameFinds() throws {
        let base = try ListFixture(count: 6).delete(1)
        let seed: UInt64 = 0xa1fa
        var random = SeededGenerator(seed: seed)
        func alpha() -> CGFloat {
            switch Int.random(in: 0..<80, using: &random) {
            case 0: -0.3
            case 1: 1 + 2e-6
            case 2: 1.3
            case 3..<30: 1
            default: CGFloat.random(in: 0...1, using: &random)
            }
        }
        func curve() -> TimingCurve {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: .easeInEaseOut
            case 1: .linear
            case 2: .cubicBezier(CubicBezier(x1: .random(in: 0...1, using: &random), y1: .random(in: -0.6...1.6, using: &random),
                                             x2: .random(in: 0...1, using: &random), y2: .random(in: -0.6...1.6, using: &random)))
            case 3: .spring(Spring(duration: 0.2, dampingRatio: .random(in: 0.2...1.2, using: &random)))
            default: .default
            }
        }
        func values(_ alpha: CGFloat) -> AnimatedAttributes {
            AnimatedAttributes(center: CGPoint(x: 50, y: 50), size: CGSize(width: 100, height: 40), alpha: alpha)
        }
        func object<Value: Encodable>(_ value: Value) throws -> Any {
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(value))
        }
        var found = 0
        for round in 0..<300 {
            let animation = try AnimationEditing.edited(base) { tracks in
                for index in tracks.indices {
                    let delay = Double.random(in: 0...0.1, using: &random)
                    let timing = TrackTiming(delay: delay, duration: .random(in: 0.05...0.15, using: &random), curve: curve())
                    tracks[index]["track"] = try object(Track(from: values(alpha()), to: values(alpha()), timing: timing))
                    let keyframes = Bool.random(using: &random) ? 0 : Int.random(in: 1...4, using: &random)
                    tracks[index]["keyframes"] = try (0..<keyframes).map { frame in
                        ["time": delay + Double(frame) * 0.04, "value": try object(values(alpha()))] as [String: Any]
                    }
                }
            }
            let frames = FrameGrid(rate: AnimationInvariants.frameRate, through: animation.duration)
            let sampled = animation.tracks.lazy.compactMap { track in
                frames.first { time in
                    let alpha = track.value(at: time).alpha
                    return alpha < -AnimationInvariants.tolerance || alpha > 1 + AnimationInvariants.tolerance
                }.map { (track.name, $0) }
            }.first
            let reported = AnimationInvariants.violations(of: [animation], checking: [.alphaWithinRange]).first
            #expect(reported?.element == sampled?.0 && reported?.time == sampled?.1, "seed \(seed), round \(round)")
            if sampled != nil { found += 1 }
        }
        // The draws find violations and clean tracks alike.
        #expect(found > 60 && found < 240, "seed \(seed): \(found) of 300 animations break the invariant")
    }

    /// `visibleElementsHaveViews` names the first element on screen (before the change, then after
    /// it) that no track shows, as a set of the tracks' elements says, over seeded random sets of
    /// tracks taken out of real changes, and tracks moved to index paths that do not pack.
    @Test func visibleElementsHaveViewsNamesWhatASetOfTheTracksMisses() throws {
        let list = ListFixture(count: 8)
        let changes = [try list.delete(2), try list.insert(0), try list.delete(0)]
        let seed: UInt64 = 0x715
        var random = SeededGenerator(seed: seed)
        let farAway = try JSONSerialization.jsonObject(with: JSONEncoder().encode(IndexPath(item: 1 << 33, section: 0)))
        var fired = 0
        for round in 0..<200 {
            let base = changes[round % changes.count]
            let animation = try AnimationEditing.edited(base) { tracks in
                tracks.removeAll { _ in Int.random(in: 0..<12, using: &random) == 0 }
                if !tracks.isEmpty, Bool.random(using: &random) {
                    tracks[Int.random(in: 0..<tracks.count, using: &random)]["indexPathAfterUpdate"] = farAway
                }
            }
            var expected: String?
            for (state, isBefore) in [(animation.before, true), (animation.after, false)] where expected == nil {
                let shown = Set(animation.tracks.compactMap { track in
                    (isBefore ? track.indexPathBeforeUpdate : track.indexPathAfterUpdate).map { track.element.moved(to: $0) }
                })
                let missing = (state.visibleItems.map(ElementID.cell) + state.visibleSupplementaryElements).first { !shown.contains($0) }
                expected = missing?.scenarioName(isBeforeUpdate: isBefore)
            }
            let reported = AnimationInvariants.violations(of: [animation], checking: [.visibleElementsHaveViews]).first
            #expect(reported?.element == expected, "seed \(seed), round \(round)")
            if expected != nil { fired += 1 }
        }
        #expect(fired > 40 && fired < 180, "seed \(seed): \(fired) of 200 changes miss a view")
    }

    /// A flow layout whose item 0 has a NaN alpha.
    final class NaNAlphaLayout: CollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { attributes in
                guard attributes.indexPath.item == 0, let copy = attributes.copy() as? CollectionViewLayoutAttributes else { return attributes }
                copy.alpha = .nan
                return copy
            }
        }
    }

    @Test func nonFiniteLayoutAnswerFiresFiniteValuesNamingElementAndValue() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: NaNAlphaLayout())
        let dataSource = SectionCountsDataSource([3])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let violation = try #require(AnimationInvariants.violations(of: [], in: view).first)
        #expect(violation.invariant == .finiteValues)
        #expect(violation.element == "cell 0-0")
        #expect(violation.actual == "alpha contains NaN: nan (cell 0-0: alpha from layoutAttributesForElements(in:))")
        view.clearNonFiniteLayoutAnswer()
        #expect(AnimationInvariants.violations(of: [], in: view) == [])
    }
}
