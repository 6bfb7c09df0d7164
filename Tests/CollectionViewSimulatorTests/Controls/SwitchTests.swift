import CollectionViewSimulator
import Foundation
import Testing

@Suite("Switch: on and off")
@MainActor
struct SwitchTests {
    @Test("setOn sends nothing; a tap flips the switch, then sends valueChanged and the tap's events")
    func tapFlips() {
        let log = EventLog()
        let toggle = log.control(Switch(frame: .zero), logging: tapEvents)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && log.entries.isEmpty)
        #expect(toggle.tap())
        #expect(!toggle.isOn)
        #expect(log.entries == ["touchDown (highlighted)", "valueChanged", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("a switch made with a primary action reads its new value there")
    func primaryAction() {
        var values: [Bool] = []
        let toggle = Switch(frame: .zero, primaryAction: Action { values.append(($0.sender as? Switch)?.isOn ?? false) })
        toggle.tap()
        toggle.tap()
        toggle.isEnabled = false
        toggle.tap()
        #expect(values == [true, false] && !toggle.isOn)
    }
}
