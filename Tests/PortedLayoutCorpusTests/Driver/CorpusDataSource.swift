import CollectionViewSimulator

/// The corpus's data source: item counts per section, changed by the steps.
final class CorpusDataSource: CollectionViewDataSource {
    var counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        counts.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
}
