import BatchUpdates
import Foundation

/// Calls the layout on the collection view's behalf and records each call, so the hook trace holds
/// exactly what the collection view asked, in order. Calls a layout makes to itself (a base-class
/// default asking for attributes) are not the collection view's and are not recorded.
///
/// It is also where the view's geometry and the layout's meet: for a layout the collection view
/// flips (``CollectionViewLayout/horizontalMirror``), rectangles and points go to the layout
/// mirrored and attributes come back mirrored, and the trace records what the layout received.
@MainActor struct LayoutCallRecorder {
    var layout: CollectionViewLayout
    private(set) var hooks: [LayoutHook] = []

    init(_ layout: CollectionViewLayout) {
        self.layout = layout
    }

    mutating func record(_ hook: LayoutHook) {
        hooks.append(hook)
    }

    /// The answer to the last recorded call; its first NaN or infinite number, if any, is noted on
    /// the view as Core Animation's `CALayerInvalidGeometry` (``NonFiniteLayoutAnswer``).
    private func checked(_ answer: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        for attributes in answer where !NonFiniteLayoutAnswer.isFinite(attributes) {
            _ = checked(attributes)
            break
        }
        return answer
    }

    private func checked(_ answer: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        // The finite test first: the hook's name is read only for a bad answer.
        if let answer, !NonFiniteLayoutAnswer.isFinite(answer), let bad = NonFiniteLayoutAnswer.check(answer, hook: hooks.last?.name ?? "") {
            layout.owningView?.engine.noteNonFiniteAnswer(bad)
        }
        return answer
    }

    /// A target offset, or `proposed` (the bad answer noted) when it is not finite.
    private func checked(_ answer: CGPoint, instead proposed: CGPoint) -> CGPoint {
        guard let bad = NonFiniteLayoutAnswer.check(answer.x, answer.y, property: "targetContentOffset", hook: hooks.last?.name ?? "")
        else { return answer }
        layout.owningView?.engine.noteNonFiniteAnswer(bad)
        return proposed
    }

    /// Hooks already made for this change by an earlier call (an interactive transition's start).
    mutating func replay(_ earlier: [LayoutHook]) {
        hooks += earlier
    }

    /// `invalidateLayout()`.
    mutating func invalidateLayout() {
        record(.invalidateLayout)
        layout.invalidateLayout()
    }

