import BatchUpdates
import Foundation

/// The base class's default update animations (``UpdateAttributesDefault/observed``), after
/// OpenUXKit's decompilation-aligned `UXCollectionViewLayout` and PSTCollectionView's
/// `PSTCollectionViewLayout`.
extension CollectionViewLayout {
    /// Records what an update changes: always its inserted and deleted sections and items; with
    /// the observed default also the snapshots (what is on screen, what will be, and the alpha-0
    /// copies for inserted, deleted and reloaded items).
    func makeUpdateSnapshots(for updateItems: [CollectionViewUpdateItem]) -> UpdateSnapshots {
        var snapshots = UpdateSnapshots(isUpdating: true)
        snapshots.recordItems(of: updateItems)
        guard updateAttributesDefault == .observed else { return snapshots }
        // A layout whose providers only read it leaves most answers unmade (those about updated
        // items off screen, and about views on screen before and after): each entry is made with
        // its answer instead (`initialEntry(for:)`, `finalEntry(for:)`), the one made here.
        snapshots.makesEntriesOnDemand = providersAreReadOnlyDefaults
        if let context = updateContext {
            guard !snapshots.makesEntriesOnDemand else {
                assert(answersUnsharedAttributes, "a layout making its entries on demand keeps the rectangle's answer as it is")
                let visibleAfter = context.answerForVisibleRect ?? layoutAttributesForElements(in: context.visibleRect) ?? []
                #if BATCHSIM_INTERNAL_CHECKS
                if let answer = context.answerForVisibleRect {
                    let asked = layoutAttributesForElements(in: context.visibleRect) ?? []
                    precondition(asked.count == answer.count && zip(asked, answer).allSatisfy { $0 == $1 },
                                 "the engine's answer for the visible rectangle is the one the layout gives")
                }
                #endif
                snapshots.onScreen = UpdateSnapshots.OnScreenEntries(
                    mapping: context.mapping, oldVisible: context.oldVisibleByElement, visibleAfter: visibleAfter)
                return snapshots
            }
            let visibleAfter = layoutAttributesForElements(in: context.visibleRect) ?? []
            snapshots.initial = UpdateSnapshots.initialEntries(
                of: context.oldVisibleAttributes, mapping: context.mapping, capacity: context.oldVisibleAttributes.count + updateItems.count)
            snapshots.final = UpdateSnapshots.finalEntries(
                of: visibleAfter, mapping: context.mapping, unshared: answersUnsharedAttributes,
                capacity: visibleAfter.count + updateItems.count)
        }
        guard !snapshots.makesEntriesOnDemand else { return snapshots }
        for item in updateItems where !item.isSectionUpdate {
            record(item, in: &snapshots)
        }
        return snapshots
    }

    /// The entry `initial[key]` of the update's snapshots, whether recorded in
    /// `prepare(forCollectionViewUpdates:)` or made now (``UpdateSnapshots/makesEntriesOnDemand``).
    private func initialEntry(for key: ElementID) -> CollectionViewLayoutAttributes? {
        guard updateSnapshots.makesEntriesOnDemand else { return updateSnapshots.initial[key]?.copy() }
        if let entry = itemEntry(.appearing, for: key) { return entry }
        return updateSnapshots.onScreen?.initial(key)?.copy()
    }

    /// The entry `final[key]` of the update's snapshots, whether recorded in
    /// `prepare(forCollectionViewUpdates:)` or made now (``UpdateSnapshots/makesEntriesOnDemand``).
    private func finalEntry(for key: ElementID) -> CollectionViewLayoutAttributes? {
        guard updateSnapshots.makesEntriesOnDemand else { return updateSnapshots.final[key]?.copy() }
        if let entry = itemEntry(.disappearing, for: key) { return entry }
        return updateSnapshots.onScreen?.final(key)?.copy()
    }

    /// The entry ``record(_:in:)`` makes for an inserted, deleted or reloaded item, made when its
    /// answer is asked (``UpdateSnapshots/makesEntriesOnDemand``): `.some(nil)` where it
    /// removes the entry, `nil` for an element it does not touch.
    private func itemEntry(_ question: ElementQuery, for key: ElementID) -> CollectionViewLayoutAttributes?? {
        guard case .cell = key.role else { return nil }
        switch question {
        case .appearing:
            guard updateSnapshots.insertedItems.contains(key.indexPath) else { return nil }
            return .some(transparentAttributes(ofInsertedItemAt: key.indexPath))
        case .disappearing:
            guard updateSnapshots.deletedItems.contains(key.indexPath) else { return nil }
            return .some(transparentAttributes(ofDeletedItem: key))
        case .attributes:
            return nil
        }
    }

