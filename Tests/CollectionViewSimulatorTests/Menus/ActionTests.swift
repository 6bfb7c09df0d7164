import CollectionViewSimulator
import Testing

@Suite("Action: a closure a test chooses")
@MainActor
struct ActionTests {
    @Test("perform(sender:) runs the handler once, with the sender set only while it runs")
    func performRunsHandler() {
        var senders: [String] = []
        let action = Action(title: "Share") { action in
            senders.append(action.sender as? String ?? "none")
        }
        action.perform(sender: "button")
        action.perform()
        #expect(senders == ["button", "none"])
        #expect(action.sender == nil)
    }

    @Test("a disabled or hidden action does nothing when performed", arguments: [
        MenuElement.Attributes.disabled, .hidden,
    ])
    func disabledDoesNothing(attributes: MenuElement.Attributes) {
        var runs = 0
        let action = Action(title: "Delete", attributes: attributes.union(.destructive)) { _ in runs += 1 }
        action.perform()
        #expect(runs == 0)
        action.attributes = .destructive
        action.perform()
        #expect(runs == 1)
    }

    @Test("identifiers: the given one, or a new one for each action")
    func identifiers() {
        let given = Action(identifier: Action.Identifier("share")) { _ in }
        let first = Action { _ in }
        let second = Action { _ in }
        #expect(given.identifier.rawValue == "share")
        #expect(first.identifier != second.identifier)
        #expect(first.identifier != given.identifier)
    }

    @Test("elements compare by identity, as NSObjects")
    func identity() {
        let one = Action(title: "A") { _ in }
        let other = Action(title: "A") { _ in }
        #expect(one == one)
        #expect(one != other)
        #expect(Set<MenuElement>([one, other, one]).count == 2)
    }

    @Test("UIKit's raw values for attributes and states")
    func rawValues() {
        #expect(MenuElement.Attributes.disabled.rawValue == 1)
        #expect(MenuElement.Attributes.destructive.rawValue == 2)
        #expect(MenuElement.Attributes.hidden.rawValue == 4)
        #expect(MenuElement.State.allCases.map(\.rawValue) == [0, 1, 2])
    }
}
