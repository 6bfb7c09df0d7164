import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

/// Every way the bounds change (a property set then a layout pass, `setFrame`, `setContentOffset`,
/// animated or not, each frame of a scroll) makes the same calls, in the order of UIKit's
/// bounds-change protocol, written out here from OpenUXKit's `clipViewBoundsDidChange:`,
/// `_invalidateLayoutWithContext:`, `layoutSubviews` and `_updateCellsInRect:createIfNecessary:`
/// (UXKit is Apple's macOS port of `UICollectionView`) rather than read from the engine.
@Suite("The bounds-change protocol")
@MainActor
struct BoundsChangeProtocolTests {
    /// One way of changing the bounds.
    enum Path: String, CaseIterable, Sendable {
        case frameProperty, boundsProperty, contentOffsetProperty
        case setFrame, setFrameAnimated, setContentOffset, setContentOffsetAnimated

        var changesSize: Bool { ![.contentOffsetProperty, .setContentOffset, .setContentOffsetAnimated].contains(self) }
        var changesOffset: Bool { ![.setFrame, .setFrameAnimated].contains(self) }

        /// Inside an animation block: only a change of the frame (UIKit steps an animated scroll
        /// frame by frame outside any animation block).
        var animated: Bool { self == .setFrameAnimated }
    }

    /// The hooks the protocol makes for a change of the bounds from `old` to `new`, with the
    /// layout's answer to `shouldInvalidateLayout(forBoundsChange:)`; providers left out.
    ///
    /// 1. `setBounds:` — only a real change: `shouldInvalidateLayout(forBoundsChange:)` (the old
    ///    bounds still standing), and on `true` the layout's context, `invalidateLayout(with:)`.
    /// 2. the layout pass — an invalidated layout is prepared (`prepare`, its content size).
    /// 3. inside an animation, when the layout was invalidated (UXKit's
    ///    `fadeCellsForBoundsChange`): `prepare(forAnimatedBoundsChange:)` with the old bounds,
    ///    then `targetContentOffset(forProposedContentOffset:)`.
    /// 4. the visible rectangle's attributes, when it moved or the layout was prepared.
    /// 5. after (3), the providers and `finalizeAnimatedBoundsChange`.
    static func protocolTrace(from old: CGRect, to new: CGRect, invalidates: Bool, animated: Bool) -> [String] {
        guard old != new else { return [] }
        var names = ["shouldInvalidateLayout(forBoundsChange:)"]
        if invalidates { names += ["invalidateLayout(with:)", "prepare", "collectionViewContentSize"] }
        let bracketed = animated && invalidates
        if bracketed { names += ["prepare(forAnimatedBoundsChange:)", "targetContentOffset(forProposedContentOffset:)"] }
        names += ["layoutAttributesForElements(in:)"]
        if bracketed { names += ["finalizeAnimatedBoundsChange"] }
        return names
    }

    /// Changes the view's bounds to `bounds` (keeping the frame's origin) along `path`; returns
    /// the layout calls the path made, providers left out.
    static func change(_ fixture: SpyFixture, to bounds: CGRect, along path: Path) -> [String] {
        let view = fixture.view
        let frame = CGRect(origin: view.frame.origin, size: bounds.size)
        switch path {
        case .frameProperty:
            view.frame = frame
            view.contentOffset = bounds.origin
            view.layoutIfNeeded()
        case .boundsProperty:
            view.bounds = bounds
            view.layoutIfNeeded()
        case .contentOffsetProperty:
            view.contentOffset = bounds.origin
            view.layoutIfNeeded()
        case .setFrame, .setFrameAnimated:
            view.setFrame(frame, animated: path.animated)
        case .setContentOffset:
            view.setContentOffset(bounds.origin, animated: false)
        case .setContentOffsetAnimated:
            // One frame after the start: the start's frame re-queries the bounds as they are.
            view.setContentOffset(bounds.origin, animated: true, timing: TrackTiming(duration: 1.0 / 60, curve: .linear), frameRate: 60)
            return names(fixture.layout.calls.dropFirst())
        }
        return names(fixture.layout.calls)
    }

    /// The names of `calls`, the per-element questions of building the tracks (providers and
    /// single-element attributes) left out.
    static func names(_ calls: some Collection<LayoutHook>) -> [String] {
        calls.map(\.name).filter {
            !$0.contains("Appearing") && !$0.contains("Disappearing") && !($0.hasPrefix("layoutAttributesFor") && !$0.hasPrefix("layoutAttributesForElements"))
        }
    }

