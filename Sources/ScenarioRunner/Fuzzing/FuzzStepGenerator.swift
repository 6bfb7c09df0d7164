import BatchUpdates
import Foundation

/// Draws random steps from a seed: valid and invalid batches of all eight operations (several
/// sections, empty ones, deleting everything, some recorded by nested calls), diffable snapshots
/// built by calls (a few that UIKit raises for), data reloads with new counts, scrolls and flings,
/// bounds changes, animated and interactive layout transitions, reorders (drags), some of them
/// interrupting the previous step at a random instant.
struct FuzzStepGenerator {
    var random: SeededGenerator
    /// The most items the data may grow to by default, so that a step stays cheap.
    static let defaultMaxItems = 40
    /// The most items the data may grow to.
    var maxItems = defaultMaxItems
    /// Which steps to draw.
    var mode = FuzzMode.layouts
    /// The number of the next identifier an `apply` or a snapshot adds (`n1`, `n2`, …: generated
    /// items are `#1`, …).
    private var nextNewItem = 1
    /// The number of the next section a snapshot adds (`s1`, `s2`, …: the data source's sections
    /// are named by position, `0`, `1`, …).
    private var nextNewSection = 1

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// Item counts for the sections before the first step: one to three sections, some empty.
    mutating func initialData() -> [Int] {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in random.chance(0.2) ? 0 : Int.random(in: 1...12, using: &random) }
    }

    /// A view setup (``LayoutFuzzer/variesView``): each direction, with or without insets, each
    /// scale of 0…3, and each UIKit behaviour at its default or the other choice, alike likely.
    mutating func viewSetup() -> FuzzViewSetup {
        var setup = FuzzViewSetup()
        setup.rightToLeft = random.chance(0.5)
        setup.insets = random.chance(0.5)
        setup.screenScale = Int.random(in: 0...3, using: &random)
        for behaviour in FuzzViewSetup.Behaviour.allCases where random.chance(0.5) { setup.behaviours.insert(behaviour) }
        return setup
    }

    /// The next step, for a view whose sections hold `counts` items and whose content is
    /// `contentSize`; the first step (`isFirst`) has nothing to interrupt.
    ///
    /// - Parameter identifiers: The item identifiers of the data source's sections now, read only
    ///   for an `apply`.
    mutating func step(counts: [Int], contentSize: CGSize, layouts: [String], isFirst: Bool,
                       identifiers: () -> [[String]] = { [] }) -> FuzzStep {
        var mode = mode
        if mode == .mixed { mode = [.layouts, .diffable, .reorder][Int.random(in: 0..<3, using: &random)] }
        let action: FuzzStep.Action
        switch mode {
        case .diffable: action = diffableAction(counts: counts, contentSize: contentSize, identifiers: identifiers)
        case .reorder: action = reorderAction(counts: counts, contentSize: contentSize, layouts: layouts)
        case .layouts, .compositional, .mixed: action = layoutsAction(counts: counts, contentSize: contentSize, layouts: layouts)
        }
        var step = FuzzStep(action: action)
        if case .interactive = action {} else {
            step.animated = !random.chance(0.1)
            if case .scroll(_, velocity: .some) = action { step.animated = true }  // a fling always animates
            if !isFirst, step.animated, random.chance(0.3) { step.interruptAt = Double(Int.random(in: 0...30, using: &random)) / 100 }
        }
        return step
    }

    /// A step of the default mix.
    private mutating func layoutsAction(counts: [Int], contentSize: CGSize, layouts: [String]) -> FuzzStep.Action {
        let action: FuzzStep.Action
        switch Int.random(in: 0..<22, using: &random) {
        case 0..<11: action = update(counts: counts)
        case 11: action = .reloadData(reloadCounts(total: counts.reduce(0, +)))
        case 12..<15: action = scroll(contentSize: contentSize)
        case 15..<17:
            action = .resize(CGSize(width: Int.random(in: 20...48, using: &random) * 10, height: Int.random(in: 20...60, using: &random) * 10))
        case 17..<19: action = .setLayout(layouts.randomElement(using: &random) ?? "{ \"circle\": {} }")
        case 20: action = drag(counts: counts, contentSize: contentSize)
        default:
            action = interactive(layouts)
        }
        return action
    }

    /// A step of the diffable mix: almost half of them `apply`, one in eight a snapshot built by
    /// calls.
    private mutating func diffableAction(counts: [Int], contentSize: CGSize, identifiers: () -> [[String]]) -> FuzzStep.Action {
        switch Int.random(in: 0..<23, using: &random) {
        case 0..<10: apply(identifiers())
        case 20..<23: snapshot(identifiers())
        case 10..<13: update(counts: counts)
        case 13..<16: scroll(contentSize: contentSize)
        case 16: .resize(CGSize(width: Int.random(in: 20...48, using: &random) * 10, height: Int.random(in: 20...60, using: &random) * 10))
        case 17: .reloadData(reloadCounts(total: counts.reduce(0, +)))
        default: drag(counts: counts, contentSize: contentSize)
        }
    }

    /// A step of the reordering mix: mostly drags and interactive transitions, between batches,
    /// scrolls, layout changes and data reloads (`reloadData()`, often while the previous drop,
    /// return or transition still animates).
    private mutating func reorderAction(counts: [Int], contentSize: CGSize, layouts: [String]) -> FuzzStep.Action {
        switch Int.random(in: 0..<21, using: &random) {
        case 0..<8: drag(counts: counts, contentSize: contentSize)
        case 8..<12: interactive(layouts)
        case 12..<16: .update(operations(counts: counts))
        case 16..<18: scroll(contentSize: contentSize)
        case 18: .reloadData(reloadCounts(total: counts.reduce(0, +)))
        default: .setLayout(layouts.randomElement(using: &random) ?? "{ \"circle\": {} }")
        }
    }

    /// An interactive transition to one of `layouts`, one to three progress values, finished or cancelled.
    private mutating func interactive(_ layouts: [String]) -> FuzzStep.Action {
        let progress = (0..<Int.random(in: 1...3, using: &random)).map { _ in Double(Int.random(in: 1...19, using: &random)) / 20 }.sorted()
        return .interactive(layouts.randomElement(using: &random) ?? "{ \"circle\": {} }", progress: progress, finish: random.chance(0.5))
    }

    /// New data for `apply`: the items of `sections`, some dropped, a few moved, a few new ones
    /// added (no more than ``maxItems`` in all), regrouped into zero to three sections.
    ///
    /// Items the data model named (`#1`, …: a count section's, an insert's) are dropped: a file
    /// that names one reserves it, so replaying it would name the model's items otherwise.
    private mutating func apply(_ sections: [[String]]) -> FuzzStep.Action {
        var items = sections.flatMap { $0 }.filter { !$0.hasPrefix("#") && !random.chance(0.15) }
        for _ in 0..<Int.random(in: 0...3, using: &random) where items.count > 1 {
            let item = items.remove(at: Int.random(in: 0..<items.count, using: &random))
            items.insert(item, at: Int.random(in: 0...items.count, using: &random))
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) where items.count < maxItems {
            items.insert("n\(nextNewItem)", at: Int.random(in: 0...items.count, using: &random))
            nextNewItem += 1
        }
        let sectionCount = items.isEmpty ? Int.random(in: 0...1, using: &random) : Int.random(in: 1...3, using: &random)
        var cuts = (0..<max(0, sectionCount - 1)).map { _ in Int.random(in: 0...items.count, using: &random) }.sorted()
        cuts.append(items.count)
        var result: [[String]] = [], start = 0
        for cut in cuts.prefix(sectionCount) {
            result.append(Array(items[start..<max(start, cut)]))
            start = max(start, cut)
        }
        return .apply(result)
    }

    /// A drag of an item (sometimes one that does not exist) along one to four points inside the
    /// content, ended seven times in ten.
    private mutating func drag(counts: [Int], contentSize: CGSize) -> FuzzStep.Action {
        func extent(_ length: CGFloat, _ view: Int) -> Int { max(view, min(Int(length.isFinite ? length : 0), 4_000)) }
        let width = extent(contentSize.width, FuzzCase.viewSize.width), height = extent(contentSize.height, FuzzCase.viewSize.height)
        let path = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            CGPoint(x: Int.random(in: 0...width, using: &random), y: Int.random(in: 0...height, using: &random))
        }
        return .drag(item: item(counts).compactDescription, path: path, ends: random.chance(0.7))
    }

    /// New counts for `reloadData()`: zero to three sections, some empty; no more items than now
    /// once the data reached ``maxItems``.
    private mutating func reloadCounts(total: Int) -> [Int] {
        let most = max(0, min(12, (total < maxItems ? maxItems : total) / 3))
        return (0..<Int.random(in: 0...3, using: &random)).map { _ in random.chance(0.2) ? 0 : Int.random(in: 0...most, using: &random) }
    }

    private mutating func scroll(contentSize: CGSize) -> FuzzStep.Action {
        let width = max(0, Int(contentSize.width.isFinite ? contentSize.width : 0) - FuzzCase.viewSize.width + 40)
        let height = max(0, Int(contentSize.height.isFinite ? contentSize.height : 0) - FuzzCase.viewSize.height + 40)
        let offset = CGPoint(x: Int.random(in: -20...min(width, 4_000), using: &random),
                             y: Int.random(in: -20...min(height, 4_000), using: &random))
        guard random.chance(0.3) else { return .scroll(offset, velocity: nil) }
        let velocity = CGPoint(x: Double(Int.random(in: -30...30, using: &random)) / 10, y: Double(Int.random(in: -30...30, using: &random)) / 10)
        return .scroll(offset, velocity: velocity)
    }

    /// A batch of ``operations(counts:)``; one in five of those with two or more operations records
    /// some in nested `performBatchUpdates` calls (one or two levels deep).
    private mutating func update(counts: [Int]) -> FuzzStep.Action {
        let operations = operations(counts: counts)
        guard operations.count > 1, random.chance(0.2) else { return .update(operations) }
        var cuts = (0..<Int.random(in: 1...2, using: &random)).map { _ in Int.random(in: 0...operations.count, using: &random) }.sorted()
        cuts.append(operations.count)
        var lists: [[BatchOperation]] = [], start = 0
        for cut in cuts {
            lists.append(Array(operations[start..<max(start, cut)]))
            start = max(start, cut)
        }
        return .nestedUpdate(lists)
    }

    /// A name for a new item, `n1`, `n2`, …
    mutating func newItemName() -> String {
        defer { nextNewItem += 1 }
        return "n\(nextNewItem)"
    }

    /// A name for a new section, `s1`, `s2`, …
    mutating func newSectionName() -> String {
        defer { nextNewSection += 1 }
        return "s\(nextNewSection)"
    }

    /// One to four operations; about one index in ten out of range, so some batches are invalid.
    private mutating func operations(counts: [Int]) -> [BatchOperation] {
        if random.chance(0.04) { return counts.indices.map { .deleteSection($0) } }  // delete everything
        if random.chance(0.04) { return [] }  // performBatchUpdates(nil)
        let total = counts.reduce(0, +)
        return (0..<Int.random(in: 1...4, using: &random)).map { _ in operation(counts: counts, mayGrow: total < maxItems) }
    }

    private mutating func operation(counts: [Int], mayGrow: Bool) -> BatchOperation {
        let sections = counts.count
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where mayGrow:
            let section = index(below: sections)
            return .insertItem(IndexPath(item: index(below: (counts.indices.contains(section) ? counts[section] : 0) + 1), section: section))
        case 1: return .deleteItem(item(counts))
        case 2: return .reloadItem(item(counts))
        case 3:
            let from = item(counts)
            return .moveItem(from: from, to: item(counts))
        case 4 where mayGrow || random.chance(0.3): return .insertSection(index(below: sections + 1))
        case 5: return .deleteSection(index(below: sections))
        case 6: return .reloadSection(index(below: sections))
        case 7:
            let from = index(below: sections)
            return .moveSection(from: from, to: index(below: sections))
        default: return .reloadItem(item(counts))
        }
    }

    /// An index below `count`, or just past it one time in ten.
    private mutating func index(below count: Int) -> Int {
        if count <= 0 || random.chance(0.1) { return max(0, count) + Int.random(in: 0...1, using: &random) }
        return Int.random(in: 0..<count, using: &random)
    }

    /// An item's index path, in a section that may not exist, at an index that may be past the end.
    private mutating func item(_ counts: [Int]) -> IndexPath {
        let section = index(below: counts.count)
        return IndexPath(item: index(below: counts.indices.contains(section) ? counts[section] : 0), section: section)
    }
}
