import Foundation

/// What the base layout records in `prepare(forCollectionViewUpdates:)` for its default
/// `initial…`/`final…` answers (see ``UpdateAttributesDefault/observed``).
struct UpdateSnapshots {
    /// Whether an update is in progress (between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()`).
    var isUpdating = false
    /// Start attributes by element after the update.
    var initial: [ElementKey: CollectionViewLayoutAttributes] = [:]
    /// End attributes by element before the update.
    var final: [ElementKey: CollectionViewLayoutAttributes] = [:]
    /// Sections inserted by the update (after-update indexes; a section reload counts).
    var insertedSections: Set<Int> = []
    /// Sections deleted by the update (before-update indexes; a section reload counts).
    var deletedSections: Set<Int> = []
}
