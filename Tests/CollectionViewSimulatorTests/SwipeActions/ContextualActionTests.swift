import CollectionViewSimulator
import Foundation
import Testing

@Suite("Contextual actions and swipe configurations")
@MainActor
struct ContextualActionTests {
    @Test("the background colour follows the style until set, and setting nil restores it", arguments: ContextualAction.Style.allCases)
    func backgroundColor(style: ContextualAction.Style) {
        let action = ContextualAction(style: style, title: nil) { _, _, _ in }
        let styleColor: Color = style == .destructive ? .systemRed : .systemGray
        #expect(action.backgroundColor == styleColor && action.title == nil && action.image == nil)
        action.backgroundColor = .systemBlue
        #expect(action.backgroundColor == .systemBlue)
        action.backgroundColor = nil
        #expect(action.backgroundColor == styleColor)
        #expect(ContextualAction.Style.destructive.rawValue == 1 && ContextualAction.Style.normal.rawValue == 0)
    }

    @Test("a configuration keeps its actions in order and performs the first on a full swipe by default")
    func configuration() {
        let actions = ["A", "B"].map { ContextualAction(style: .normal, title: $0) { _, _, _ in } }
        let configuration = SwipeActionsConfiguration(actions: actions)
        #expect(configuration.actions == actions && configuration.performsFirstActionWithFullSwipe)
        #expect(configuration != SwipeActionsConfiguration(actions: actions), "configurations compare by identity, as NSObjects")
    }
}
