import UIKitCompatibility

/// Attributes written before Swift 6, as most layout files still are: `isEqual(_:)` and `hash`
/// read the subclass's values without `MainActor.assumeIsolated`. They are nonisolated
/// (`NSObject`'s) while the values are the main actor's: Swift 5 language mode accepts that
/// silently for UIKit's `@preconcurrency` classes, and here, where this file is compiled in Swift 5
/// mode only (Swift 6 mode diagnoses it).
final class TimelineLayoutAttributes: UICollectionViewLayoutAttributes {
    var lineOffset: CGFloat = 0
    var isFirstInDay = false

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TimelineLayoutAttributes
        copy.lineOffset = lineOffset
        copy.isFirstInDay = isFirstInDay
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TimelineLayoutAttributes else { return false }
        return other.lineOffset == lineOffset && other.isFirstInDay == isFirstInDay && frame == other.frame
            && super.isEqual(object)
    }

    override var hash: Int {
        return indexPath.hashValue ^ lineOffset.hashValue
    }

    override var description: String {
        return "<TimelineLayoutAttributes \(indexPath) line \(lineOffset)>"
    }
}
