import CollectionViewSimulator
import Foundation
import Testing

@Suite("View controller presentation: present and dismiss, nothing animated")
@MainActor
struct ViewControllerPresentationTests {
    @Test("a sheet appears over a presenter that stays on screen; the completion runs before present returns")
    func sheet() {
        let log = EventLog()
        let presenter = LoggingController("list", log: log), sheet = LoggingController("sheet", log: log)
        var completed = false
        presenter.present(sheet, animated: true) { completed = true }
        #expect(completed && presenter.presentedViewController === sheet && sheet.presentingViewController === presenter)
        #expect(log.entries == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"])

        sheet.dismiss(animated: true) { log.append("completion") }
        #expect(presenter.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(log.entries.suffix(3) == ["sheet.viewWillDisappear", "sheet.viewDidDisappear", "completion"])
    }

    @Test("a full-screen presentation makes the presenter disappear, and reappear on dismissal")
    func fullScreen() {
        let log = EventLog()
        let presenter = LoggingController("list", log: log), cover = LoggingController("cover", log: log)
        presenter.loadViewIfNeeded()
        cover.modalPresentationStyle = .fullScreen
        presenter.present(cover, animated: false)
        #expect(log.entries == ["list.viewDidLoad", "list.viewWillDisappear", "cover.viewDidLoad", "cover.viewWillAppear",
                                "list.viewDidDisappear", "cover.viewDidAppear"])
        presenter.dismiss(animated: false)
        #expect(log.entries.suffix(4) == ["cover.viewWillDisappear", "list.viewWillAppear", "cover.viewDidDisappear", "list.viewDidAppear"])
    }

    @Test("a presenter that already presents presents nothing more, and that completion does not run")
    func alreadyPresenting() {
        let presenter = ViewController(), first = ViewController(), second = ViewController()
        presenter.present(first, animated: false)
        var completed = false
        presenter.present(second, animated: false) { completed = true }
        #expect(!completed && presenter.presentedViewController === first && second.presentingViewController == nil)
    }

    @Test("a pushed screen presents from its navigation controller; dismissing the presenter dismisses the whole chain")
    func fromAChild() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let sheet = ViewController(), alert = ViewController()
        root.present(sheet, animated: true)
        #expect(navigation.presentedViewController === sheet && sheet.presentingViewController === navigation)
        sheet.present(alert, animated: true)
        #expect(alert.presentingViewController === sheet)
        navigation.dismiss(animated: true)
        #expect(root.presentedViewController == nil && sheet.presentedViewController == nil && alert.presentingViewController == nil)
    }

    @Test("present, dismiss, addChild and removeFromParent are open, as UIKit's: a subclass's overrides run and call super")
    func overridable() {
        let log = EventLog()
        let screen = RoutingController(log: log), sheet = ViewController(), child = ViewController()
        screen.present(sheet, animated: true)
        screen.dismiss(animated: true)
        screen.addChild(child)
        child.didMove(toParent: screen)
        let navigation = NavigationController(rootViewController: screen)
        screen.removeFromParent()
        #expect(log.entries == ["present", "dismiss", "addChild", "removeFromParent"])
        #expect(screen.presentedViewController == nil && screen.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
        #expect(navigation.children.isEmpty && screen.parent == nil)
    }
}

/// A controller that routes presentation and containment through its own overrides, as apps do
/// to log or intercept them.
@MainActor
private final class RoutingController: ViewController {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        log.append("present")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        log.append("dismiss")
        super.dismiss(animated: flag, completion: completion)
    }

    override func addChild(_ childController: ViewController) {
        log.append("addChild")
        super.addChild(childController)
    }

    override func removeFromParent() {
        log.append("removeFromParent")
        super.removeFromParent()
    }
}
