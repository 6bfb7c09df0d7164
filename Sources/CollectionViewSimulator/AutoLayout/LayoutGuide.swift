import Foundation

/// A rectangle in a view that constraints can relate to without a view behind it (UIKit's
/// `UILayoutGuide`, the name UIKitCompatibility gives it): a view's margins
/// (``View/layoutMarginsGuide``), safe area (``View/safeAreaLayoutGuide``), readable content
/// (``View/readableContentGuide``), or a guide added with ``View/addLayoutGuide(_:)``.
///
/// Nothing is solved, so a guide's ``layoutFrame`` is what its view's geometry gives without
/// constraints: the bounds inset by the margins for the margins and readable-content guides, the
/// bounds for the safe area (a simulated view's safe-area insets are zero), and `.zero` for a
/// guide an app adds.
@preconcurrency @MainActor
open class LayoutGuide {
    /// The view the guide belongs to; set by ``View/addLayoutGuide(_:)``.
    open internal(set) weak var owningView: View?
    /// A name for the guide in logs and tests; empty unless set (a view's own guides are named as
    /// UIKit names them: `UIViewLayoutMarginsGuide`, `UIViewSafeAreaLayoutGuide`, `UIViewReadableContentGuide`).
    open var identifier = ""
    /// Which rectangle of its view the guide stands for.
    let kind: Kind

    /// Creates a guide that belongs to no view yet (UIKit's `UILayoutGuide()`).
    public init() {
        kind = .custom
    }

    /// One of a view's own guides.
    init(kind: Kind, owningView: View, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
    }

    /// The guide's rectangle in its view's coordinates (see the type's discussion).
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .custom: return .zero
        case .safeArea: return view.bounds
        case .margins, .readableContent:
            let margins = view.layoutMargins
            return CGRect(x: view.bounds.minX + margins.left, y: view.bounds.minY + margins.top,
                          width: max(0, view.bounds.width - margins.horizontal), height: max(0, view.bounds.height - margins.vertical))
        }
    }

    /// Which rectangle of its view a guide stands for.
    enum Kind {
        /// A guide an app added: no rectangle without a solver.
        case custom
        /// The view's layout margins.
        case margins
        /// The view's safe area.
        case safeArea
        /// The view's readable content area: its margins here (no readable width is applied).
        case readableContent
    }

    /// The guide's leading edge.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
}

/// `NSObject`'s equality, as UIKit's guides have it: by identity, so `view.layoutGuides.contains(guide)`
/// compiles and behaves as in UIKit. Nonisolated, as `NSObject`'s is.
extension LayoutGuide: Hashable {
    /// Whether two guides are the same object.
    nonisolated public static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool {
        lhs === rhs
    }

    /// Feeds the guide's identity to `hasher`.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
