import BatchUpdates
import CollectionViewSimulator
import Foundation
import ScenarioRunner

/// The diffable data source: diffing identical snapshots against the standard
/// library's `difference(from:)` on the same arrays (the bar: at most 1.5×), a 50% reshuffle, and
/// `apply` of a snapshot with 1% changes through a collection view, at growing sizes, and a first
/// `apply` to an empty view.
let diffableSuite = BenchmarkSuite(
    name: "diffable",
    summary: "identical-snapshot diff vs stdlib, 50% reshuffle, diffable apply with 1% changes, first apply"
) { clock in
    print("identical snapshots (one section): StagedBatchUpdate vs stdlib difference(from:) on the same arrays")
    print(["items", "diff median", "stdlib median", "ratio"].joined(separator: " | "))
    for items in [100_000, 1_000_000] {
        let old = Array(0..<items)
        let new = Array(0..<items)   // equal, in its own buffer
        let ours = median(clock.measure { try? StagedBatchUpdate<Int, Int>(from: [SnapshotSection(id: 0, items: old)], to: [SnapshotSection(id: 0, items: new)]) })
        let stdlib = median(clock.measure { new.difference(from: old) })
        print(["\(items)", formatDuration(ours), formatDuration(stdlib), String(format: "%.2f×", ours / stdlib)].joined(separator: " | "))
    }
    print("\n50% of items moved (one section): StagedBatchUpdate, and stdlib difference+inferringMoves where it finishes")
    print(["items", "diff median", "moves", "stdlib median"].joined(separator: " | "))
    for items in [10_000, 100_000, 1_000_000] {
        var random = SeededGenerator(seed: 11)
        let old = Array(0..<items)
        var new = old
        for index in stride(from: 0, to: items, by: 2) { new.swapAt(index, Int.random(in: 0..<items, using: &random)) }
        let ours = median(clock.measure { try? StagedBatchUpdate<Int, Int>(from: [old], to: [new]) })
        let moves = (try? StagedBatchUpdate<Int, Int>(from: [old], to: [new]))?.movedItemCount ?? -1
        let stdlib = items <= 10_000
            ? formatDuration(median(BenchmarkClock(iterations: 3).measure { new.difference(from: old).inferringMoves() })) : "skipped: quadratic"
        print(["\(items)", formatDuration(ours), "\(moves)", stdlib].joined(separator: " | "))
    }
    printApplyRows(sizes: [10_000, 100_000, 1_000_000], clock: clock)
    printLongLivedApplyRow(clock: clock)
    printFirstApplyRows(clock: clock)
}

/// An app's first load: a snapshot of every item applied without animation to an empty view.
/// Every item is inserted, nearly all off screen: what the update costs per inserted item.
@MainActor
private func printFirstApplyRows(clock: BenchmarkClock) {
    print("\nfirst apply: an empty 390×844 flow-layout view, every item inserted without animation, 100 items per section")
    print(["items", "apply median", "per item"].joined(separator: " | "))
    for items in [10_000, 100_000] {
        let (snapshot, _) = onePercentChange(items: items)
        let times = clock.measure(setup: { emptyView(of: Int.self) }, { input in
            _ = try? input.1.throwing.apply(snapshot, animatingDifferences: false)
            return input
        })
        let apply = median(times)
        print(["\(items)", formatDuration(apply), formatDuration(apply / Double(items))].joined(separator: " | "))
    }
}

/// An apply that changes the views on screen, on one long-lived view, while its display log
/// (``CollectionView/displayEvents``) is nearly empty and once it holds its default limit of
/// 100,000 events: a failed apply must put the log back, and the apply should not pay for that
/// with a copy of the log.
@MainActor
private func printLongLivedApplyRow(clock: BenchmarkClock) {
    print("\n1,000 items, the first 10 replaced and back (a feed's refresh) on one view: with a fresh display log, then a full one")
    print(["items", "fresh log median", "full log median", "ratio", "events"].joined(separator: " | "))
    let items = Array(0..<1_000)
    let old = (try? DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: items)])) ?? DiffableDataSourceSnapshot()
    let new = (try? DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: Array(1_000..<1_010) + items.dropFirst(10))]))
        ?? DiffableDataSourceSnapshot()
    let (view, dataSource) = settledView(showing: old)
    var forward = true
    func applyNext() -> [UpdateAnimation]? {
        defer { forward.toggle() }
        return appliedAnimations(forward ? new : old, to: dataSource)
    }
    let fresh = median(clock.measure(applyNext))
    // Jumps between the two ends of the content: every jump ends the display of every cell on
    // screen and displays as many others.
    let ends = [CGPoint.zero, CGPoint(x: 0, y: max(0, view.contentSize.height - view.bounds.height))]
    var jumps = 0
    while view.displayEvents.count < CollectionView.defaultDisplayEventLimit, jumps < 100_000 {
        view.setContentOffset(ends[jumps % 2 == 0 ? 1 : 0], animated: false)
        view.layoutIfNeeded()
        jumps += 1
    }
    view.setContentOffset(.zero, animated: false)
    view.layoutIfNeeded()
    let full = median(clock.measure(applyNext))
    print(["1000", formatDuration(fresh), formatDuration(full), String(format: "%.2f×", full / fresh), "\(view.displayEvents.count)"]
        .joined(separator: " | "))
}

