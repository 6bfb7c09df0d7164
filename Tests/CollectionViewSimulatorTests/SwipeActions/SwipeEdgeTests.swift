import CollectionViewSimulator
import Foundation
import Testing

@Suite("Swipe edges")
@MainActor
struct SwipeEdgeTests {
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
