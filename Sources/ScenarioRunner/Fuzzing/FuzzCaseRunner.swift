import CollectionViewSimulator
import Foundation
import TimelineOutput

/// Runs a fuzzing case's steps on one simulated view and checks, after every step, what must hold
/// whatever the steps: finite values at every sampled instant, an invalid step that changes
/// nothing, views that settle on the layout's attributes, no view for an element the data source
/// lacks, one view per element, no jump, and identifiers that follow the batch's mapping.
@MainActor final class FuzzCaseRunner {
    /// The name failures give the scenario.
    private let name: String
    private let executor: StepExecutor
    private var previousStart: Double
    /// How close two values computed the same way must be.
    static let tolerance = 1e-6

    /// A view built as `scenario` says (its steps are not run), with `layout` instead of the
    /// scenario's when given.
    init(_ scenario: Scenario, layout: CollectionViewLayout?) {
        name = scenario.name
        executor = StepExecutor(scenario, file: scenario.name, layout: layout)
        previousStart = executor.collectionView.currentTime
    }

    /// The view the steps run on.
    var collectionView: CollectionView { executor.collectionView }
    /// The item counts of the data source's sections now.
    var counts: [Int] { executor.model.sections.itemCounts }
    /// The item identifiers of the data source's sections now.
    var identifiers: [[String]] { executor.model.sections.map(\.strings) }
    /// The content size the layout reports now.
    var contentSize: CGSize { executor.collectionView.contentSize }

    /// Runs every step of `steps` in order, then lets the animations finish; the first violation,
    /// or `nil`.
    func run(_ steps: [StepSpec]) -> FuzzViolation? {
        for (index, step) in steps.enumerated() {
            if let violation = run(step, at: index) { return violation }
        }
        return settle(after: steps.count - 1)
    }

    /// Runs one step and checks it. What earlier steps left in the view's records (display events,
    /// finished changes) is discarded first: the checks have read it, and a long case's memory
    /// stays flat.
    func run(_ spec: StepSpec, at index: Int) -> FuzzViolation? {
        let view = executor.collectionView
        view.discardRecords()
        var settledScreen: [ElementID: AnimatedAttributes]?
        if let interruptAt = spec.interruptAt {
            executor.moveClock(toInterruptAt: interruptAt, previousStart: previousStart)
        } else {
            let settled = settled(after: index - 1)
            if let violation = settled.violation { return violation }
            settledScreen = settled.screen
        }
        let screen = settledScreen ?? executor.screen()
        let before = Snapshot(executor, screen: screen)
        let stages: [UpdateAnimation]
        do {
            stages = try executor.perform(spec, at: index)
        } catch {
            if case .layout(let answer) = error {
                return FuzzViolation(property: "finite", step: index, message: "the layout answered a NaN or infinite value: \(answer)")
            }
            // Before any layout pass: the pass a failed update's invalidation owes may move views of
            // a layout that ignored a bounds change since it was prepared; that is not the step's change.
            let after = Snapshot(executor, screen: executor.screen(layingOut: false))
            guard after == before else {
                return FuzzViolation(property: "invalidStepUnchanged", step: index,
                                     message: "the step failed (\(error)) but changed \(before.difference(to: after))")
            }
            return nil
        }
        previousStart = stages.first?.startTime ?? view.currentTime
        view.layoutIfNeeded()
        // No `layoutAfter`: the fuzzer checks views against the layout once they settle (`settle`),
        // not the `endMatchesLayout` invariant that reads it.
        var result = StepResult(index: index, step: spec, stages: stages, error: nil, stateAfter: view.state,
                                screenBefore: screen, layoutAfter: [:])
        result.itemIdentifiers = (before.identifiers, executor.model.sections)
        return finite(result) ?? Self.invariants(result, scenario: name) ?? identifiers(result) ?? elementsExist(after: index)
    }

    /// Finishes the running animations, then checks that every view (cells, supplementary and
    /// decoration views) shows the layout's attributes, that each cell is for an item the data
    /// source has, and one view per element.
    func settle(after index: Int) -> FuzzViolation? {
        settled(after: index).violation
    }

