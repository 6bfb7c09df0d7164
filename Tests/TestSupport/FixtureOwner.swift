import CollectionViewSimulator
import Foundation

/// Owns the data sources and delegates of views a fixture function builds and returns: the view
/// holds them weakly (as UIKit), so the fixture's owner stands in for the screen's view
/// controller. What it keeps lives as long as the test process.
package enum FixtureOwner {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var owned: [ObjectIdentifier: [AnyObject]] = [:]

    /// Keeps `objects` alive for `view`'s fixture.
    package static func keep(_ objects: AnyObject..., for view: CollectionView) {
        lock.withLock { owned[ObjectIdentifier(view), default: []] += objects }
    }
}
