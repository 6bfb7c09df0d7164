import BatchUpdates
import Foundation
import Keyframes

/// The view's simulated clock, the default timings of its changes, and what it has animated so far.
extension CollectionView {
    /// The view's simulated clock, in seconds. Animations start at the clock's time and completion
    /// handlers run when it passes their end; it moves only through ``advanceTime(by:)`` and
    /// ``finishAnimations()``, so every run is deterministic.
    public var currentTime: Double { engine.clock }

    /// Moves the clock forward: the views whose leaving animation has ended end display, then the
    /// completion handlers whose animations have ended run in order, with `finished == true`.
    public func advanceTime(by seconds: Double) {
        engine.advanceTime(by: seconds)
    }

    /// Moves the clock to the end of every running animation and runs their completion handlers.
    public func finishAnimations() {
        engine.finishAnimations()
    }

    /// Whether an animation is still running at the current time, with or without a completion handler.
    public var isAnimating: Bool {
        engine.isAnimating
    }

    /// Runs `changes` with animations off, as `UIView.performWithoutAnimation` does: updates inside
    /// still call every layout hook, but their duration is 0, so the end state applies at once and
    /// their completion handlers run before this returns.
    public func performWithoutAnimation<Result>(_ changes: () throws -> Result) rethrows -> Result {
        engine.animationsDisabled += 1
        defer { engine.animationsDisabled -= 1 }
        return try changes()
    }

    /// The timing of updates that do not give one: 0.25 s, linear. That is the only measured figure
    /// (UIKit's macOS port, UXKit); iOS's own is unmeasured, so it is one setting.
    public var updateTiming: TrackTiming {
        get { engine.updateTiming }
        set { engine.updateTiming = newValue }
    }

    /// Which UIKit's validation batch updates are checked against; iOS 16.4 and later by default.
    public var validationBehavior: ValidationBehavior {
        get { engine.validationBehavior }
        set { engine.validationBehavior = newValue }
    }

    /// What stands in when a cell's `initial…`/`final…` provider returns `nil`.
    public var missingAttributesFallback: MissingAttributesFallback {
        get { engine.missingAttributesFallback }
        set { engine.missingAttributesFallback = newValue }
    }

    /// In what order a batch update asks the layout's `initial…`/`final…` providers, and about
    /// which elements off screen: UIKit's update stages by default (``ProviderOrder``).
    public var providerOrder: ProviderOrder {
        get { engine.providerOrder }
        set { engine.providerOrder = newValue }
    }

    /// When the engine runs a cell's `apply(_:)` to record the view properties it sets:
    /// ``AppliedPropertiesSampling/endpoints`` (UIKit's way, the default) or at every frame.
    public var appliedPropertiesSampling: AppliedPropertiesSampling {
        get { engine.appliedPropertiesSampling }
        set { engine.appliedPropertiesSampling = newValue }
    }

    /// The animation of the last update, also for the eight operations called outside a batch.
    public var lastAnimation: UpdateAnimation? { engine.history.last }

    /// The timing of animated scrolls that give none: 0.3 s, ease-in-ease-out (unmeasured on iOS).
    public var scrollTiming: TrackTiming {
        get { engine.scrollTiming }
        set { engine.scrollTiming = newValue }
    }

    /// The timing of animated layout transitions that give none: 0.25 s, ease-in-ease-out (UXKit's).
    public var layoutTransitionTiming: TrackTiming {
        get { engine.layoutTransitionTiming }
        set { engine.layoutTransitionTiming = newValue }
    }

    /// Which layout a layout transition asks about the move to its new content offset
    /// (`shouldInvalidateLayout(forBoundsChange:)`): the layout being replaced, as OpenUXKit's
    /// decompiled transition does, by default; or the layout being installed
    /// (``TransitionBoundsChangeLayout``).
    public var transitionBoundsChangeLayout: TransitionBoundsChangeLayout {
        get { engine.transitionBoundsChangeLayout }
        set { engine.transitionBoundsChangeLayout = newValue }
    }

    /// The animated changes so far (the last ``animationHistoryLimit`` of them), to follow a
    /// view's motion across them.
    public var animationHistory: AnimationHistory {
        AnimationHistory(Array(engine.history.entries))
    }
}