    /// ``settle(after:)``, and what each element on screen shows once settled: the next step's
    /// ``StepExecutor/screen()``, which need not be read again (`nil` before the first step).
    private func settled(after index: Int) -> (violation: FuzzViolation?, screen: [ElementID: AnimatedAttributes]?) {
        guard index >= 0 else { return (nil, nil) }
        executor.finishAnimations()
        let view = executor.collectionView
        view.layoutIfNeeded()
        // The views' own attributes, read without the public getter's copies.
        let shownViews = view.presentedVisibleElements
        var screen = [ElementID: AnimatedAttributes](minimumCapacity: shownViews.count)
        let counts = counts
        for (_, attributes) in shownViews {
            // Named by its own attributes, not the view's table: two views of one element show.
            let element = ElementID(attributes), shown = AnimatedAttributes(attributes)
            guard screen.updateValue(shown, forKey: element) == nil else {
                return (FuzzViolation(property: "oneViewPerElement", step: index, message: "two views show \(element) once the animations end"), nil)
            }
            if attributes.representedElementCategory == .cell, let missing = missing(attributes.indexPath, in: counts) {
                return (FuzzViolation(property: "elementsExist", step: index, message: "a view shows \(element) once the animations end, but \(missing)"), nil)
            }
            guard let layout = executor.layoutAttributes(of: element) else { continue }
            let expected = AnimatedAttributes(layout)
            guard shown.isApproximatelyEqual(to: expected, tolerance: Self.tolerance) else {
                return (FuzzViolation(property: "settlesOnLayout", step: index,
                                      message: "\(element) shows \(shown) once the animations end; the layout says \(expected)"), nil)
            }
        }
        if let violation = elementsExist(after: index) { return (violation, nil) }
        assert(screen == executor.screen(layingOut: false), "the settled screen is what the next step starts from")
        return (nil, screen)
    }

    /// Every cell the layout reports in the visible rectangle is one the data source has.
    private func elementsExist(after index: Int) -> FuzzViolation? {
        let view = executor.collectionView, counts = counts
        for attributes in view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []
        where attributes.representedElementCategory == .cell {
            if let missing = missing(attributes.indexPath, in: counts) {
                return FuzzViolation(property: "elementsExist", step: index,
                                     message: "the layout answers attributes for \(ElementID(attributes)), but \(missing)")
            }
        }
        return nil
    }

    /// Why the data source, whose sections hold `counts` items, has no item at `indexPath`, or
    /// `nil` when it has one.
    private func missing(_ indexPath: IndexPath, in counts: [Int]) -> String? {
        guard counts.indices.contains(indexPath.section) else { return "the data source has \(counts.count) sections" }
        guard (0..<counts[indexPath.section]).contains(indexPath.item) else {
            return "section \(indexPath.section) holds \(counts[indexPath.section]) items"
        }
        return nil
    }

    /// No NaN or infinite value at the start, a quarter, half, three quarters and end of a track.
    private func finite(_ result: StepResult) -> FuzzViolation? {
        let state = result.stateAfter
        guard [state.contentOffset.x, state.contentOffset.y, state.contentSize.width, state.contentSize.height].allSatisfy(\.isFinite) else {
            return FuzzViolation(property: "finite", step: result.index, message: "the view's offset or content size is not finite: \(state)")
        }
        for stage in result.stages {
            for track in stage.tracks {
                for fraction in [0, 0.25, 0.5, 0.75, 1.0] {
                    let time = track.startTime + (track.endTime - track.startTime) * fraction
                    let value = track.value(at: time)
                    if let bad = Self.firstNonFinite(in: value) {
                        return FuzzViolation(property: "finite", step: result.index,
                                             message: "\(track.scenarioName) has \(bad) at t = \(time): \(value)")
                    }
                }
            }
        }
        return nil
    }

    /// The first NaN or infinite number of `value` (centre, size, alpha, then the transform's),
    /// or `nil` when every one is finite. A NaN or infinity makes the sum non-finite: only then (or
    /// when finite numbers overflow it, as 1e308 + 1e308 does) is each number looked at, so a
    /// finite but huge value is never reported.
    static func firstNonFinite(in value: AnimatedAttributes) -> CGFloat? {
        guard !sum(of: value).isFinite else { return nil }
        let numbers = [value.center.x, value.center.y, value.size.width, value.size.height, value.alpha] + value.transform3D.components
        return numbers.first { !$0.isFinite }
    }

