import CollectionViewSimulator
import Foundation
import Testing

@Suite("Navigation controller: the stack and its screens' callbacks")
@MainActor
struct NavigationControllerTests {
    private func shown(_ root: ViewController) -> NavigationController {
        let navigation = NavigationController(rootViewController: root)
        navigation.beginAppearanceTransition(true, animated: false)
        navigation.endAppearanceTransition()
        return navigation
    }

    @Test("the root appears with the navigation controller")
    func rootAppears() {
        let log = EventLog()
        let root = LoggingController("root", log: log)
        let navigation = shown(root)
        #expect(log.entries == ["root.willMove(parent)", "root.didMove(parent)", "root.viewDidLoad",
                                "root.viewWillAppear", "root.viewDidAppear"])
        #expect(root.navigationController === navigation && root.parent === navigation && navigation.viewControllers == [root])
    }

    @Test("a push on screen: will-disappear, will-appear, did-disappear, did-appear, as UIKit orders them; a pop reverses it")
    func pushAndPop() {
        let log = EventLog()
        let root = LoggingController("root", log: log), detail = LoggingController("detail", log: log)
        let navigation = shown(root)
        let before = log.entries.count
        navigation.pushViewController(detail, animated: true)
        #expect(Array(log.entries[before...]) == [
            "detail.willMove(parent)", "root.viewWillDisappear", "detail.viewDidLoad", "detail.viewWillAppear",
            "root.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(parent)",
        ])
        #expect(navigation.topViewController === detail && detail.navigationController === navigation)

        let afterPush = log.entries.count
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(Array(log.entries[afterPush...]) == [
            "detail.willMove(nil)", "detail.viewWillDisappear", "root.viewWillAppear", "detail.viewDidDisappear",
            "root.viewDidAppear", "detail.didMove(nil)",
        ])
        #expect(detail.navigationController == nil && navigation.popViewController(animated: true) == nil)
    }

    @Test("off screen, pushes and pops change the stack without appearance callbacks")
    func offScreen() {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: LoggingController("root", log: log))
        navigation.pushViewController(LoggingController("detail", log: log), animated: false)
        #expect(!log.entries.contains { $0.contains("Appear") || $0.contains("Disappear") })
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("a screen already on the stack is not pushed again")
    func pushTwice() {
        let root = ViewController(), other = ViewController()
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(other, animated: false)
        navigation.pushViewController(other, animated: false)
        navigation.pushViewController(root, animated: false)
        navigation.pushViewController(navigation, animated: false)
        #expect(navigation.viewControllers == [root, other])
    }

    @Test("popToRoot and popTo return what they pop, bottom first; setViewControllers replaces the stack")
    func popToAndSet() {
        let screens = (0..<4).map { _ in ViewController() }
        let navigation = NavigationController()
        navigation.setViewControllers(screens + [screens[1]], animated: false)
        #expect(navigation.viewControllers == screens)
        #expect(navigation.popToViewController(screens[1], animated: true) == [screens[2], screens[3]])
        #expect(navigation.popToViewController(screens[3], animated: true) == nil)
        navigation.viewControllers = [screens[3], screens[1]]
        #expect(screens[0].parent == nil && screens[3].parent === navigation)
        #expect(navigation.popToRootViewController(animated: false) == [screens[1]])
        #expect(navigation.popToRootViewController(animated: false) == nil)
    }

    @Test("the bar's items are the stack's navigation items; a controller's title sets its item's title")
    func bar() {
        let root = ViewController(), detail = ViewController()
        root.title = "Photos"
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        detail.title = "Photo"
        #expect(navigation.navigationBar.topItem === detail.navigationItem && navigation.navigationBar.backItem === root.navigationItem)
        #expect(navigation.navigationBar.items?.map(\.title) == ["Photos", "Photo"])
        #expect(navigation.visibleViewController === detail)
    }
}
