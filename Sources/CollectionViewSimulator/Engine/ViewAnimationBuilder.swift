import BatchUpdates
import Foundation
import Keyframes

/// Builds one track per view on screen before or after an update, following UIKit's rules
/// (Apple's UICollectionViewLayout header; OpenUXKit's `_doubleSidedAnimationsForView`):
///
/// - Every element on screen before gets `final…` at its old index path, every element on screen
///   after gets `initial…` at its new one — not only inserted and deleted ones. A batch update
///   asks in UIKit's update stages, and about some elements off screen too (``ProviderOrder``);
///   ``ProviderAnswers`` asks every question before any track is built.
/// - A surviving element goes from its old attributes (UIKit's cached "old data") to its new
///   ones. One that comes on screen starts from `initial…`; one that leaves ends at its new
///   attributes, asked of the layout, or at `final…` when the layout has none for it.
/// - A deleted or reloaded-out view ends at `final…`; an inserted or reloaded-in view starts at
///   `initial…`. For a cell a `nil` provider falls back to ``MissingAttributesFallback``; for a
///   supplementary or decoration view to its own attributes in a batch update (UIKit has no fade
///   for those there), and to a transparent copy in a layout transition (UXKit's transition code
///   fades every view it has no attributes for).
/// - A view hidden at both ends gets no track.
/// - In a batch update (``raisesForMissingItemAttributes``), a cell that moves off screen needs
///   its attributes after the update: a layout that answers `nil` there makes UIKit raise
///   ``BatchUpdateError/noLayoutAttributesForItem(_:)``; the builder records the error and asks
///   the layout nothing more. A supplementary view raises its twin,
///   ``BatchUpdateError/noLayoutAttributesForSupplementaryElement(kind:indexPath:)`` (reported
///   from iOS 10 and 11, IGListKit #1035; the "treated as disappearing" fallback is kept
///   for views whose attributes the rectangle query lacks); a decoration view disappears.
@MainActor struct ViewAnimationBuilder {
    let oldVisible: [ElementID: CollectionViewLayoutAttributes]
    /// Copies made for the builder (``UpdateEngine/keyed(_:)``) that nothing else holds: each
    /// becomes the end of its element's track as it is.
    let newVisible: [ElementID: CollectionViewLayoutAttributes]
    let batch: ResolvedBatchUpdate?
    /// How elements map across the change (the identity when there is no batch).
    let mapping: ElementMapping
    let timing: TrackTiming
    let fallback: MissingAttributesFallback
    /// What stands in for a `nil` supplementary or decoration provider answer.
    var supplementaryFallback = MissingAttributesFallback.unchanged
    /// Whether a cell moving off screen must have attributes after the change (a batch update).
    var raisesForMissingItemAttributes = false
    /// In what order a batch update asks the providers (a change without a batch asks in index path order).
    var providerOrder = ProviderOrder.updateStages
    /// The keys of ``oldVisible`` sorted, when the caller already sorted them.
    var sortedOldKeys: [ElementID]?
    /// The layout's answers, once asked.
    private var answers: ProviderAnswers
    /// UIKit's exception for the layout's answers, once raised; nothing more is asked after it.
    private(set) var raised: BatchUpdateError?

    /// Item reloads by their index path before and after the update.
    private let reloadedBefore: Set<IndexPath>
    private let reloadedAfter: Set<IndexPath>
    /// For each position in the sorted keys on screen after (``ProviderAnswers/newKeys``), the
    /// position before (in ``ProviderAnswers/oldKeys``) of the survivor on screen before that
    /// shows it, if any.
    private var survivors: [Int?] = []
    private(set) var tracks: [ViewTrack] = []
    /// The identity of every view, by the element it showed before and shows after.
    var viewIDs: ViewIdentities

    init(oldVisible: [ElementID: CollectionViewLayoutAttributes], newVisible: [ElementID: CollectionViewLayoutAttributes],
         batch: ResolvedBatchUpdate?, mapping: ElementMapping, timing: TrackTiming, fallback: MissingAttributesFallback,
         viewIDs: ViewIdentities) {
        self.viewIDs = viewIDs
        self.oldVisible = oldVisible
        self.newVisible = newVisible
        self.batch = batch
        self.mapping = mapping
        self.timing = timing
        self.fallback = fallback
        answers = ProviderAnswers(oldVisible: oldVisible, newVisible: newVisible, mapping: mapping, raisesForMissingItemAttributes: false)
        // A loop rather than `filter` and `compactMap`: a main-actor closure checks its executor on
        // every call, and there is one call per update item.
        var reloadedBefore = Set<IndexPath>(), reloadedAfter = Set<IndexPath>()
        for item in batch?.updateItems ?? [] where item.updateAction == .reload && !item.isSectionUpdate {
            if let indexPath = item.indexPathBeforeUpdate { reloadedBefore.insert(indexPath) }
            if let indexPath = item.indexPathAfterUpdate { reloadedAfter.insert(indexPath) }
        }
        (self.reloadedBefore, self.reloadedAfter) = (reloadedBefore, reloadedAfter)
    }

