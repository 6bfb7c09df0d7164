import CollectionViewSimulator
import Foundation
import Testing

@Suite("Bar button items and the edit button")
@MainActor
struct BarButtonItemTests {
    @Test("system items have UIKit's raw values")
    func systemItems() {
        #expect(BarButtonItem.SystemItem.allCases.map(\.rawValue) == Array(0...24))
        #expect(BarButtonItem.SystemItem.close.rawValue == 24 && BarButtonItem.Style.done.rawValue == 2)
    }

    @Test("a tap runs the primary action with the item as sender; a disabled or hidden item takes no tap")
    func tap() {
        var senders: [BarButtonItem?] = []
        let item = BarButtonItem(systemItem: .add, primaryAction: Action { senders.append($0.sender as? BarButtonItem) })
        #expect(item.systemItem == .add && item.title == nil)
        #expect(item.tap())
        item.isEnabled = false
        #expect(!item.tap())
        item.isEnabled = true
        item.isHidden = true
        #expect(!item.tap())
        #expect(senders.count == 1 && senders[0] === item)
    }

    @Test("an item takes its primary action's title and image; a menu item or a control's item takes a tap too")
    func titlesMenusAndCustomViews() {
        let image = Image(systemName: "square.and.arrow.up")
        let share = BarButtonItem(title: "Ignored", primaryAction: Action(title: "Share", image: image) { _ in })
        #expect(share.title == "Share" && share.image == image)
        #expect(BarButtonItem(title: "Sort", menu: Menu(children: [])).tap())
        #expect(!BarButtonItem().tap())
        let toggle = Switch(frame: .zero)
        #expect(BarButtonItem(customView: toggle).tap() && toggle.isOn)
        #expect(BarButtonItem.fixedSpace(12).width == 12 && BarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
    }

    @Test("the edit button toggles editing through setEditing(_:animated:) and reads Edit or Done")
    func editButton() {
        final class Editing: ViewController {
            var calls: [(Bool, Bool)] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append((editing, animated))
            }
        }
        let controller = Editing()
        let edit = controller.editButtonItem
        #expect(edit === controller.editButtonItem && edit.title == "Edit" && edit.style == .plain)
        #expect(edit.tap())
        #expect(controller.isEditing && edit.title == "Done" && edit.style == .done)
        controller.isEditing = false
        #expect(edit.title == "Edit")
        #expect(controller.calls.map(\.0) == [true, false] && controller.calls.map(\.1) == [true, false])
    }

    @Test("a navigation item's single items are the first of its lists")
    func navigationItem() {
        let item = NavigationItem(title: "Inbox"), first = BarButtonItem(), second = BarButtonItem()
        item.setRightBarButtonItems([first, second], animated: true)
        #expect(item.rightBarButtonItem === first && item.leftBarButtonItem == nil)
        item.rightBarButtonItem = second
        #expect(item.rightBarButtonItems?.count == 1 && item.title == "Inbox")
        item.setRightBarButton(nil, animated: false)
        #expect(item.rightBarButtonItems == nil)
    }
}
