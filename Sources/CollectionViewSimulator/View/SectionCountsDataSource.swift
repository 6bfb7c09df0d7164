import Foundation

/// A data source over a list of item counts, one per section: the quickest way to give a simulated
/// collection view some content.
///
/// ```swift
/// let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
///                           collectionViewLayout: CollectionViewFlowLayout())
/// let data = SectionCountsDataSource([8, 3])   // two sections: 8 items, then 3
/// view.dataSource = data   // weak, as UIKit: keep `data` while the view uses it
/// ```
///
/// Changing ``counts`` changes what the data source answers; the view reads it again on
/// `reloadData()` (or, with the update engine, after a batch update), as UIKit does.
public final class SectionCountsDataSource: CollectionViewDataSource {
    /// The number of items in each section; the array's length is the number of sections.
    public var counts: [Int]

    /// Creates a data source with the given item count per section.
    ///
    /// - Parameter counts: The number of items in each section.
    public init(_ counts: [Int]) {
        self.counts = counts
    }

    /// The number of entries in ``counts``.
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        counts.count
    }

    /// The count stored for `section`, or 0 for a section outside ``counts``.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }
}
