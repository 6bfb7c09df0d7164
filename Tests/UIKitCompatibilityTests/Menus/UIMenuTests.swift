import Testing
import UIKitCompatibility

/// Menu code written as for UIKit: a sort menu whose actions check the chosen key.
@MainActor
private final class SortMenuController {
    enum Key: String, CaseIterable { case name, date, size }
    private(set) var key = Key.name

    func makeMenu() -> UIMenu {
        let actions = Key.allCases.map { key in
            UIAction(title: key.rawValue.capitalized, image: UIImage(systemName: "arrow.up.arrow.down"),
                     state: key == self.key ? .on : .off) { [weak self] _ in self?.key = key }
        }
        let delete = UIAction(title: "Delete All", attributes: .destructive) { _ in }
        return UIMenu(title: "Sort By", options: .singleSelection,
                      children: actions + [UIMenu(title: "", options: .displayInline, children: [delete])])
    }
}

@Suite("UIMenu and UIAction, as ported code makes them")
@MainActor
struct UIMenuTests {
    @Test("a menu built with UIKit's initialisers compiles, and performing an action runs its handler")
    func sortMenu() throws {
        let controller = SortMenuController()
        let menu = controller.makeMenu()
        #expect(menu.allActions.map(\.title) == ["Name", "Date", "Size", "Delete All"])
        #expect(menu.allActions.filter { $0.state == .on }.map(\.title) == ["Name"])
        let date = try #require(menu.allActions.first { $0.title == "Date" })
        date.perform()
        #expect(controller.key == .date)
        let handler: UIActionHandler = { _ in }
        let element: UIMenuElement = UIAction(handler: handler)
        #expect(element.title.isEmpty)
    }
}
