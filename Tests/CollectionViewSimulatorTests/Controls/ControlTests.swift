import CollectionViewSimulator
import Foundation
import Testing

@Suite("Control: state, actions and a simulated tap")
@MainActor
struct ControlTests {
    nonisolated static let eventValues: [(Control.Event, UInt)] = [
        (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8), (.touchDragEnter, 16),
        (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128), (.touchCancel, 256), (.valueChanged, 4096),
        (.primaryActionTriggered, 8192), (.menuActionTriggered, 16384), (.editingDidBegin, 65536),
        (.editingChanged, 131_072), (.editingDidEnd, 262_144), (.editingDidEndOnExit, 524_288),
        (.allTouchEvents, 0xFFF), (.allEditingEvents, 0xF0000), (.allEvents, 0xFFFF_FFFF),
    ]

    @Test("events have UIKit's raw values", arguments: eventValues)
    func eventRawValues(_ event: Control.Event, _ rawValue: UInt) {
        #expect(event.rawValue == rawValue)
    }

    @Test("the state has UIKit's bits and follows isEnabled, isSelected and isHighlighted")
    func state() {
        #expect([Control.State.normal, .highlighted, .disabled, .selected, .focused].map(\.rawValue) == [0, 1, 2, 4, 8])
        let control = Control(frame: .zero)
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
    }

    @Test("a tap sends touchDown while highlighted, then touchUpInside and primaryActionTriggered, in UIKit's order")
    func tapOrder() {
        let log = EventLog()
        let control = log.control(Control(frame: .zero), logging: tapEvents)
        #expect(control.tap())
        #expect(log.entries == ["touchDown (highlighted)", "touchUpInside", "primaryActionTriggered"])
        #expect(!control.isHighlighted)
    }

    @Test("a disabled or hidden control, or one under a view that takes no touches, ignores a tap")
    func tapNeedsTouches() {
        let log = EventLog()
        let control = log.control(Control(frame: .zero), logging: tapEvents)
        control.isEnabled = false
        #expect(!control.tap())
        control.isEnabled = true
        control.isHidden = true
        #expect(!control.tap())
        control.isHidden = false
        let container = View(frame: .zero)
        container.addSubview(control)
        container.isUserInteractionEnabled = false
        #expect(!control.tap())
        #expect(log.entries.isEmpty)
        container.isUserInteractionEnabled = true
        #expect(control.tap())
    }

    @Test("sendActions(for:) sends whatever the state, to every action of any of the events, in the order added")
    func sendActions() {
        let log = EventLog()
        let control = Control(frame: .zero)
        control.addAction(log.action("first"), for: .valueChanged)
        control.addAction(log.action("second"), for: [.touchUpInside, .valueChanged])
        control.isEnabled = false
        control.sendActions(for: [.valueChanged, .touchUpInside])
        #expect(log.entries == ["first", "second"])
    }

    @Test("actions are told apart by identifier: re-adding one replaces it and adds its events; removing takes events away")
    func identifiers() {
        let log = EventLog()
        let control = Control(frame: .zero)
        let id = Action.Identifier("refresh")
        control.addAction(log.action("old", identifier: id), for: .touchUpInside)
        control.addAction(log.action("new", identifier: id), for: .valueChanged)
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["new"])

        control.removeAction(identifiedBy: id, for: .touchUpInside)
        #expect(control.allControlEvents == .valueChanged)
        control.removeAction(control.actions(for: .valueChanged)[0], for: .valueChanged)
        #expect(control.allControlEvents.isEmpty && control.actions(for: .allEvents).isEmpty)
    }

    @Test("init(frame:primaryAction:) registers the action for primaryActionTriggered only, and the sender is the control")
    func primaryAction() {
        var senders: [Control?] = []
        let control = Control(frame: .zero, primaryAction: Action { senders.append($0.sender as? Control) })
        #expect(control.allControlEvents == .primaryActionTriggered)
        control.tap()
        #expect(senders.count == 1 && senders[0] === control)
    }
}
