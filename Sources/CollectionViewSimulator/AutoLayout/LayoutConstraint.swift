import Foundation

/// A relation between two attributes of views or layout guides (UIKit's `NSLayoutConstraint`, the
/// name UIKitCompatibility gives it): `first.attribute relation multiplier × second.attribute +
/// constant`, kept as a value the code that made it can read back.
///
/// Constraints are stored, never solved: activating one checks it as UIKit does (its items must
/// share a view hierarchy, see ``activate(_:fileID:filePath:line:column:)``) and installs it on the
/// items' nearest common ancestor, whose ``View/constraints`` then list it, but no frame follows
/// from it. Frames come from the collection view's layout, and a self-sizing cell's size from its
/// `preferredLayoutAttributesFitting(_:)` or `systemLayoutSizeFitting(_:…)` override.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
///     titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
/// ])
/// contentView.constraints.count   // 2
/// ```
@preconcurrency @MainActor
open class LayoutConstraint: CustomStringConvertible {
    /// The item on the left of the relation: a ``View`` or a ``LayoutGuide`` (held weakly, as UIKit does).
    open private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The item on the right of the relation; `nil` for a constant size.
    open private(set) weak var secondItem: AnyObject?
    /// The second item's attribute; ``Attribute/notAnAttribute`` without a second item.
    public let secondAttribute: Attribute
    /// The factor the second attribute is multiplied by; 1 unless given.
    public let multiplier: CGFloat
    /// The amount added to the right side.
    open var constant: CGFloat
    /// How firmly the constraint must hold; `.required` (1000) unless set.
    open var priority: LayoutPriority = .required
    /// A name that identifies the constraint in logs and tests; `nil` unless set.
    open var identifier: String?
    /// The view the constraint is installed on while it is active: the items' nearest common ancestor.
    weak var container: View?

    /// A constraint from its parts (UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
    /// It starts inactive.
    ///
    /// - Parameters:
    ///   - view1: The first item: a view or a layout guide.
    ///   - attr1: The first item's attribute.
    ///   - relation: How the two sides relate.
    ///   - view2: The second item, or `nil` for a constant size.
    ///   - attr2: The second item's attribute (``Attribute/notAnAttribute`` without one).
    ///   - multiplier: The factor the second attribute is multiplied by.
    ///   - c: The amount added to the right side.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Whether the constraint is installed (UIKit's `isActive`). Setting it activates or
    /// deactivates it as ``activate(_:fileID:filePath:line:column:)`` and ``deactivate(_:)`` do;
    /// a setter has no caller location, so an exception it raises names this file.
    open var isActive: Bool {
        get { container != nil }
        set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
    }

    /// The constraint as UIKit prints its relation: `Label.leading == View.leadingMargin + 16`,
    /// items by their class, without addresses, so the text is deterministic.
    nonisolated open var description: String {
        MainActor.assumeIsolated {
            var text = "\(Self.name(of: firstItem)).\(firstAttribute) \(relation.symbol) "
            if secondItem != nil || secondAttribute != .notAnAttribute {
                text += multiplier == 1 ? "" : "\(multiplier) * "
                text += "\(Self.name(of: secondItem)).\(secondAttribute)"
                if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
            } else {
                text += "\(constant)"
            }
            return text
        }
    }

    /// An item's name in ``description``: its class, or a guide's identifier.
    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? LayoutGuide, !guide.identifier.isEmpty { return "\(type(of: guide))'\(guide.identifier)'" }
        return "\(type(of: item))"
    }
}

/// `NSObject`'s equality, as UIKit's constraints have it: by identity, so
/// `view.constraints.contains(constraint)` and `Set<NSLayoutConstraint>` compile and behave as in
/// UIKit. Nonisolated, as `NSObject`'s is.
extension LayoutConstraint: Hashable {
    /// Whether two constraints are the same object.
    nonisolated public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool {
        lhs === rhs
    }

    /// Feeds the constraint's identity to `hasher`.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
