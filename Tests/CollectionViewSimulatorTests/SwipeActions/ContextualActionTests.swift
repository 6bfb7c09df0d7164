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

    nonisolated static let edges: [(SwipeEdge, UserInterfaceLayoutDirection, SwipeEdge)] = [
        (.leading, .leftToRight, .leading), (.trailing, .leftToRight, .trailing),
        (.left, .leftToRight, .leading), (.right, .leftToRight, .trailing),
        (.leading, .rightToLeft, .leading), (.trailing, .rightToLeft, .trailing),
        (.left, .rightToLeft, .trailing), (.right, .rightToLeft, .leading),
    ]

    @Test("left and right name the provider by the view's layout direction", arguments: edges)
    func edges(edge: SwipeEdge, direction: UserInterfaceLayoutDirection, provider: SwipeEdge) throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.leadingSwipeActionsConfigurationProvider = { _ in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "leading") { _, _, _ in }])
        }
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "trailing") { _, _, _ in }])
        }
        let view = prepared(CollectionViewCompositionalLayout.list(using: configuration), width: 320, height: 480, counts: [3]) {
            $0.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        }
        let title = try view.swipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0), edge: edge)?.actions.first?.title
        #expect(title == "\(provider)")
    }
}