/// The diffable apply rows alone at 10k items, where the update's fixed cost weighs most: a short
/// run to profile (`valgrind --tool=callgrind`: the apply is `appliedAnimations`, its diff
/// `diffBetween`, one call per run). `BATCHSIM_BENCH_APPLY_ITEMS` (a comma-separated list of item
/// counts, multiples of 100) profiles other sizes the same way.
let diffableApplySuite = BenchmarkSuite(
    name: "diffable-apply",
    summary: "diffable apply with 1% changes against its diff at 10k items (BATCHSIM_BENCH_APPLY_ITEMS: other sizes)"
) { clock in
    let variable = "BATCHSIM_BENCH_APPLY_ITEMS"
    guard let text = ProcessInfo.processInfo.environment[variable] else {
        printApplyRows(sizes: [10_000], clock: clock)
        return
    }
    let fields = text.split(separator: ",", omittingEmptySubsequences: false)
    let sizes = fields.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }.filter { $0 >= 100 && $0 % 100 == 0 }
    guard !fields.isEmpty, sizes.count == fields.count else {
        FileHandle.standardError.write(Data("Error: \(variable)=\(text): expected item counts, multiples of 100, separated by commas (e.g. 100000,1000000)\n".utf8))
        exit(64)
    }
    printApplyRows(sizes: sizes, clock: clock)
}

/// The apply tables: `Int` identifiers, then struct identifiers, one row per size.
@MainActor
private func printApplyRows(sizes: [Int], clock: BenchmarkClock) {
    print("\ndiffable apply with 1% changes (0.4% deleted, 0.4% inserted, 0.2% moved), 100 items per section, 390×844 view")
    print("(the diff alone: StagedBatchUpdate between the same snapshots, called directly; goal: apply ≤ 2× it;")
    print(" paired: the diff run by run in alternation with the apply, after the same setup)")
    print(applyHeader)
    for items in sizes {
        let (old, new) = onePercentChange(items: items)
        print(measureApply(old: old, new: new, clock: clock).joined(separator: " | "))
    }
    print("\nthe same with struct item identifiers, as apps write them (an id and a title, synthesized Hashable)")
    print(applyHeader)
    for items in sizes {
        let (old, new) = onePercentChange(items: items)
        print(measureApply(old: old.mapItems(BenchItem.init), new: new.mapItems(BenchItem.init), clock: clock).joined(separator: " | "))
    }
}

/// The columns of ``measureApply(old:new:clock:)``'s rows.
private let applyHeader = ["items", "apply median", "diff median", "ratio", "paired diff median", "paired ratio", "stages"]
    .joined(separator: " | ")

/// An item identifier as apps declare one: a struct of a stable id and some content.
private struct BenchItem: Hashable, Sendable {
    var id: Int
    var title: String

    init(_ id: Int) {
        self.id = id
        title = "Item \(id)"
    }
}

extension DiffableDataSourceSnapshot {
    /// The same snapshot with every item identifier transformed.
    fileprivate func mapItems<Other>(_ transform: (ItemIdentifierType) -> Other) -> DiffableDataSourceSnapshot<SectionIdentifierType, Other> {
        let sections = sections.map { SnapshotSection(id: $0.id, items: $0.items.map(transform)) }
        return (try? DiffableDataSourceSnapshot<SectionIdentifierType, Other>(sections)) ?? DiffableDataSourceSnapshot<SectionIdentifierType, Other>()
    }
}

