import CollectionViewSimulator
import Foundation

/// The corpus's data source: item counts per section, changed by the steps, and the app's own
/// views where the subject registers them.
final class CorpusDataSource: CollectionViewDataSource {
    /// The reuse identifier of the cell class a subject registers.
    static let cellIdentifier = "corpus-cell"
    var counts: [Int]
    /// Whether the subject registered its views: cells under ``cellIdentifier``, supplementary
    /// views under their kind. Otherwise the simulator's plain views.
    var dequeuesRegisteredViews = false

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        counts.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard dequeuesRegisteredViews else { return CountsOnly().collectionView(collectionView, cellForItemAt: indexPath) }
        return collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        guard dequeuesRegisteredViews else {
            return CountsOnly().collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
}

/// A data source that only counts, for the simulator's plain views (its default methods).
private final class CountsOnly: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        0
    }
}
