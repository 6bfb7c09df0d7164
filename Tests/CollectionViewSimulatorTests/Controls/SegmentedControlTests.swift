import CollectionViewSimulator
import Foundation
import Testing

@Suite("Segmented control: segments and a simulated tap on one")
@MainActor
struct SegmentedControlTests {
    @Test("init(items:) makes a segment per title or image; nothing is selected")
    func items() {
        let image = Image(systemName: "list.bullet")
        let control = SegmentedControl(items: ["Grid", image as Any, 3])
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 0) == "Grid" && control.imageForSegment(at: 1) == image)
        #expect(control.titleForSegment(at: 5) == nil && !control.isEnabledForSegment(at: -1))
    }

    @Test("inserting clamps the index and keeps the selected segment selected; removing it selects none")
    func insertAndRemove() {
        let control = SegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 99, animated: false)
        control.insertSegment(withTitle: "first", at: -3, animated: true)
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["first", "A", "B", "Z"])
        #expect(control.selectedSegmentIndex == 2)
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && control.numberOfSegments == 3)
    }

    @Test("tapping a segment selects it and sends valueChanged; tapping the selected one or a disabled one changes nothing")
    func tapSegment() {
        let log = EventLog()
        let control = log.control(SegmentedControl(items: ["Grid", "List", "Map"]), logging: [("valueChanged", .valueChanged)])
        #expect(control.tapSegment(at: 1))
        #expect(control.tapSegment(at: 1))
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.tapSegment(at: 2) && !control.tapSegment(at: 7))
        #expect(control.selectedSegmentIndex == 1 && log.entries == ["valueChanged"])
    }

    @Test("a segment made from an action runs it when selected")
    func actions() {
        var chosen: [String] = []
        let control = SegmentedControl(frame: .zero, actions: [
            Action(title: "Day") { chosen.append($0.title) }, Action(title: "Week") { chosen.append($0.title) },
        ])
        control.tapSegment(at: 1)
        #expect(chosen == ["Week"] && control.titleForSegment(at: 0) == "Day" && control.actionForSegment(at: 1)?.title == "Week")
    }
}
