import BatchUpdates
import Foundation

extension LayoutConstraint {
    /// Activates constraints (UIKit's `NSLayoutConstraint.activate(_:)`): each is installed on
    /// its items' nearest common ancestor (the view itself for a constraint with one item, a
    /// guide's owning view for a guide), whose ``View/constraints`` then list it. Nothing is
    /// solved: no frame changes.
    ///
    /// UIKit raises `NSGenericException` ("Unable to activate constraint with anchors … because
    /// they have no common ancestor") when a constraint's items are in different view hierarchies,
    /// as when a label is constrained to the content view before `contentView.addSubview(label)`.
    /// Then no constraint of the call is activated, and the ``UIKitException`` is handed on as
    /// README's "When UIKit would raise" describes (a test under `.uikitExceptionsAsIssues` fails
    /// here with UIKit's text); ``throwing`` has the twin that throws. Constraints keep no list of
    /// raised exceptions.
    ///
    /// - Parameters:
    ///   - constraints: The constraints to activate; those already active stay where they are.
    ///   - fileID: The caller's file, for the exception (defaulted).
    ///   - filePath: The caller's file path (defaulted).
    ///   - line: The caller's line (defaulted).
    ///   - column: The caller's column (defaulted).
    public static func activate(_ constraints: [LayoutConstraint], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try throwing.activate(constraints)
        }
    }

    /// Deactivates constraints (UIKit's `NSLayoutConstraint.deactivate(_:)`): each leaves the view
    /// it was installed on; inactive ones are left alone.
    ///
    /// - Parameter constraints: The constraints to deactivate.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            constraint.container?.autoLayout.constraints.removeAll { $0 === constraint }
            constraint.container = nil
        }
    }

    /// The throwing twin of ``activate(_:fileID:filePath:line:column:)``:
    /// `try NSLayoutConstraint.throwing.activate([...])`.
    public static var throwing: Throwing { Throwing() }

    /// The twins of the constraint methods that raise (see ``LayoutConstraint/throwing``).
    @MainActor
    public struct Throwing {
        /// `activate(_:)` that throws where UIKit raises; nothing is activated then.
        ///
        /// - Parameter constraints: The constraints to activate.
        /// - Throws: ``LayoutConstraintError/noCommonAncestor(firstAnchor:secondAnchor:)`` for the
        ///   first constraint whose items share no view hierarchy.
        public func activate(_ constraints: [LayoutConstraint]) throws {
            let containers = try constraints.map { try $0.container ?? $0.commonAncestor() }
            for (constraint, container) in zip(constraints, containers) where constraint.container == nil {
                container.install(constraint)
            }
        }
    }

    /// The view UIKit installs the constraint on: the nearest view that holds both items.
    ///
    /// - Throws: ``LayoutConstraintError/noCommonAncestor(firstAnchor:secondAnchor:)`` when
    ///   there is none.
    func commonAncestor() throws -> View {
        let first = Self.hierarchyView(of: firstItem)
        guard secondItem != nil else {
            if let first { return first }
            throw noCommonAncestor
        }
        guard let first, let second = Self.hierarchyView(of: secondItem) else { throw noCommonAncestor }
        var ancestors = Set<ObjectIdentifier>()
        var view: View? = first
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = second
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        throw noCommonAncestor
    }

    /// The error for a constraint whose items share no view hierarchy, naming its two anchors.
    private var noCommonAncestor: LayoutConstraintError {
        .noCommonAncestor(firstAnchor: Self.anchorText(firstItem, firstAttribute), secondAnchor: Self.anchorText(secondItem, secondAttribute))
    }

    /// The view an item lives in: a view itself, a guide's owning view.
    private static func hierarchyView(of item: AnyObject?) -> View? {
        (item as? View) ?? (item as? LayoutGuide)?.owningView
    }

    /// An anchor as UIKit prints it in the exception: `<NSLayoutXAxisAnchor "Label.leading">`.
    private static func anchorText(_ item: AnyObject?, _ attribute: Attribute) -> String {
        "<\(attribute.anchorClassName) \"\(name(of: item)).\(attribute)\">"
    }
}

extension LayoutConstraint.Attribute {
    /// UIKit's class of the anchor for the attribute.
    var anchorClassName: String {
        switch self {
        case .width, .height: "NSLayoutDimension"
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins: "NSLayoutYAxisAnchor"
        case .notAnAttribute: "NSLayoutAnchor"
        default: "NSLayoutXAxisAnchor"
        }
    }
}
