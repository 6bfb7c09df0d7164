import Foundation
import Testing
import UIKitCompatibility

@Suite("UISwipeActionsConfiguration and UIContextualAction, under UIKit's names")
@MainActor
struct UISwipeActionsConfigurationTests {
    @Test("a provider typed as UIKit types it makes actions whose handler takes the action, a view and a completion")
    func providerTypes() throws {
        var performed: [String] = []
        let handler: UIContextualAction.Handler = { action, sourceView, completion in
            performed.append("\(action.title ?? "") in \(type(of: sourceView))")
            completion(true)
        }
        let provider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete", handler: handler)])
        }
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = provider
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let dataSource = SectionCountsDataSource([2])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(try view.performFullSwipe(onItemAt: IndexPath(row: 1, section: 0), edge: .trailing) == .performed)
        #expect(performed == ["Delete in CollectionViewCell"])
    }
}
