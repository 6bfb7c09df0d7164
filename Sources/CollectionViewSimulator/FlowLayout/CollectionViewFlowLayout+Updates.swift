import Foundation

/// The flow layout's own update behaviour: it reports the headers and footers of inserted and
/// deleted sections, which the base class then fades (OpenUXKit's and PSTCollectionView's flow
/// layouts; reported sorted, as UIKit's flow layout does).
extension CollectionViewFlowLayout {
    /// `IndexPath(item: 0, section: s)` for each of `sections` that has a header (or footer) of
    /// `kind` in `supplementaries`.
    func supplementaryIndexPaths(ofKind kind: String, sections: [Int], in supplementaries: [FlowSupplementaries]) -> [IndexPath] {
        sections.filter { section in
            guard supplementaries.indices.contains(section) else { return false }
            switch kind {
            case CollectionView.elementKindSectionHeader: return supplementaries[section].hasHeader
            case CollectionView.elementKindSectionFooter: return supplementaries[section].hasFooter
            default: return false
            }
        }
        .map { IndexPath(item: 0, section: $0) }
    }
}
