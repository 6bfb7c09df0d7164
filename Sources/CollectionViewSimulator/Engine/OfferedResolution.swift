import BatchUpdates

/// A batch its caller already resolved, offered to the next `performBatchUpdates`: a caller that
/// must resolve the batch itself to change its data (the scenario runner places each item's
/// identifier by the batch's mapping) spares the engine resolving it a second time.
///
/// Resolving is a function of the batch, the counts before and after and the validation
/// behaviour alone; the engine takes the offer only when all four are those it would resolve
/// with, so the update, its trace and its errors are the same with or without it.
struct OfferedResolution {
    let resolved: ResolvedBatchUpdate
    let behavior: ValidationBehavior
}

extension CollectionView {
    /// Offers the next outermost `performBatchUpdates` a resolution of its batch made with
    /// `behavior`. It is taken by that call whatever happens and used only when the call's batch,
    /// counts before and after and ``validationBehavior`` are the ones `resolved` was made with;
    /// otherwise the call resolves its batch itself, as without an offer.
    package func offerResolution(_ resolved: ResolvedBatchUpdate, behavior: ValidationBehavior) {
        engine.offeredResolution = OfferedResolution(resolved: resolved, behavior: behavior)
    }
}