    /// `invalidateLayout(with:)`, recorded with what the context invalidates (its values when
    /// the call is made).
    mutating func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        record(.invalidateLayoutWithContext(context: LayoutInvalidation(context)))
        layout.invalidateLayout(with: context)
    }

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    mutating func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
                                         withOriginalAttributes original: CollectionViewLayoutAttributes) -> Bool {
        let (preferred, original) = (mirrored(preferred), mirrored(original))
        record(.shouldInvalidateLayoutForPreferredAttributes(at: original.indexPath, preferred: preferred.frame, original: original.frame))
        return layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    mutating func invalidationContext(forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
                                      withOriginalAttributes original: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutInvalidationContext
    {
        let (preferred, original) = (mirrored(preferred), mirrored(original))
        record(.invalidationContextForPreferredAttributes(at: original.indexPath, preferred: preferred.frame, original: original.frame))
        return layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// `invalidationContext(forBoundsChange:)`: the context a bounds change invalidates with, asked
    /// only after `shouldInvalidateLayout(forBoundsChange:)` said yes. Not a hook of the trace: the
    /// invalidation that follows is.
    func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        layout.invalidationContext(forBoundsChange: newBounds)
    }

    /// `shouldInvalidateLayout(forBoundsChange:)`.
    mutating func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        record(.shouldInvalidateLayout(forBoundsChange: newBounds))
        return layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    /// `prepare(forCollectionViewUpdates:)`.
    mutating func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        record(.prepareForCollectionViewUpdates(updateItems))
        layout.prepare(forCollectionViewUpdates: updateItems)
    }

    /// `finalizeCollectionViewUpdates()`.
    mutating func finalizeCollectionViewUpdates() {
        record(.finalizeCollectionViewUpdates)
        layout.finalizeCollectionViewUpdates()
    }

    /// `targetContentOffset(forProposedContentOffset:)`, the offsets mirrored both ways for a
    /// layout the view flips (``mirroredOffset(_:)``).
    mutating func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        let asked = mirroredOffset(proposed)
        record(.targetContentOffset(forProposedContentOffset: asked))
        return checked(mirroredOffset(layout.targetContentOffset(forProposedContentOffset: asked)), instead: proposed)
    }

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, the offsets mirrored
    /// as ``targetContentOffset(forProposedContentOffset:)`` mirrors them, and the velocity's x
    /// negated: a fling towards the content's end, leftwards in a right-to-left view, goes towards
    /// the end in the layout's coordinates too (positive x).
    mutating func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let asked = mirroredOffset(proposed)
        let velocity = layout.horizontalMirror == nil ? velocity : CGPoint(x: -velocity.x, y: velocity.y)
        record(.targetContentOffsetWithVelocity(forProposedContentOffset: asked, velocity: velocity))
        let answer = layout.targetContentOffset(forProposedContentOffset: asked, withScrollingVelocity: velocity)
        return checked(mirroredOffset(answer), instead: proposed)
    }

    /// A content offset taken between the view's coordinates and the layout's, either way
    /// (``HorizontalMirror/contentOffset(_:boundsWidth:)``); unchanged when the view does not flip
    /// the layout.
    func mirroredOffset(_ offset: CGPoint) -> CGPoint {
        guard let mirror = layout.horizontalMirror, let view = layout.owningView else { return offset }
        return mirror.contentOffset(offset, boundsWidth: view.bounds.width)
    }

    /// `prepare(forAnimatedBoundsChange:)` with the bounds before the change.
    mutating func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        record(.prepareForAnimatedBoundsChange(oldBounds))
        layout.prepare(forAnimatedBoundsChange: oldBounds)
    }

    /// `finalizeAnimatedBoundsChange()`.
    mutating func finalizeAnimatedBoundsChange() {
        record(.finalizeAnimatedBoundsChange)
        layout.finalizeAnimatedBoundsChange()
    }

    /// `prepareForTransition(to:)` on the recorder's layout (the old one).
    mutating func prepareForTransition(to newLayout: CollectionViewLayout) {
        record(.prepareForTransitionTo)
        layout.prepareForTransition(to: newLayout)
    }

    /// `prepareForTransition(from:)` on the recorder's layout (the new one).
    mutating func prepareForTransition(from oldLayout: CollectionViewLayout) {
        record(.prepareForTransitionFrom)
        layout.prepareForTransition(from: oldLayout)
    }

    /// `finalizeLayoutTransition()` on `finished`, one of the layouts of a transition.
    mutating func finalizeLayoutTransition(of finished: CollectionViewLayout) {
        record(.finalizeLayoutTransition)
        finished.finalizeLayoutTransition()
    }

    /// `prepare()`. The layout counts as prepared once it returns, even if it invalidated itself
    /// while preparing (a layout that sets its own properties in `prepare()`, as the zooming line
    /// layout sets its insets, would otherwise ask to be prepared again at once).
    mutating func prepare() {
        record(.prepare)
        layout.prepare()
        layout.needsPrepare = false
    }

    mutating func contentSize() -> CGSize {
        record(.collectionViewContentSize)
        let size = layout.collectionViewContentSize
        guard let answer = NonFiniteLayoutAnswer.check(size.width, size.height, property: "collectionViewContentSize",
                                                       hook: LayoutHook.collectionViewContentSize.name) else { return size }
        layout.owningView?.engine.noteNonFiniteAnswer(answer)
        return .zero
    }

    /// `layoutAttributesForElements(in:)` for a rectangle of the view.
    mutating func elements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        let mirror = layout.horizontalMirror
        let asked = mirror?.rect(rect) ?? rect
        record(.layoutAttributesForElements(in: asked))
        let answer = checked(layout.layoutAttributesForElements(in: asked) ?? [])
        guard let mirror else { return answer }
        return answer.map(mirror.attributes)
    }

    /// `layoutAttributesForItem(at:)` or its supplementary and decoration twins.
    mutating func attributes(for key: ElementID) -> CollectionViewLayoutAttributes? {
        ask(.attributes, for: key)
    }

    /// `finalLayoutAttributesForDisappearing…` for an element at its index path before the update.
    mutating func finalAttributes(for key: ElementID) -> CollectionViewLayoutAttributes? {
        ask(.disappearing, for: key)
    }

    /// `initialLayoutAttributesForAppearing…` for an element at its index path after the update.
    mutating func initialAttributes(for key: ElementID) -> CollectionViewLayoutAttributes? {
        ask(.appearing, for: key)
    }

    /// Records the hook that asks `query` for `key` without asking the layout: for a question whose
    /// answer nothing reads, of a layout whose providers only read it
    /// (``CollectionViewLayout/providersAreReadOnlyDefaults``).
    mutating func recordUnreadQuestion(_ query: ElementQuery, for key: ElementID) {
        record(LayoutHook(query, for: key))
    }

    /// Records the hook that asks `query` for `key`, then asks the layout.
    private mutating func ask(_ query: ElementQuery, for key: ElementID) -> CollectionViewLayoutAttributes? {
        record(LayoutHook(query, for: key))
        // `if let`, not `Optional.map`: a main-actor closure checks its executor on every call.
        guard let answer = checked(layout.answer(query, for: key)) else { return nil }
        return mirrored(answer)
    }

    /// Attributes taken between the layout's coordinates and the view's, either way: mirrored when
    /// the view flips the layout (the reflection is its own inverse), else the same object.
    func mirrored(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        layout.horizontalMirror?.attributes(attributes) ?? attributes
    }

    /// A point taken between the view's coordinates and the layout's, either way, as ``mirrored(_:)-(CollectionViewLayoutAttributes)``.
    func mirrored(_ point: CGPoint) -> CGPoint {
        layout.horizontalMirror?.point(point) ?? point
    }

    /// The `indexPathsToDelete/Insert…` answers for every kind, as UIKit's decompiled
    /// `_computeSupplementaryUpdates` asks them: for each supplementary kind, the supplementary
    /// deletes, the decoration deletes of the same kind, the supplementary inserts, the decoration
    /// inserts; then, for each decoration kind that is not also a supplementary kind, its deletes
    /// and inserts (the decompiled code asks only the supplementary kinds; Apple documents the
    /// decoration questions as asked, so a layout's decoration kinds are asked too). Kinds in
    /// alphabetical order.
    mutating func reportedIndexPaths(supplementaryKinds: [String], decorationKinds: [String]) -> ReportedIndexPaths {
        var reported = ReportedIndexPaths()
        for kind in supplementaryKinds {
            record(.indexPathsToDeleteForSupplementaryView(ofKind: kind))
            reported.deleted[.supplementary(kind: kind), default: []]
                .formUnion(layout.indexPathsToDeleteForSupplementaryView(ofKind: kind))
            askDecorationDeletes(kind, into: &reported)
            record(.indexPathsToInsertForSupplementaryView(ofKind: kind))
            reported.inserted[.supplementary(kind: kind), default: []]
                .formUnion(layout.indexPathsToInsertForSupplementaryView(ofKind: kind))
            askDecorationInserts(kind, into: &reported)
        }
        let supplementary = Set(supplementaryKinds)
        for kind in decorationKinds where !supplementary.contains(kind) {
            askDecorationDeletes(kind, into: &reported)
            askDecorationInserts(kind, into: &reported)
        }
        return reported
    }

    private mutating func askDecorationDeletes(_ kind: String, into reported: inout ReportedIndexPaths) {
        record(.indexPathsToDeleteForDecorationView(ofKind: kind))
        reported.deleted[.decoration(kind: kind), default: []].formUnion(layout.indexPathsToDeleteForDecorationView(ofKind: kind))
    }

    private mutating func askDecorationInserts(_ kind: String, into reported: inout ReportedIndexPaths) {
        record(.indexPathsToInsertForDecorationView(ofKind: kind))
        reported.inserted[.decoration(kind: kind), default: []].formUnion(layout.indexPathsToInsertForDecorationView(ofKind: kind))
    }
}

/// What a layout reported from `indexPathsToDelete…` and `indexPathsToInsert…`, by role (a
/// supplementary or decoration kind).
struct ReportedIndexPaths {
    var deleted: [ElementID.Role: Set<IndexPath>] = [:]
    var inserted: [ElementID.Role: Set<IndexPath>] = [:]

    func isDeleted(_ key: ElementID) -> Bool {
        deleted[key.role]?.contains(key.indexPath) ?? false
    }

    func isInserted(_ key: ElementID) -> Bool {
        inserted[key.role]?.contains(key.indexPath) ?? false
    }
}
