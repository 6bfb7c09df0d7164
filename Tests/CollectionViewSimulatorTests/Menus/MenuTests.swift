import CollectionViewSimulator
import Testing

@Suite("Menu: a title and its children")
@MainActor
struct MenuTests {
    @Test("allActions walks submenus depth first, in order")
    func allActionsInOrder() {
        let names = ["copy", "share", "pin", "delete"]
        let actions = names.map { name in Action(title: name) { _ in } }
        let menu = Menu(title: "Item", children: [
            actions[0],
            Menu(title: "More", children: [actions[1], Menu(options: .displayInline, children: [actions[2]])]),
            actions[3],
        ])
        #expect(menu.allActions.map(\.title) == names)
        #expect(menu.allActions.map(ObjectIdentifier.init) == actions.map(ObjectIdentifier.init))
    }

    @Test("replacingChildren keeps everything but the children")
    func replacingChildren() {
        let menu = Menu(title: "Sort", subtitle: "by", identifier: Menu.Identifier("sort"),
                        options: [.singleSelection, .displayInline], preferredElementSize: .small, children: [])
        let action = Action(title: "Name", state: .on) { _ in }
        let copy = menu.replacingChildren([action])
        #expect(copy !== menu)
        #expect(copy.title == "Sort" && copy.subtitle == "by")
        #expect(copy.identifier == menu.identifier)
        #expect(copy.options == [.singleSelection, .displayInline])
        #expect(copy.preferredElementSize == .small)
        #expect(copy.children.count == 1 && menu.children.isEmpty)
    }

    @Test("UIKit's defaults and raw values")
    func defaults() {
        let menu = Menu()
        #expect(menu.title.isEmpty && menu.subtitle == nil && menu.image == nil)
        #expect(menu.options.isEmpty && menu.children.isEmpty)
        #expect(menu.preferredElementSize == .automatic)
        #expect(Menu.Options.singleSelection.rawValue == 32)
        #expect(Menu.ElementSize.automatic.rawValue == -1)
    }
}
