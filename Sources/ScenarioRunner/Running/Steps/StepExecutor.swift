import CollectionViewSimulator
import Foundation
import Keyframes
import TimelineOutput

/// Performs a scenario's steps on one simulated collection view: builds the view, its layout and
/// data source from the scenario, then runs each step with the function for its kind.
///
/// ``perform(_:at:)`` is the one place where step kinds meet the engine. The kinds
/// that need the animation engine (animated scrolls and bounds changes, layout transitions,
/// interactive transitions, interruptions) each have their own function in
/// `StepExecutor+Transitions.swift`.
@MainActor final class StepExecutor {
    let collectionView: CollectionView
    let dataSource: ScenarioDataSource
    /// The layout's delegate, kept here because the view holds its delegate weakly (as UIKit);
    /// setting it makes it the view's delegate.
    var delegate: (any CollectionViewDelegate)? {
        didSet { collectionView.delegate = delegate }
    }
    /// The data source's contents between steps, and the generator of identifiers.
    var model: DataModel
    /// The description of the layout in use.
    var layoutSpec: LayoutSpec
    /// The UIKit behaviour the scenario follows.
    let uikit: UIKitBehaviorSpec
    /// The scenario file's name, for errors that point into it.
    let file: String
    /// The most keyframes an animated scroll may sample.
    let maxScrollSamples: Int
    /// The delegate calls of the step being performed (a `tap`'s).
    var delegateCalls: [CollectionViewDelegateCall] = []

    /// Builds the collection view a scenario describes, laid out and ready for its first step;
    /// `layout`, when given, replaces the scenario's layout (the fuzzer's user layouts).
    init(_ scenario: Scenario, file: String, layout: CollectionViewLayout? = nil) {
        self.file = file
        maxScrollSamples = scenario.maxScrollSamples
        uikit = scenario.uikit
        layoutSpec = scenario.layout
        let view = scenario.view
        collectionView = CollectionView(
            frame: CGRect(origin: .zero, size: view.size),
            collectionViewLayout: layout ?? LayoutFactory.make(scenario.layout, behavior: scenario.uikit))
        collectionView.screenScale = view.screenScale
        collectionView.contentInset = view.contentInset
        collectionView.safeAreaInsets = view.safeAreaInsets
        collectionView.layoutMargins = view.layoutMargins
        collectionView.allowsMultipleSelection = view.allowsMultipleSelection
        collectionView.semanticContentAttribute = view.semanticContentAttribute
        collectionView.rightToLeftStart = view.rightToLeftStart
        collectionView.contentOffset = view.contentOffset
        collectionView.validationBehavior = scenario.uikit.validation
        collectionView.missingAttributesFallback = scenario.uikit.providers == .documented ? .unchanged : .transparentCopy
        collectionView.displayOrder = scenario.uikit.displayOrder
        collectionView.providerOrder = scenario.uikit.providerOrder
        collectionView.transitionBoundsChangeLayout = scenario.uikit.transitionBoundsChangeLayout
        delegate = layout == nil ? LayoutFactory.delegate(for: scenario.layout) : nil
        collectionView.delegate = delegate
        model = DataModel(scenario.data, reserving: scenario.namedIdentifiers)
        dataSource = ScenarioDataSource(model.sections)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
    }

    /// Performs step `index`. A step with `interruptAt` starts wherever the clock stands:
    /// ``moveClock(toInterruptAt:previousStart:)`` first.
    ///
    /// - Parameters:
    ///   - step: The step.
    ///   - index: Its index, for errors that name its JSON path.
    /// - Returns: The step's animations (one per batch; none for a change without animation).
    /// - Throws: ``StepError``: UIKit's message for an invalid batch (the view is left as it was),
    ///   why the step's data cannot be used, or ``StepError/layout(_:)`` when the layout answered a
    ///   NaN or infinite number during the step or the layout pass before it.
    func perform(_ step: StepSpec, at index: Int) throws(StepError) -> [UpdateAnimation] {
        let animations: [UpdateAnimation]
        do {
            animations = try performAction(step, at: index)
        } catch {
            collectionView.clearNonFiniteLayoutAnswer()
            throw error
        }
        if let answer = collectionView.nonFiniteLayoutAnswer {
            collectionView.clearNonFiniteLayoutAnswer()
            throw .layout(answer)
        }
        return animations
    }

    private func performAction(_ step: StepSpec, at index: Int) throws(StepError) -> [UpdateAnimation] {
        switch step.action {
        case .update(let update):
            return try performUpdate(update, step)
        case .apply(let apply):
            return try performApply(apply, step)
        case .snapshot(let snapshot):
            return try performSnapshot(snapshot, step)
        case .scroll(let scroll):
            if let section = scroll.section { return try performOrthogonalScroll(scroll, section: section, step) }
            guard step.animated else { return performScroll(to: scroll.contentOffset) }
            return try performAnimatedScroll(scroll, step, at: index)
        case .resize(let size):
            guard step.animated else { return performResize(to: size) }
            return try performAnimatedResize(to: size, step, at: index)
        case .setLayout(let layout):
            guard step.animated else { return performLayoutChange(to: layout) }
            return try performAnimatedLayoutChange(to: layout, step, at: index)
        case .interactiveTransition(let transition):
            return try performInteractiveTransition(transition, step, at: index)
        case .selection(let selection):
            return try performSelection(selection)
        case .drag(let drag):
            return try performDrag(drag, step)
        case .reloadData(let data):
            return performReloadData(data)
        }
    }

    /// Moves the clock to the end of every animation so far and runs their completion handlers.
    func finishAnimations() {
        collectionView.finishAnimations()
    }

    /// The step's animation parameters as the engine takes them.
    func timing(_ step: StepSpec) -> TrackTiming {
        TrackTiming(delay: step.animation.delay, duration: step.animation.duration, curve: step.animation.curve)
    }

    /// Runs `body` as the step asks: inside `performWithoutAnimation` for `"animated": false`.
    func animating<Result>(_ step: StepSpec, _ body: () throws -> Result) rethrows -> Result {
        step.animated ? try body() : try collectionView.performWithoutAnimation(body)
    }
}
