import CollectionViewSimulator
import Foundation
import Testing

@Suite("Custom view cell accessories")
@MainActor
struct CellAccessoryCustomViewTests {
    @Test("a custom view accessory holds its view and options, with UIKit's defaults for those left out")
    func configuration() {
        let badge = View(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let accessory = CellAccessory.customView(configuration: .init(customView: badge, placement: .trailing()))
        #expect(accessory.kind == .customView)
        #expect(accessory.displayedState == .always)
        let configuration = accessory.customViewConfiguration
        #expect(configuration?.customView === badge)
        #expect(configuration?.isHidden == false && configuration?.maintainsFixedSize == false)
        #expect(configuration?.reservedLayoutWidth == .standard && configuration?.tintColor == nil)
        #expect(CellAccessory.checkmark().customViewConfiguration == nil)

        let editing = CellAccessory.customView(configuration: .init(
            customView: badge, placement: .leading(displayed: .whenEditing), isHidden: true,
            reservedLayoutWidth: .custom(44), tintColor: Color(white: 0.5, alpha: 1), maintainsFixedSize: true))
        #expect(editing.displayedState == .whenEditing)
        #expect(editing.customViewConfiguration?.reservedLayoutWidth == .custom(44))
        #expect(editing.customViewConfiguration?.isHidden == true && editing.customViewConfiguration?.maintainsFixedSize == true)
        guard case .leading? = editing.customViewConfiguration?.placement else {
            Issue.record("expected a leading placement")
            return
        }
    }

    @Test("positions: the given index, after the last or before the first accessory of a kind, or the ends")
    func positions() {
        let edge: [CellAccessory] = [.label(text: "3"), .checkmark(), .label(text: "new"), .disclosureIndicator()]
        func index(_ placement: CellAccessory.Placement) -> Int {
            switch placement {
            case .leading(_, let position), .trailing(_, let position): position(edge)
            }
        }
        #expect(index(.trailing()) == 0)
        #expect(index(.trailing(at: { $0.count })) == 4)
        #expect(index(.trailing(at: CellAccessory.Placement.position(after: .label(text: "other")))) == 3)
        #expect(index(.trailing(at: CellAccessory.Placement.position(before: .label(text: "other")))) == 0)
        #expect(index(.leading(at: CellAccessory.Placement.position(after: .checkmark()))) == 2)
        #expect(index(.leading(at: CellAccessory.Placement.position(after: .delete()))) == 4)
        #expect(index(.leading(at: CellAccessory.Placement.position(before: .reorder()))) == 0)
    }

    @Test("a list cell makes its custom accessories' views its subviews, and lets them go when they are removed")
    func subviews() {
        let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let spinner = View(frame: CGRect(x: 280, y: 10, width: 24, height: 24))
        let badge = View(frame: CGRect(x: 0, y: 10, width: 24, height: 24))
        cell.accessories = [.customView(configuration: .init(customView: spinner, placement: .trailing())),
                            .disclosureIndicator(),
                            .customView(configuration: .init(customView: badge, placement: .leading()))]
        #expect(spinner.superview === cell && badge.superview === cell)
        #expect(cell.accessories.map(\.kind) == [.customView, .disclosureIndicator, .customView])
        #expect(cell.accessories.compactMap(\.customViewConfiguration?.customView).map(ObjectIdentifier.init)
            == [ObjectIdentifier(spinner), ObjectIdentifier(badge)])
        cell.accessories = [.customView(configuration: .init(customView: badge, placement: .leading()))]
        #expect(spinner.superview == nil && badge.superview === cell)
        #expect(cell.subviews.filter { $0 === badge }.count == 1)
        // The cell hit-tests its accessory views like any subview.
        #expect(cell.hitTest(CGPoint(x: 10, y: 20), with: nil) === badge)
        cell.accessories = []
        #expect(badge.superview == nil)
        #expect(cell.subviews.count == 1)
    }
}
