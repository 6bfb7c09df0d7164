import Foundation

/// A control (UIKit's `UIControl`, the name UIKitCompatibility gives it): a view with a state
/// (enabled, selected, highlighted) that runs ``Action``s when events happen, through UIKit's
/// closure API of iOS 14, which compiles on iOS and here alike:
///
/// ```swift
/// let retry = UIButton(type: .system, primaryAction: UIAction(title: "Retry") { _ in model.reload() })
/// toggle.addAction(UIAction { action in model.isMuted = (action.sender as? UISwitch)?.isOn ?? false },
///                  for: .valueChanged)
/// ```
///
/// Nothing is drawn and nobody touches the screen: a test plays a user's tap with ``tap()``, or
/// sends events itself with UIKit's ``sendActions(for:)``. Target–action
/// (`addTarget(_:action:for:)` with a `#selector`) needs the Objective-C runtime and is not here:
/// register a ``Action`` instead.
open class Control: View {
    /// The registered actions and the events each answers, in the order they were first added.
    private var registrations: [(action: Action, events: Event)] = []

    /// Whether the control takes touches (UIKit's default `true`); a disabled control's ``tap()``
    /// does nothing, and its ``state`` holds `.disabled`.
    open var isEnabled = true

    /// Whether the control is selected; `false` by default.
    open var isSelected = false

    /// Whether a finger is down on the control: `true` only during a ``tap()``'s `.touchDown`.
    open var isHighlighted = false

    /// Whether a tap shows the control's menu instead of sending its primary action (iOS 14); see
    /// ``Button/menu``.
    open var showsMenuAsPrimaryAction = false

    /// Whether a long press shows the control's menu (iOS 14); `false` by default. Stored.
    open var isContextMenuInteractionEnabled = false

    /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Creates a control whose `primaryAction` runs on `.primaryActionTriggered` (UIKit's
    /// `init(frame:primaryAction:)`, iOS 14); a button also takes the action's title and image.
    ///
    /// - Parameters:
    ///   - frame: The control's rectangle.
    ///   - primaryAction: The action; `nil` for none.
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        adoptPrimaryAction(primaryAction)
    }

    /// What a control takes from its primary action besides running it: nothing in the base class;
    /// a button takes its title and image.
    func adoptPrimaryAction(_ action: Action) {}

    /// Every event some action answers (UIKit's `allControlEvents`).
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Registers `action` for `controlEvents` (UIKit's `addAction(_:for:)`, iOS 14). Actions are
    /// told apart by their identifier, as UIKit documents: adding an action whose identifier is
    /// registered replaces the registered one and adds the events to those it answers.
    ///
    /// - Parameters:
    ///   - action: The action to run.
    ///   - controlEvents: The events that run it.
    open func addAction(_ action: Action, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registrations[index] = (action, registrations[index].events.union(controlEvents))
        } else {
            registrations.append((action, controlEvents))
        }
    }

    /// Stops `action` (matched by identifier) answering `controlEvents` (UIKit's
    /// `removeAction(_:for:)`).
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events it no longer answers.
    open func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops the action with `actionIdentifier` answering `controlEvents` (UIKit's
    /// `removeAction(identifiedBy:for:)`); an action left answering no event is dropped.
    ///
    /// - Parameters:
    ///   - actionIdentifier: The action's identifier.
    ///   - controlEvents: The events it no longer answers.
    open func removeAction(identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event) {
        registrations = registrations.compactMap { registration in
            guard registration.action.identifier == actionIdentifier else { return registration }
            let events = registration.events.subtracting(controlEvents)
            return events.isEmpty ? nil : (registration.action, events)
        }
    }

    /// The registered actions, in the order they were added, that answer any of `controlEvents`
    /// (the simulator's own query; UIKit enumerates them with `enumerateEventHandlers(_:)`).
    ///
    /// - Parameter controlEvents: The events.
    /// - Returns: The actions.
    public func actions(for controlEvents: Event) -> [Action] {
        registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
    }

    /// Runs every action that answers any of `controlEvents`, in the order they were added, with
    /// the control as their ``Action/sender`` (UIKit's `sendActions(for:)`). As in UIKit it sends
    /// whatever the control's state: it is the program speaking, not a finger.
    ///
    /// - Parameter controlEvents: The events that happened.
    open func sendActions(for controlEvents: Event) {
        for action in actions(for: controlEvents) { sendAction(action) }
    }

    /// Runs `action` with the control as its sender (UIKit's `sendAction(_:)`, iOS 14).
    ///
    /// - Parameter action: The action.
    open func sendAction(_ action: Action) {
        action.perform(sender: self)
    }

    /// Plays a user's tap on the control (the simulator's own entry point): when the control takes
    /// touches (it is enabled, not hidden, and it and every superview have
    /// ``View/isUserInteractionEnabled``) the finger comes down (``isHighlighted`` becomes `true`
    /// and `.touchDown` is sent), lifts (``isHighlighted`` becomes `false`), and the control does
    /// what a tap does: in the base class and a button, `.touchUpInside` then
    /// `.primaryActionTriggered`, the event iOS 14's `init(frame:primaryAction:)` registers for; a
    /// switch or a segmented control changes its value first and sends `.valueChanged`.
    ///
    /// - Returns: Whether the control took the tap.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, !isHidden, receivesTouches else { return false }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        finishTap()
        return true
    }

    /// What a tap does once the finger lifts; subclasses in this module replace it.
    func finishTap() {
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }
}
