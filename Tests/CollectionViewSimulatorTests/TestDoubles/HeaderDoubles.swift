import CollectionViewSimulator
import Foundation

/// A section header that sizes itself to its title: 20 points plus 2 per character.
final class TitleHeader: CollectionReusableView {
    var title = ""

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = Self.height(of: title)
        return attributes
    }

    static func height(of title: String) -> CGFloat {
        CGFloat(20 + 2 * title.count)
    }
}

/// Sections of 44-point rows under a titled header, shown by plain cells and ``TitleHeader``s.
final class TitledSectionsDataSource: CollectionViewDataSource {
    static let kind = "section-header"
    var sections: [(title: String, rows: Int)]

    init(_ sections: [(title: String, rows: Int)]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows : 0
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (view as? TitleHeader)?.title = sections.indices.contains(indexPath.section) ? sections[indexPath.section].title : ""
        return view
    }

    /// Where every header and row goes once every header is fitted.
    func fittedFrames() -> [ElementID: CGRect] {
        var frames: [ElementID: CGRect] = [:]
        var y: CGFloat = 0
        for (section, content) in sections.enumerated() {
            let height = TitleHeader.height(of: content.title)
            frames[.supplementary(Self.kind, at: IndexPath(item: 0, section: section))] = CGRect(x: 0, y: y, width: 320, height: height)
            y += height
            for row in 0..<content.rows {
                frames[.cell(IndexPath(item: row, section: section))] = CGRect(x: 0, y: y, width: 320, height: 44)
                y += 44
            }
        }
        return frames
    }
}
