import Foundation

extension CollectionView {
    /// The number of sections, from the cached counts (read from the data source the first time,
    /// and again after ``reloadData()``). 0 without a data source.
    public var numberOfSections: Int {
        engine.itemCounts.count
    }

    /// The number of items in a section, from the cached counts.
    ///
    /// UIKit raises for a section that does not exist. The simulator answers 0; asked by the
    /// layout during a batch update, it makes the update throw UIKit's exception once the layout
    /// has finished (``BatchUpdateError/numberOfItemsInMissingSection(section:sectionCount:)``).
    ///
    /// - Parameter section: The section's index.
    /// - Returns: The cached item count, or 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = engine.itemCounts
        guard counts.indices.contains(section) else {
            engine.noteMissingSection(section, sectionCount: counts.count)
            return 0
        }
        return counts[section]
    }

    /// Forgets the cached counts, so that the next question reads the data source again, and
    /// invalidates the layout. Like UIKit's, it animates nothing and calls no update hooks. It
    /// clears the selection and any highlight without delegate calls
    /// (``SelectionReloadPolicy``), and ends the display of every view: the next layout pass asks
    /// the data source for new ones. An animated scroll still running ends at the offset it
    /// scrolls to, where the new views come, and its remaining `scrollViewDidScroll(_:)` calls and
    /// its end call are dropped, as when a batch update interrupts it (on iOS the scroll would
    /// carry on; the simulator computes a scroll's frames in advance).
    public func reloadData() {
        engine.reloadData()
        collectionViewLayout.invalidateLayout()
    }
}
