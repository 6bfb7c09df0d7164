import BatchUpdates

/// The names hook traces use: `UICollectionViewLayout`'s methods with their Swift argument
/// labels, and the properties by name.
enum LayoutHookNames {
    static let all = [
        "prepare", "collectionViewContentSize", "layoutAttributesForElements(in:)", "layoutAttributesForItem(at:)",
        "layoutAttributesForSupplementaryView(ofKind:at:)", "layoutAttributesForDecorationView(ofKind:at:)",
        "shouldInvalidateLayout(forBoundsChange:)", "invalidationContext(forBoundsChange:)", "invalidateLayout",
        "invalidateLayout(with:)", "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)",
        "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)",
        "prepare(forCollectionViewUpdates:)", "finalizeCollectionViewUpdates",
        "initialLayoutAttributesForAppearingItem(at:)", "finalLayoutAttributesForDisappearingItem(at:)",
        "initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)",
        "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)",
        "initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)",
        "finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)",
        "indexPathsToInsertForSupplementaryView(ofKind:)", "indexPathsToDeleteForSupplementaryView(ofKind:)",
        "indexPathsToInsertForDecorationView(ofKind:)", "indexPathsToDeleteForDecorationView(ofKind:)",
        "prepare(forAnimatedBoundsChange:)", "finalizeAnimatedBoundsChange",
        "prepareForTransition(to:)", "prepareForTransition(from:)", "finalizeLayoutTransition",
        "targetContentOffset(forProposedContentOffset:)", "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)",
        "targetIndexPath(forInteractivelyMovingItem:withPosition:)", "layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)",
        "invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)",
        "invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths:previousIndexPaths:movementCancelled:)",
    ]

    /// Decodes a list of hook names; an unknown name is an error suggesting the known one it
    /// resembles (same letters, or within two edits).
    static func decode(_ node: JSONNode) throws(ScenarioError) -> [String] {
        var names: [String] = []
        for element in try node.array() {
            let name = try element.string()
            guard all.contains(name) else {
                let match = all.first { letters($0) == letters(name) } ?? Spelling.closest(to: name, in: all)
                throw element.error("unknown hook '\(name)'", suggestion: match.map { "did you mean '\($0)'?" }
                    ?? "hooks are UICollectionViewLayout's Swift names, such as 'prepare(forCollectionViewUpdates:)'")
            }
            names.append(name)
        }
        return names
    }

    private static func letters(_ name: String) -> String {
        String(name.lowercased().filter(\.isLetter))
    }
}