    mutating func build(recording recorder: inout LayoutCallRecorder) -> [ViewTrack] {
        answers = ProviderAnswers(oldVisible: oldVisible, newVisible: newVisible, mapping: mapping,
                                  raisesForMissingItemAttributes: raisesForMissingItemAttributes)
        answers.ask(providerOrder, batch: batch, sortedOldKeys: sortedOldKeys, recording: &recorder)
        raised = answers.raised
        guard raised == nil else { return [] }
        // Sized up front: the tables grow by one entry per view on screen after.
        survivors = Array(repeating: nil, count: answers.newKeys.count)
        // A new table at its size while empty, as it is for each change's one build (the standard
        // library's `reserveCapacity` runs unspecialised, with a metadata lookup and a copy of the
        // empty table); one that already names views keeps them and only grows.
        if viewIDs.visibleAfter.isEmpty {
            viewIDs.visibleAfter = .init(minimumCapacity: newVisible.count)
        } else {
            viewIDs.visibleAfter.reserveCapacity(newVisible.count)
        }
        tracks.reserveCapacity(oldVisible.count + newVisible.count)
        for position in answers.oldKeys.indices { animateOld(at: position) }
        for position in answers.newKeys.indices { animateNew(at: position) }
        return tracks
    }

    /// The element at `position` in the sorted keys on screen before the update.
    private mutating func animateOld(at position: Int) {
        let key = answers.oldKeys[position], start = answers.oldAttributes[position]
        guard let new = answers.newKeysForOld[position] else {
            let final = answers.final(atOld: position)
            let fate: ViewFate = key.category == .cell && isReloaded(old: key.indexPath) ? .reloadedOut : .deleted
            add(key, nil, fate, start, final ?? missing(start, category: key.category), id: viewIDs.old(key))
            return
        }
        if let newPosition = new.position {
            survivors[newPosition] = position
            return
        }
        let end = answers.attributesAfter(new.key) ?? answers.final(atOld: position) ?? missing(start, category: key.category)
        add(key, new.key, .disappeared, start, end, id: viewIDs.old(key))
    }

    /// The element at `position` in the sorted keys on screen after the update.
    private mutating func animateNew(at position: Int) {
        let key = answers.newKeys[position], end = answers.newAttributes[position]
        if let oldPosition = survivors[position] {
            let oldKey = answers.oldKeys[oldPosition]
            let id = viewIDs.old(oldKey)
            viewIDs.visibleAfter[key] = id
            add(oldKey, key, oldKey.indexPath == key.indexPath ? .unchanged : .moved, answers.oldAttributes[oldPosition], end, id: id,
                endIsOwned: true)
            return
        }
        let start = answers.initial(atNew: position) ?? missing(end, category: key.category)
        let id = viewIDs.new()
        viewIDs.visibleAfter[key] = id
        switch answers.oldKeysForNew[position]?.key {
        case nil:
            let fate: ViewFate = key.category == .cell && isReloaded(new: key.indexPath) ? .reloadedIn : .inserted
            add(nil, key, fate, start, end, id: id, endIsOwned: true)
        case let oldKey?:
            add(oldKey, key, .appeared, start, end, id: id, endIsOwned: true)
        }
    }

    /// A track, unless the view is hidden at both ends; `endIsOwned` when `end` is one of ``newVisible``.
    private mutating func add(_ old: ElementID?, _ new: ElementID?, _ fate: ViewFate,
                              _ start: CollectionViewLayoutAttributes, _ end: CollectionViewLayoutAttributes, id: Int,
                              endIsOwned: Bool = false) {
        guard !(start.isHidden && end.isHidden), new != nil || old != nil else { return }
        tracks.append(ViewTrack(before: old, after: new, fate: fate, viewID: id, start: start, end: end, timing: timing,
                                endIsOwned: endIsOwned))
    }

    /// What stands in for a `nil` provider answer.
    private func missing(_ attributes: CollectionViewLayoutAttributes, category: CollectionView.ElementCategory) -> CollectionViewLayoutAttributes {
        (category == .cell ? fallback : supplementaryFallback) == .transparentCopy ? attributes.transparentSnapshot() : attributes.snapshot()
    }
}

@MainActor extension ViewAnimationBuilder {
    /// UIKit's exception for a view kept by the update and moved off screen that has no attributes
    /// after it: a cell's, or a supplementary view's (its twin); a decoration view disappears.
    static func missingAttributesError(_ key: ElementID) -> BatchUpdateError? {
        switch key.role {
        case .cell: .noLayoutAttributesForItem(key.indexPath)
        case .supplementary(let kind): .noLayoutAttributesForSupplementaryElement(kind: kind, indexPath: key.indexPath)
        case .decoration: nil
        }
    }

    private func isReloaded(old indexPath: IndexPath) -> Bool {
        reloadedBefore.contains(indexPath)
    }

    private func isReloaded(new indexPath: IndexPath) -> Bool {
        reloadedAfter.contains(indexPath)
    }
}
