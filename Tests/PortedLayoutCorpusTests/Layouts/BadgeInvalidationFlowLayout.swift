import UIKitCompatibility

/// A flow layout that invalidates only its badges when a count changes, with a context that says
/// so in the debugger, as layouts with their own invalidation context print them.
final class BadgeInvalidationFlowLayout: UICollectionViewFlowLayout {
    override class var invalidationContextClass: AnyClass {
        return BadgeInvalidationContext.self
    }

    func invalidateBadges() {
        let context = BadgeInvalidationContext()
        context.invalidateBadges = true
        invalidateLayout(with: context)
    }
}

/// The context `BadgeInvalidationFlowLayout` invalidates with.
final class BadgeInvalidationContext: UICollectionViewFlowLayoutInvalidationContext {
    var invalidateBadges = false

    override var description: String {
        return "\(super.description) badges: \(MainActor.assumeIsolated { invalidateBadges })"
    }

    override var debugDescription: String {
        return "BadgeInvalidationContext " + description
    }
}
