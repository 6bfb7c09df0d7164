import BatchUpdates
import CollectionViewSimulator
import Foundation
import Testing

/// The exceptions a handler received, behind a lock (a handler is `@Sendable`).
final class RaisedExceptions: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [UIKitException] = []

    var all: [UIKitException] { lock.withLock { received } }

    func keep(_ exception: UIKitException) {
        lock.withLock { received.append(exception) }
    }
}

@Suite("Layout constraints: stored, installed and checked as UIKit does")
@MainActor
struct LayoutConstraintTests {
    /// A card: content ⊃ (title, photo ⊃ badge).
    static func hierarchy() -> (content: View, title: View, photo: View, badge: View) {
        let content = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let title = View(), photo = View(), badge = View()
        content.addSubview(title)
        content.addSubview(photo)
        photo.addSubview(badge)
        return (content, title, photo, badge)
    }

    @Test("activation installs each constraint on its items' nearest common ancestor, a size on the view itself")
    func installation() {
        let (content, title, photo, badge) = Self.hierarchy()
        let siblings = title.leadingAnchor.constraint(equalTo: photo.leadingAnchor)
        let nested = badge.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4)
        let inner = badge.trailingAnchor.constraint(equalTo: photo.trailingAnchor, constant: -8)
        let size = photo.widthAnchor.constraint(equalToConstant: 80)
        let guide = title.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor)
        #expect(![siblings, nested, inner, size, guide].contains { $0.isActive })
        LayoutConstraint.activate([siblings, nested, inner, size, guide])
        #expect(content.constraints == [siblings, nested, guide])
        #expect(photo.constraints == [inner, size])
        #expect(title.constraints.isEmpty && badge.constraints.isEmpty)
        #expect([siblings, nested, inner, size, guide].allSatisfy { $0.isActive })
        #expect(size.secondItem == nil && size.secondAttribute == .notAnAttribute && size.multiplier == 1 && size.constant == 80)
    }

    @Test("deactivating, isActive = false and removeConstraint take a constraint off its view; addConstraint installs it there")
    func deactivation() {
        let (content, title, photo, _) = Self.hierarchy()
        let first = title.leadingAnchor.constraint(equalTo: photo.leadingAnchor)
        let second = title.widthAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 0.5, constant: 2)
        first.isActive = true
        second.isActive = true
        #expect(content.constraints == [first, second] && title.constraints.isEmpty)
        LayoutConstraint.deactivate([first])
        #expect(!first.isActive && content.constraints == [second])
        second.isActive = false
        #expect(content.constraints.isEmpty)
        content.addConstraints([first, second])
        #expect(content.constraints == [first, second] && first.isActive)
        title.removeConstraint(first)
        #expect(first.isActive)
        content.removeConstraints([first, second])
        #expect(content.constraints.isEmpty && !second.isActive)
    }

    @Test("items in different view hierarchies raise UIKit's NSGenericException and activate nothing")
    func noCommonAncestor() throws {
        let (content, title, _, _) = Self.hierarchy()
        let stray = View()
        let fine = title.leadingAnchor.constraint(equalTo: content.leadingAnchor)
        let broken = stray.heightAnchor.constraint(equalTo: title.heightAnchor)
        let raised = RaisedExceptions()
        UIKitException.withHandler({ raised.keep($0) }) {
            LayoutConstraint.activate([fine, broken])
        }
        #expect(!fine.isActive && !broken.isActive && content.constraints.isEmpty)
        let exception = try #require(raised.all.first)
        #expect(raised.all.count == 1)
        #expect(exception.name.rawValue == "NSGenericException")
        #expect(exception.reason == "Unable to activate constraint with anchors <NSLayoutDimension \"View.height\"> and "
            + "<NSLayoutDimension \"View.height\"> because they have no common ancestor.  Does the constraint or its anchors "
            + "reference items in different view hierarchies?  That's illegal.")
        #expect(exception.callSite.fileID.hasSuffix("LayoutConstraintTests.swift"))
        #expect(throws: LayoutConstraintError.noCommonAncestor(firstAnchor: "<NSLayoutDimension \"View.height\">",
                                                               secondAnchor: "<NSLayoutDimension \"View.height\">")) {
            try LayoutConstraint.throwing.activate([broken])
        }
    }

    @Test("a guide added to no view, and a label constrained before it is added, have no common ancestor")
    func guideAndOrderOfSetup() {
        let content = View(), label = View(), guide = LayoutGuide()
        #expect(throws: LayoutConstraintError.self) { try LayoutConstraint.throwing.activate([label.topAnchor.constraint(equalTo: content.topAnchor)]) }
        #expect(throws: LayoutConstraintError.self) { try LayoutConstraint.throwing.activate([guide.widthAnchor.constraint(equalToConstant: 10)]) }
        content.addLayoutGuide(guide)
        content.addSubview(label)
        let pinned = label.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        #expect(throws: Never.self) { try LayoutConstraint.throwing.activate([pinned]) }
        #expect(content.constraints == [pinned])
    }

    @Test("anchors make UIKit's relations, multipliers and constants, and the constraint prints them")
    func anchors() {
        let (content, title, photo, _) = Self.hierarchy()
        let cases: [(LayoutConstraint, LayoutConstraint.Relation, CGFloat, CGFloat, String)] = [
            (title.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor), .greaterThanOrEqual, 1, 0, "View.top >= View.top"),
            (title.bottomAnchor.constraint(lessThanOrEqualTo: photo.topAnchor, constant: -4), .lessThanOrEqual, 1, -4, "View.bottom <= View.top - 4.0"),
            (title.heightAnchor.constraint(lessThanOrEqualToConstant: 40), .lessThanOrEqual, 1, 40, "View.height <= 40.0"),
            (title.widthAnchor.constraint(greaterThanOrEqualTo: photo.widthAnchor, multiplier: 2, constant: 1), .greaterThanOrEqual, 2, 1,
             "View.width >= 2.0 * View.width + 1.0"),
            (title.leadingAnchor.constraint(equalToSystemSpacingAfter: photo.trailingAnchor, multiplier: 2), .equal, 1, 16, "View.leading == View.trailing + 16.0"),
        ]
        for (constraint, relation, multiplier, constant, description) in cases {
            #expect(constraint.relation == relation && constraint.multiplier == multiplier && constraint.constant == constant)
            #expect(constraint.description == description)
        }
    }
}

@Suite("Layout constraints when a view leaves its superview")
@MainActor
struct LayoutConstraintRemovalTests {
    @Test("removeFromSuperview deactivates the superviews' constraints that refer into the removed subtree, and only those")
    func removal() {
        let (content, title, photo, badge) = LayoutConstraintTests.hierarchy()
        let titleToContent = title.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor)
        let badgeToTitle = badge.leadingAnchor.constraint(equalTo: title.leadingAnchor)
        let badgeInPhoto = badge.topAnchor.constraint(equalTo: photo.topAnchor)
        let photoToContent = photo.bottomAnchor.constraint(equalTo: content.bottomAnchor)
        LayoutConstraint.activate([titleToContent, badgeToTitle, badgeInPhoto, photoToContent])
        photo.removeFromSuperview()
        #expect(content.constraints == [titleToContent])
        #expect(!badgeToTitle.isActive && !photoToContent.isActive)
        #expect(photo.constraints == [badgeInPhoto] && badgeInPhoto.isActive)
    }
}
