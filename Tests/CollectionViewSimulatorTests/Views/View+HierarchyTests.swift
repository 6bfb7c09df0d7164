import CollectionViewSimulator
import Foundation
import Testing

/// A view that logs UIKit's hierarchy notifications and layout passes, under a name.
private final class LoggingView: View {
    var name = ""
    var log: (String) -> Void = { _ in }

    override func willMove(toSuperview newSuperview: View?) { log("\(name) willMove(toSuperview:) \(newSuperview.map { ($0 as? LoggingView)?.name ?? "view" } ?? "nil")") }
    override func didMoveToSuperview() { log("\(name) didMoveToSuperview") }
    override func willMove(toWindow newWindow: Window?) { log("\(name) willMove(toWindow:) \(newWindow == nil ? "nil" : "window")") }
    override func didMoveToWindow() { log("\(name) didMoveToWindow") }
    override func didAddSubview(_ subview: View) { log("\(name) didAddSubview \((subview as? LoggingView)?.name ?? "view")") }
    override func willRemoveSubview(_ subview: View) { log("\(name) willRemoveSubview \((subview as? LoggingView)?.name ?? "view")") }
    override func layoutSubviews() { log("\(name) layoutSubviews") }
}

@Suite("Joining and leaving a superview, and laying out")
@MainActor
struct ViewHierarchyTests {
    private final class Log { var lines: [String] = [] }

    private func views(_ names: String..., log: Log) -> [LoggingView] {
        names.map { name in
            let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            (view.name, view.log) = (name, { log.lines.append($0) })
            return view
        }
    }

    @Test("a view moving into a window hears the superview and window notifications, its subviews the window ones")
    func intoWindow() {
        let log = Log()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let named = views("parent", "child", log: log)
        named[0].addSubview(named[1])
        #expect(log.lines == ["child willMove(toSuperview:) parent", "child didMoveToSuperview", "parent didAddSubview child"])
        log.lines = []
        window.addSubview(named[0])
        #expect(log.lines == ["parent willMove(toSuperview:) view", "parent willMove(toWindow:) window", "child willMove(toWindow:) window",
                              "parent didMoveToWindow", "child didMoveToWindow", "parent didMoveToSuperview"])
        #expect(named[1].window === window)
        log.lines = []
        named[0].bringSubviewToFront(named[1])
        named[0].insertSubview(named[1], at: 0)
        #expect(log.lines.isEmpty, "reordering within the superview moves nothing")
        named[1].removeFromSuperview()
        #expect(log.lines == ["parent willRemoveSubview child", "child willMove(toSuperview:) nil", "child willMove(toWindow:) nil",
                              "child didMoveToWindow", "child didMoveToSuperview"])
        #expect(named[1].window == nil && named[1].superview == nil)
    }

    @Test("a subview that outlives its superview has none; its own subviews keep it as theirs")
    func subviewOutlivingItsSuperview() {
        let log = Log()
        let (child, grandchild) = { () -> (LoggingView, LoggingView) in
            let named = views("parent", "child", "grandchild", log: log)
            named[0].addSubview(named[1])
            named[1].addSubview(named[2])
            #expect(named[1].superview === named[0])
            return (named[1], named[2])
        }()
        // The superview is not retained by its subviews (as in UIKit): it went with its last owner.
        #expect(child.superview == nil)
        #expect(grandchild.superview === child)
        #expect(child.subviews.count == 1)
        // A view removed before its old superview goes keeps no superview either.
        let parent = View(), other = View()
        parent.addSubview(other)
        other.removeFromSuperview()
        #expect(other.superview == nil && parent.subviews.isEmpty)
    }

    @Test("layoutIfNeeded runs layoutSubviews once after creation, after setNeedsLayout and after a change of size")
    func layoutPasses() {
        let log = Log()
        let view = views("v", log: log)[0]
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(log.lines == ["v layoutSubviews"])
        view.center = CGPoint(x: 40, y: 40)
        view.layoutIfNeeded()
        #expect(log.lines.count == 1, "moving keeps the size")
        view.bounds.size = CGSize(width: 20, height: 10)
        view.layoutIfNeeded()
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
        view.layoutIfNeeded()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(log.lines.count == 4)
    }
}
