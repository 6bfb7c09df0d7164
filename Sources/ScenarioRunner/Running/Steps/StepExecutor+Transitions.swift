import CollectionViewSimulator
import Foundation

/// The step kinds that need issue #7's engine: animated scrolling and bounds changes, animated
/// and interactive layout transitions, and interruption. Each is one function, called from
/// ``StepExecutor/perform(_:at:previousStart:)``; until the engine has them, each reports that it
/// cannot run, at the step's JSON path.
///
/// Filling one in: perform the change with `animating(step) { … }` and `timing(step)`, return the
/// animation(s), and update ``StepExecutor/layoutSpec`` (and the delegate, with
/// `LayoutFactory.delegate(for:)`) when the layout changes, as ``StepExecutor/performLayoutChange(to:)``
/// does.
extension StepExecutor {
    /// `setContentOffset(_:animated: true)`, or with a velocity a fling that ends where
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` says.
    func performAnimatedScroll(_ scroll: ScrollStepSpec, _ step: StepSpec, at index: Int) throws(StepError) -> [UpdateAnimation] {
        throw unsupported("an animated scroll", step: index, key: "scroll")
    }

    /// An animated bounds change to a new frame size (`prepareForAnimatedBoundsChange(_:)` …
    /// `finalizeAnimatedBoundsChange()`).
    func performAnimatedResize(to size: CGSize, _ step: StepSpec, at index: Int) throws(StepError) -> [UpdateAnimation] {
        throw unsupported("an animated resize", step: index, key: "resize")
    }

    /// `setCollectionViewLayout(_:animated: true)`.
    func performAnimatedLayoutChange(to layout: LayoutSpec, _ step: StepSpec, at index: Int) throws(StepError) -> [UpdateAnimation] {
        throw unsupported("an animated layout change", step: index, key: "setLayout")
    }

    /// `startInteractiveTransition(to:)`, the progress values, then finish or cancel (animated
    /// with the step's animation).
    func performInteractiveTransition(
        _ transition: InteractiveTransitionSpec, _ step: StepSpec, at index: Int
    ) throws(StepError) -> [UpdateAnimation] {
        throw unsupported("an interactive transition", step: index, key: "interactive")
    }

    /// Moves the clock to `seconds` after the previous step's start (`previousStart`), where the
    /// step begins while the previous animation still runs. The run does not finish animations
    /// before a step with `interruptAt`, so the clock is still where the previous step left it.
    func startInterrupting(at seconds: Double, previousStart: Double, step index: Int) throws(StepError) {
        throw unsupported("interrupting a running animation", step: index, key: "interruptAt")
    }
}
