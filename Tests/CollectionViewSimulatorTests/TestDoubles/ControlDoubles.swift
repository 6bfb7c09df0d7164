import CollectionViewSimulator
import Foundation

/// A list of what happened, in order, that actions and controllers append to.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }

    /// An action that logs `name` and the control's highlight when it runs.
    func action(_ name: String, identifier: Action.Identifier? = nil) -> Action {
        Action(title: name, identifier: identifier) { [unowned self] action in
            let highlighted = (action.sender as? Control)?.isHighlighted == true ? " (highlighted)" : ""
            self.append(name + highlighted)
        }
    }

    /// A control with one logging action per event in `events`, named after the event.
    func control<C: Control>(_ control: C, logging events: [(String, Control.Event)]) -> C {
        for (name, event) in events { control.addAction(action(name), for: event) }
        return control
    }
}

/// The events a tap can send, named, for ``EventLog/control(_:logging:)``.
let tapEvents: [(String, Control.Event)] = [
    ("touchDown", .touchDown), ("valueChanged", .valueChanged), ("touchUpInside", .touchUpInside),
    ("primaryActionTriggered", .primaryActionTriggered), ("menuActionTriggered", .menuActionTriggered),
]

/// A controller that logs its appearance and containment callbacks as "name.callback".
final class LoggingController: ViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        (self.name, self.log) = (name, log)
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() { log.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name).viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) { log.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: ViewController?) { log.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}
