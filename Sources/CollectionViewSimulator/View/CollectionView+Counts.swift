import Foundation

extension CollectionView {
    /// The number of sections, from the cached counts (read from the data source the first time,
    /// and again after ``reloadData()``). 0 without a data source.
    public var numberOfSections: Int {
        itemCounts.count
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
        let counts = itemCounts
        guard counts.indices.contains(section) else {
            noteMissingSection(section, sectionCount: counts.count)
            return 0
        }
        return counts[section]
    }

    /// Forgets the cached counts, so that the next question reads the data source again, and
    /// invalidates the layout. Like UIKit's, it animates nothing and calls no update hooks. It
    /// clears the selection and any highlight without delegate calls
    /// (``SelectionReloadPolicy``), and ends the display of every view: the next layout pass asks
    /// the data source for new ones.
    public func reloadData() {
        cachedItemCounts = nil
        endDisplayOfAllViews()
        selection.reloadData(itemCounts: selection.reloadPolicy == .keep ? readItemCounts() : [])
        collectionViewLayout.invalidateLayout()
    }

    /// The cached counts, reading the data source first if there are none. Negative answers count
    /// as 0.
    var itemCounts: [Int] {
        if let cachedItemCounts { return cachedItemCounts }
        let counts = readItemCounts()
        cachedItemCounts = counts
        return counts
    }
}
