import BatchUpdates
import CollectionViewSimulator

/// Which UIKit a scenario runs against, where UIKit's versions or its documentation and its
/// observed behaviour differ (`"uikit": {"validation": "classic", "providers": "documented"}`).
package struct UIKitBehaviorSpec: Sendable, Equatable {
    /// The batch validation and its messages: iOS 16.4+ (`modern`, the default) or earlier
    /// (`classic`).
    package var validation: ValidationBehavior
    /// What the base layout's `initial…`/`final…` providers return: UIKit's observed snapshots
    /// (`observed`, the default) or the documented `nil` (`documented`).
    package var providers: UpdateAttributesDefault
    /// Whether, at one moment, views that leave end display before views that come are asked for
    /// (`endThenDisplay`, the default) or after (`displayThenEnd`); see ``DisplayOrder``.
    package var displayOrder: DisplayOrder
    /// In what order a batch update asks the `initial…`/`final…` providers: UIKit's update stages
    /// (`updateStages`, the default) or every element on screen before, then after
    /// (`visibleBeforeThenAfter`); see ``ProviderOrder``.
    package var providerOrder: ProviderOrder
    /// Which layout a layout transition asks about the move to its new offset: the layout being
    /// replaced (`oldLayout`, the default) or the one being installed (`newLayout`); see
    /// ``TransitionBoundsChangeLayout``.
    package var transitionBoundsChangeLayout: TransitionBoundsChangeLayout

    /// Creates the behaviour; the defaults are today's UIKit as observed.
    package init(validation: ValidationBehavior = .modern, providers: UpdateAttributesDefault = .observed,
                displayOrder: DisplayOrder = .endThenDisplay, providerOrder: ProviderOrder = .updateStages,
                transitionBoundsChangeLayout: TransitionBoundsChangeLayout = .oldLayout) {
        self.validation = validation
        self.providers = providers
        self.displayOrder = displayOrder
        self.providerOrder = providerOrder
        self.transitionBoundsChangeLayout = transitionBoundsChangeLayout
    }
}

extension UIKitBehaviorSpec {
    /// Decodes `{"validation": "modern" | "classic", "providers": "observed" | "documented",
    /// "displayOrder": "endThenDisplay" | "displayThenEnd", "providerOrder": "updateStages" |
    /// "visibleBeforeThenAfter", "transitionBoundsChangeLayout": "oldLayout" | "newLayout"}`.
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: ["validation", "providers", "displayOrder", "providerOrder", "transitionBoundsChangeLayout"])
        self.init()
        if let validation = object.optional("validation") {
            self.validation = try validation.choice([("modern", .modern), ("classic", .classic)], what: "validation")
        }
        if let providers = object.optional("providers") {
            self.providers = try providers.choice([("observed", .observed), ("documented", .documented)], what: "providers")
        }
        if let order = object.optional("displayOrder") {
            displayOrder = try order.choice(DisplayOrder.allCases.map { ($0.rawValue, $0) }, what: "display order")
        }
        if let order = object.optional("providerOrder") {
            providerOrder = try order.choice(ProviderOrder.allCases.map { ($0.rawValue, $0) }, what: "provider order")
        }
        if let layout = object.optional("transitionBoundsChangeLayout") {
            transitionBoundsChangeLayout = try layout.choice(TransitionBoundsChangeLayout.allCases.map { ($0.rawValue, $0) },
                                                             what: "transition bounds-change layout")
        }
    }
}