    /// The sum of every number of `value`, without building an array of them.
    private static func sum(of value: AnimatedAttributes) -> CGFloat {
        let t = value.transform3D
        let rows = (t.m11 + t.m12 + t.m13 + t.m14) + (t.m21 + t.m22 + t.m23 + t.m24) + (t.m31 + t.m32 + t.m33 + t.m34) + (t.m41 + t.m42 + t.m43 + t.m44)
        return value.center.x + value.center.y + value.size.width + value.size.height + value.alpha + rows
    }

    /// The invariants that hold for every layout (``AnimationInvariant/everyLayout``), checked as
    /// scenarios and `expectInvariants` check them; the views' ends against the layout are checked
    /// once they settle (`settle`) instead.
    static func invariants(_ result: StepResult, scenario name: String) -> FuzzViolation? {
        var invariants = AnimationInvariant.everyLayout
        switch result.step.action {
        case .interactiveTransition, .drag:
            // An interactive transition shows its first progress at once, as UIKit's does, and a
            // dragged item follows the finger at once: jumps by design.
            invariants.removeAll { $0 == .startsWhereViewWas || $0 == .noJumpBetweenAnimations }
        default: break
        }
        guard let failure = InvariantChecker(scenario: name, step: result).check(invariants).first else { return nil }
        return FuzzViolation(property: failure.property, step: result.index, message: failure.description)
    }

    /// Each item that a batch carries from an old index path to a new one keeps its identifier.
    /// Only for a step whose data the operations derive: data a step gives is the step's word.
    private func identifiers(_ result: StepResult) -> FuzzViolation? {
        guard case .update(let update) = result.step.action, update.data == nil, let batch = result.animation?.batch else { return nil }
        let (before, after) = result.itemIdentifiers
        // A loop rather than `map`: a main-actor method handed to the standard library checks its
        // executor at every call.
        let view = executor.collectionView
        var viewCounts: [Int] = []
        for section in 0..<view.numberOfSections { viewCounts.append(view.numberOfItems(inSection: section)) }
        guard after.itemCounts == viewCounts else {
            return FuzzViolation(property: "identifiersFollowMapping", step: result.index,
                                 message: "the model holds \(after.itemCounts) items by section; the view counts others")
        }
        for (section, identifiers) in after.enumerated() {
            for (item, identifier) in identifiers.enumerated() {
                let new = IndexPath(item: item, section: section)
                guard let old = batch.oldIndexPath(forNew: new), before.indices.contains(old.section),
                      before[old.section].indices.contains(old.item) else { continue }
                guard before[old.section][old.item] == identifier else {
                    return FuzzViolation(property: "identifiersFollowMapping", step: result.index,
                                         message: "item \(old.section)-\(old.item) maps to \(section)-\(item), but holds \(before[old.section][old.item]) before and \(identifier) after")
                }
            }
        }
        return nil
    }
}

/// What an invalid step must leave exactly as it was, compared as values; the text of a
/// difference is made only for a failure.
@MainActor private struct Snapshot: Equatable {
    let state: CollectionViewState
    let identifiers: [ItemIdentifiers]
    let screen: [ElementID: AnimatedAttributes]
    let isAnimating: Bool
    let time: Double

    /// The executor's view now; `screen` is ``StepExecutor/screen()``, taken after its layout pass.
    init(_ executor: StepExecutor, screen: [ElementID: AnimatedAttributes]) {
        let view = executor.collectionView
        state = view.state
        identifiers = executor.model.sections
        self.screen = screen
        isAnimating = view.isAnimating
        time = view.currentTime
    }

    func difference(to other: Snapshot) -> String {
        if state != other.state { return "the view's state from \(state) to \(other.state)" }
        if identifiers != other.identifiers { return "the data from \(identifiers) to \(other.identifiers)" }
        if isAnimating != other.isAnimating || time != other.time { return "the running animations or the clock" }
        let changed = Set(screen.keys).union(other.screen.keys).sorted().first { screen[$0] != other.screen[$0] }
        return "what is on screen: " + (changed.map { element in
            "\(element) \(screen[element].map(String.init(describing:)) ?? "no view") became \(other.screen[element].map(String.init(describing:)) ?? "no view")"
        } ?? "\(screen.count) views became \(other.screen.count)")
    }
}