    private func record(_ item: CollectionViewUpdateItem, in snapshots: inout UpdateSnapshots) {
        let before = item.indexPathBeforeUpdate
        let after = item.indexPathAfterUpdate
        // `if let`, not `Optional.map`: a main-actor closure checks its executor on every call.
        if item.updateAction == .insert || item.updateAction == .reload, let after {
            let key = ElementID.cell(after)
            if let copy = transparentAttributes(ofInsertedItemAt: after) {
                snapshots.initial[key] = UpdateSnapshots.Snapshot(copy: copy)
            } else {
                snapshots.initial[key] = nil
            }
        }
        if item.updateAction == .delete || item.updateAction == .reload, let before {
            let key = ElementID.cell(before)
            if let copy = transparentAttributes(ofDeletedItem: key) {
                snapshots.final[key] = UpdateSnapshots.Snapshot(copy: copy)
            } else {
                snapshots.final[key] = nil
            }
        }
    }

    /// The start of an item the update inserts (or reloads in), whether recorded in
    /// `prepare(forCollectionViewUpdates:)` or made on demand: the layout's attributes for it,
    /// transparent, in a copy of their own; `nil` when the layout has none.
    private func transparentAttributes(ofInsertedItemAt indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        // An unshared answer is already a copy of its own.
        guard answersUnsharedAttributes else { return attributes.transparentSnapshot() }
        attributes.alpha = 0
        return attributes
    }

    /// The end of an item the update deletes (or reloads out): its attributes on screen before
    /// the update, transparent, in a copy of their own; `nil` when it was not on screen.
    private func transparentAttributes(ofDeletedItem key: ElementID) -> CollectionViewLayoutAttributes? {
        updateContext?.oldVisibleByElement[key]?.transparentSnapshot()
    }

    /// The base class's `initial…` answer for an element after the update: the observed or
    /// documented default, with ``appearingEffect`` applied when the update inserts the element.
    func defaultInitialAttributes(for key: ElementID) -> CollectionViewLayoutAttributes? {
        applyingAppearingEffect(to: observedInitialAttributes(for: key), for: key)
    }

    /// The base class's `final…` answer for an element before the update: the observed or
    /// documented default, with ``disappearingEffect`` applied when the update deletes the element.
    func defaultFinalAttributes(for key: ElementID) -> CollectionViewLayoutAttributes? {
        applyingDisappearingEffect(to: observedFinalAttributes(for: key), for: key)
    }

    /// The `initial…` answer of ``UpdateAttributesDefault`` alone.
    private func observedInitialAttributes(for key: ElementID) -> CollectionViewLayoutAttributes? {
        guard updateAttributesDefault == .observed else { return nil }
        if let from = transitionLayouts.from {
            return from.layoutAttributes(for: key)?.snapshot()
        }
        let entry = initialEntry(for: key)
        guard let attributes = entry ?? layoutAttributes(for: key)?.snapshot() else {
            return nil
        }
        let section = key.indexPath.first ?? 0
        if !updateSnapshots.isUpdating || updateSnapshots.insertedSections.contains(section)
            || reportedInsertions(for: key).contains(key.indexPath) {
            attributes.alpha = 0
        }
        return attributes
    }

    /// The `final…` answer of ``UpdateAttributesDefault`` alone.
    private func observedFinalAttributes(for key: ElementID) -> CollectionViewLayoutAttributes? {
        guard updateAttributesDefault == .observed else { return nil }
        if let to = transitionLayouts.to {
            return to.layoutAttributes(for: key)?.snapshot()
        }
        if transitionLayouts.from != nil {
            // The incoming layout of a transition: an element leaving the screen goes where this
            // layout puts it, without a fade (UXKit's `_transitioningFromLayout` case).
            return layoutAttributes(for: key)?.snapshot()
        }
        let onScreen = updateContext?.oldVisibleByElement[key]
        let entry = finalEntry(for: key)
        guard let attributes = entry ?? onScreen?.snapshot() else { return nil }
        let section = key.indexPath.first ?? 0
        if !updateSnapshots.isUpdating || updateSnapshots.deletedSections.contains(section)
            || reportedDeletions(for: key).contains(key.indexPath) {
            attributes.alpha = 0
        }
        return attributes
    }

    /// The index paths the layout reports through `indexPathsToInsert…` for the element's kind
    /// (none for cells).
    func reportedInsertions(for key: ElementID) -> [IndexPath] {
        switch key.role {
        case .cell: []
        case .supplementary(let kind): indexPathsToInsertForSupplementaryView(ofKind: kind)
        case .decoration(let kind): indexPathsToInsertForDecorationView(ofKind: kind)
        }
    }

    /// The index paths the layout reports through `indexPathsToDelete…` for the element's kind
    /// (none for cells).
    func reportedDeletions(for key: ElementID) -> [IndexPath] {
        switch key.role {
        case .cell: []
        case .supplementary(let kind): indexPathsToDeleteForSupplementaryView(ofKind: kind)
        case .decoration(let kind): indexPathsToDeleteForDecorationView(ofKind: kind)
        }
    }

    /// Appends a warning to ``warnings`` unless the same warning is already there.
    func logWarning(_ warning: LayoutWarning) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }
}
