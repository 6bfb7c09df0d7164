import UIKitCompatibility

/// The wheel's screen: one card per title, each a `WheelCell`, as an app's data source registers
/// and dequeues them.
class WheelCardsDataSource: NSObject, UICollectionViewDataSource {
    static let reuseIdentifier = "WheelCell"
    var titles: [String]

    init(titles: [String]) {
        self.titles = titles
        super.init()
    }

    func register(in collectionView: UICollectionView) {
        collectionView.register(WheelCell.self, forCellWithReuseIdentifier: WheelCardsDataSource.reuseIdentifier)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return titles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: WheelCardsDataSource.reuseIdentifier, for: indexPath)
        cell.contentView.backgroundColor = .systemGray6
        return cell
    }
}

/// The self-sizing list's screen: one row per text, each a `SelfSizingCell` that sizes itself.
class SelfSizingTextsDataSource: NSObject, UICollectionViewDataSource {
    static let reuseIdentifier = "SelfSizingCell"
    var texts: [String]

    init(texts: [String]) {
        self.texts = texts
        super.init()
    }

    func register(in collectionView: UICollectionView) {
        collectionView.register(SelfSizingCell.self, forCellWithReuseIdentifier: SelfSizingTextsDataSource.reuseIdentifier)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return texts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SelfSizingTextsDataSource.reuseIdentifier, for: indexPath)
        if let row = cell as? SelfSizingCell {
            row.text = texts[indexPath.item]
        }
        return cell
    }
}
