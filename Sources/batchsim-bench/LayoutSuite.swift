import CollectionViewSimulator
import Foundation

/// `prepare()` and a one-screen `layoutAttributesForElements(in:)` on a flow layout of 1,000,000
/// items in 100 sections, with one item size and with a size per item (goals: prepare
/// under 100 ms, query under 1 ms).
let layoutSuite = BenchmarkSuite(
    name: "layout",
    summary: "flow layout prepare() and a one-screen query, 1,000,000 items in 100 sections"
) { clock in
    let sections = 100
    let itemsPerSection = 10_000
    let screen = CGSize(width: 390, height: 844)
    print("items \(sections * itemsPerSection) in \(sections) sections, screen \(Int(screen.width))×\(Int(screen.height)), cores \(ProcessInfo.processInfo.activeProcessorCount)")
    for sizing in Sizing.allCases {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let view = CollectionView(frame: CGRect(origin: .zero, size: screen), collectionViewLayout: layout)
        let data = SectionCountsDataSource(Array(repeating: itemsPerSection, count: sections))
        view.dataSource = data
        let delegate = sizing == .itemSize ? nil : DelegateSizes(varying: sizing == .delegateVarying)
        view.delegate = delegate
        let prepare = clock.measure { () -> CGSize in
            layout.invalidateLayout()
            view.layoutIfNeeded()
            return layout.collectionViewContentSize
        }
        let middle = layout.collectionViewContentSize.height / 2
        let screenRect = CGRect(x: 0, y: middle, width: screen.width, height: screen.height)
        var found = 0
        let query = clock.measure { () -> Int in
            let elements = layout.layoutAttributesForElements(in: screenRect) ?? []
            found = elements.count
            return found
        }
        print("  \(sizing.rawValue)  prepare median \(formatDuration(median(prepare)))   query median \(formatDuration(median(query))) (\(found) elements)")
        withExtendedLifetime((data, delegate)) {}
    }
}

/// How the benchmark sizes items.
private enum Sizing: String, CaseIterable {
    /// `itemSize` only: no per-item question at all.
    case itemSize = "uniform, itemSize          "
    /// A delegate answering one size for every item: a million questions, arithmetic lines.
    case delegateUniform = "uniform, delegate sizes    "
    /// A delegate answering a size per item: a million questions, stored lines.
    case delegateVarying = "per-item sizes, delegate   "
}

/// Sizes from a delegate: one size, or sizes that vary from item to item (widths 40–139,
/// heights 30–69), deterministic.
private final class DelegateSizes: CollectionViewDelegateFlowLayout {
    let varying: Bool

    init(varying: Bool) {
        self.varying = varying
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard varying else { return CGSize(width: 50, height: 50) }
        let item = indexPath.item
        return CGSize(width: CGFloat(40 + (item * 37) % 100), height: CGFloat(30 + (item * 13) % 40))
    }
}
