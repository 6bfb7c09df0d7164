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
    /// the data source for new ones.
    ///
    /// An animated scroll still running (`setContentOffset(_:animated: true)` or a fling) carries
    /// on, as on iOS, where the display link goes on moving the offset through a reload: the view
    /// is laid out with the new data at the frame the scroll shows, and the rest of the scroll is
    /// recorded as an animation of its own (``animationHistory``) with the same frames and curve;
    /// the delegate hears of its remaining frames and of its end, and a fling still decelerates.
    /// Called inside `performBatchUpdates`' closure, it carries nothing on: the batch update ends
    /// the scroll at its end, as it ends any scroll.
    public func reloadData() {
        engine.reloadData()
    }

    /// ``reloadData()``, returning the rest of an animated scroll it carries on (`nil` when none
    /// was running): for the scenario runner, whose reload step records it as its animation.
    package func reloadDataCarryingOnScroll() -> UpdateAnimation? {
        engine.reloadData()
    }
}
