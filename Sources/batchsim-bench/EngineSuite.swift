import BatchUpdates
import CollectionViewSimulator
import Foundation

/// `performBatchUpdates` end to end (validate, map, every hook, every track) for a 1,000-operation
/// batch on a flow layout of 10k, 100k and 1M items in 100 sections, seen through a phone-sized
/// window (390×844) scrolled to the middle. The view is built and laid out before each
/// run, untimed; the layout's own `prepare()` inside the update is timed, as it is part of the update.
let engineSuite = BenchmarkSuite(
    name: "engine",
    summary: "performBatchUpdates end to end: 1,000 operations on 10k/100k/1M flow-layout items, phone window"
) { clock in
    print(columns(["items", "update (median)", "tracks", "hooks", "layout prepare alone"], widths: [10, 18, 8, 8]))
    for items in [10_000, 100_000, 1_000_000] {
        let workload = ResolutionWorkload(items: items, sections: 100, operations: 1_000, seed: 11)
        var tracks = 0
        var hooks = 0
        let times = clock.measure(setup: { EngineFixture(counts: workload.before) }) { fixture -> Int in
            let animation = try? fixture.view.throwing.performBatchUpdates {
                fixture.data.counts = workload.after
                for operation in workload.batch.operations { fixture.record(operation) }
            }
            tracks = animation?.tracks.count ?? -1
            hooks = animation?.hooks.count ?? -1
            return tracks
        }
        let prepare = clock.measure(setup: { EngineFixture(counts: workload.after) }) { fixture -> CGSize in
            fixture.view.collectionViewLayout.invalidateLayout()
            fixture.view.collectionViewLayout.prepare()
            return fixture.view.collectionViewLayout.collectionViewContentSize
        }
        print(columns([String(items), formatDuration(median(times)), String(tracks), String(hooks), formatDuration(median(prepare))],
                      widths: [10, 18, 8, 8]))
    }
}

/// A 390×844 view over a 50-point flow layout, scrolled to the middle of its content and laid out.
@MainActor struct EngineFixture {
    let view: CollectionView
    let data: SectionCountsDataSource
    let layout = CollectionViewFlowLayout()

    init(counts: [Int]) {
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        data = SectionCountsDataSource(counts)
        view.dataSource = data
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: (view.contentSize.height / 2).rounded())
        view.layoutIfNeeded()
    }

    /// Records one operation inside the batch being built, through the view's UIKit-named methods.
    func record(_ operation: BatchOperation) {
        switch operation {
        case .insertItem(let indexPath): _ = try? view.throwing.insertItems(at: [indexPath])
        case .deleteItem(let indexPath): _ = try? view.throwing.deleteItems(at: [indexPath])
        case .reloadItem(let indexPath): _ = try? view.throwing.reloadItems(at: [indexPath])
        case .moveItem(let from, let to): _ = try? view.throwing.moveItem(at: from, to: to)
        case .insertSection(let section): _ = try? view.throwing.insertSections([section])
        case .deleteSection(let section): _ = try? view.throwing.deleteSections([section])
        case .reloadSection(let section): _ = try? view.throwing.reloadSections([section])
        case .moveSection(let from, let to): _ = try? view.throwing.moveSection(from, toSection: to)
        }
    }
}