/// `apply(new)` over `old` through a collection view, and the diff between them alone: the row's
/// cells (items, apply, diff, ratio, stages).
@MainActor
private func measureApply<ItemID: Hashable & Sendable>(
    old: DiffableDataSourceSnapshot<Int, ItemID>, new: DiffableDataSourceSnapshot<Int, ItemID>, clock: BenchmarkClock
) -> [String] {
    let diff = median(clock.measure { diffBetween(old, new) })
    var stages = 0
    // The setup's apply is unanimated: the measured apply starts on a settled screen, as an app's
    // does, and displays only the views it brings on screen (one at 10k). A profile's call counts
    // (callgrind's) also count the setup's calls, which display every view. The diff is measured
    // twice: in a loop of its own (warm caches: the bar), and run by run in alternation with the
    // apply, each after the same setup, so that the machine's noise and the caches' state weigh
    // on both alike (the paired ratio is the median of the runs' ratios).
    let paired = clock.measurePaired(setup: { settledView(showing: old) }, { input in
        stages = appliedAnimations(new, to: input.1)?.count ?? -1
        return input
    }, against: { input in
        (input, diffBetween(old, new))
    })
    let apply = median(paired.body)
    return ["\(old.numberOfItems)", formatDuration(apply), formatDuration(diff), String(format: "%.2f×", apply / diff),
            formatDuration(median(paired.reference)), String(format: "%.2f×", median(paired.ratios)), "\(stages)"]
}

/// A 390×844 flow-layout view whose diffable data source has applied `snapshot` without animation
/// (zero duration): a settled screen. The data source and the view hold each other weakly (as
/// UIKit), so both are returned.
@MainActor
private func settledView<ItemID: Hashable & Sendable>(
    showing snapshot: DiffableDataSourceSnapshot<Int, ItemID>
) -> (CollectionView, CollectionViewDiffableDataSource<Int, ItemID>) {
    let (view, dataSource) = emptyView(of: ItemID.self)
    _ = try? dataSource.throwing.apply(snapshot, animatingDifferences: false)
    return (view, dataSource)
}

/// A 390×844 flow-layout view with a diffable data source that has applied nothing yet.
@MainActor
private func emptyView<ItemID: Hashable & Sendable>(of _: ItemID.Type) -> (CollectionView, CollectionViewDiffableDataSource<Int, ItemID>) {
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: CollectionViewFlowLayout())
    return (view, CollectionViewDiffableDataSource<Int, ItemID>(collectionView: view))
}

/// The diff of an apply, alone; never inlined, so that a profile counts it as one function.
@inline(never)
private func diffBetween<ItemID: Hashable & Sendable>(
    _ old: DiffableDataSourceSnapshot<Int, ItemID>, _ new: DiffableDataSourceSnapshot<Int, ItemID>
) -> StagedBatchUpdate<Int, ItemID>? {
    try? StagedBatchUpdate(from: old, to: new)
}

/// `apply(snapshot)` through the data source; never inlined, so that a profile counts it as one
/// function (the apply's diff is specialised here, as in an app's module).
@inline(never) @MainActor
private func appliedAnimations<ItemID: Hashable & Sendable>(
    _ snapshot: DiffableDataSourceSnapshot<Int, ItemID>, to dataSource: CollectionViewDiffableDataSource<Int, ItemID>
) -> [UpdateAnimation]? {
    try? dataSource.throwing.apply(snapshot)
}

/// Snapshots of `items` integers in sections of 100, and the same with 1% of the items changed.
private func onePercentChange(items: Int) -> (DiffableDataSourceSnapshot<Int, Int>, DiffableDataSourceSnapshot<Int, Int>) {
    let sections = (0..<(items / 100)).map { SnapshotSection(id: $0, items: Array(($0 * 100)..<($0 * 100 + 100))) }
    var random = SeededGenerator(seed: 5)
    var changed = sections
    for _ in 0..<(items / 250) {
        let section = Int.random(in: 0..<changed.count, using: &random)
        if !changed[section].items.isEmpty { changed[section].items.remove(at: Int.random(in: 0..<changed[section].items.count, using: &random)) }
    }
    for extra in 0..<(items / 250) {
        let section = Int.random(in: 0..<changed.count, using: &random)
        changed[section].items.insert(items + extra, at: Int.random(in: 0...changed[section].items.count, using: &random))
    }
    for _ in 0..<(items / 500) {
        let from = Int.random(in: 0..<changed.count, using: &random)
        let to = Int.random(in: 0..<changed.count, using: &random)
        guard let item = changed[from].items.popLast() else { continue }
        changed[to].items.insert(item, at: 0)
    }
    let old = (try? DiffableDataSourceSnapshot(sections)) ?? DiffableDataSourceSnapshot()
    let new = (try? DiffableDataSourceSnapshot(changed)) ?? DiffableDataSourceSnapshot()
    return (old, new)
}
