import Foundation
import Testing
import UIKitCompatibility

@Suite("UIContextMenuConfiguration, under UIKit's names")
@MainActor
struct UIContextMenuConfigurationTests {
    @Test("providers typed as UIKit types them make the configuration's menu and preview")
    func providerTypes() throws {
        let actionProvider: UIContextMenuActionProvider = { suggested in UIMenu(title: "Photo", children: suggested) }
        let previewProvider: UIContextMenuContentPreviewProvider = { UIViewController() }
        let configuration = UIContextMenuConfiguration(identifier: "photo-7" as NSString, previewProvider: previewProvider,
                                                       actionProvider: actionProvider)
        #expect(configuration.identifier as? NSString == "photo-7")
        #expect(configuration.menu()?.title == "Photo")
        let animator: (any UIContextMenuInteractionAnimating)? = nil
        #expect(animator?.previewViewController == nil)
    }
}