    @Test("every path makes the protocol's calls for a new size", arguments: Path.allCases.filter(\.changesSize))
    func newSize(_ path: Path) {
        let fixture = SpyFixture(counts: [12])
        let old = fixture.view.bounds
        let new = CGRect(x: 0, y: 0, width: 520, height: 300)
        #expect(Self.change(fixture, to: new, along: path)
                == Self.protocolTrace(from: old, to: new, invalidates: true, animated: path.animated))
    }

    /// The flow layout invalidates on a scroll only when headers or footers pin.
    @Test("every path makes the protocol's calls for a new offset", arguments: Path.allCases.filter(\.changesOffset), [false, true])
    func newOffset(_ path: Path, pinning: Bool) {
        let fixture = SpyFixture(counts: [30])
        fixture.layout.sectionHeadersPinToVisibleBounds = pinning
        fixture.view.layoutIfNeeded()
        fixture.layout.resetCalls()
        let old = fixture.view.bounds
        let new = CGRect(origin: CGPoint(x: 0, y: 150), size: old.size)
        #expect(Self.change(fixture, to: new, along: path)
                == Self.protocolTrace(from: old, to: new, invalidates: pinning, animated: path.animated))
    }

    /// The open question of issue #26, decided by UXKit: an animated change brackets the layout
    /// pass only when the layout was invalidated inside the animation, and a frame change that
    /// keeps the bounds (the view moves in its superview) invalidates nothing, so the layout hears
    /// nothing, not even `prepare(forAnimatedBoundsChange:)`, and no view animates: each stays,
    /// showing what it showed.
    @Test("an animated frame change that keeps the bounds calls no hook and animates no view")
    func animatedMoveKeepingBounds() {
        let fixture = SpyFixture(counts: [6])
        let animation = fixture.view.setFrame(CGRect(x: 30, y: 40, width: 340, height: 400), animated: true)
        #expect(fixture.layout.calls.isEmpty)
        #expect(animation.hooks.isEmpty)
        #expect(animation.tracks.count == fixture.view.state.visibleItems.count + fixture.view.state.visibleSupplementaryElements.count)
        #expect(animation.tracks.allSatisfy { $0.fate == .unchanged && $0.start == $0.end })
        #expect(fixture.view.frame == CGRect(x: 30, y: 40, width: 340, height: 400))
    }

    /// The base layout answers `false` to every bounds change: a new size leaves its attributes
    /// as they are, so an animated resize asks for no provider and animates no view.
    @Test("an animated resize that the layout ignores is not bracketed and animates no view")
    func animatedResizeIgnored() {
        let layout = CollectionViewLayout()
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.layoutIfNeeded()
        let animation = view.setFrame(CGRect(x: 0, y: 0, width: 480, height: 320), animated: true)
        #expect(animation.hookNames == ["shouldInvalidateLayout(forBoundsChange:)", "layoutAttributesForElements(in:)"])
        #expect(animation.tracks.allSatisfy { $0.start == $0.end })
    }

    /// 30 items: ten rows of three, 1,170 points of content with the header and footer, scrolled
    /// to the end (770) in a view 400 high. At 520 wide the rows hold four: eight rows, 950
    /// points, whose end is at 550, and every path pulls the offset back there before it queries
    /// the visible rectangle.
    @Test("a resize that leaves the offset past the content's end pulls it back on every path",
          arguments: Path.allCases.filter(\.changesSize))
    func resizePullsOffsetBack(_ path: Path) throws {
        let fixture = SpyFixture(counts: [30], offset: 770)
        #expect(fixture.view.contentSize.height == 1170)
        _ = Self.change(fixture, to: CGRect(x: 0, y: 770, width: 520, height: 400), along: path)
        #expect(fixture.view.contentSize.height == 950)
        #expect(fixture.view.contentOffset == CGPoint(x: 0, y: 550))
        let query = try #require(fixture.layout.calls.last { $0.name == "layoutAttributesForElements(in:)" })
        #expect(query == .layoutAttributesForElements(in: CGRect(x: 0, y: 550, width: 520, height: 400)))
    }

    @Test("a property set then a layout pass and the same change through setFrame leave the same view")
    func propertyAndMethodAgree() {
        let bySetter = SpyFixture(counts: [30], offset: 770)
        let byMethod = SpyFixture(counts: [30], offset: 770)
        let frame = CGRect(x: 0, y: 0, width: 520, height: 400)
        bySetter.view.frame = frame
        bySetter.view.layoutIfNeeded()
        byMethod.view.setFrame(frame, animated: false)
        #expect(bySetter.layout.calls == byMethod.layout.calls)
        #expect(bySetter.view.state == byMethod.view.state)
    }
}
