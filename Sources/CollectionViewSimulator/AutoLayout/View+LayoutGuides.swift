import Foundation

/// A view's layout guides and margins (stored, never solved; see ``LayoutGuide``).
extension View {
    /// The guides added with ``addLayoutGuide(_:)``, oldest first (UIKit's `layoutGuides`).
    public var layoutGuides: [LayoutGuide] { autoLayout.layoutGuides }

    /// Adds a guide to the view (UIKit's `addLayoutGuide(_:)`); it leaves the view it belonged to.
    ///
    /// - Parameter layoutGuide: The guide.
    public func addLayoutGuide(_ layoutGuide: LayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        autoLayout.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a guide from the view (UIKit's `removeLayoutGuide(_:)`); does nothing if it is not the view's.
    ///
    /// - Parameter layoutGuide: The guide.
    public func removeLayoutGuide(_ layoutGuide: LayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        autoLayout.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The guide of the view's margins (UIKit's `layoutMarginsGuide`): its frame is the bounds
    /// inset by ``layoutMargins``.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = autoLayout.layoutMarginsGuide { return guide }
        let guide = LayoutGuide(kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
        autoLayout.layoutMarginsGuide = guide
        return guide
    }

    /// The guide of the view's safe area (UIKit's `safeAreaLayoutGuide`): its frame is the bounds.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = autoLayout.safeAreaLayoutGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayout.safeAreaLayoutGuide = guide
        return guide
    }

    /// The guide of the view's readable content (UIKit's `readableContentGuide`): its frame is the
    /// margins' (no readable width is applied).
    public var readableContentGuide: LayoutGuide {
        if let guide = autoLayout.readableContentGuide { return guide }
        let guide = LayoutGuide(kind: .readableContent, owningView: self, identifier: "UIViewReadableContentGuide")
        autoLayout.readableContentGuide = guide
        return guide
    }

    /// ``layoutMargins`` with leading and trailing edges (UIKit's `directionalLayoutMargins`),
    /// following ``effectiveUserInterfaceLayoutDirection``: setting one sets the other.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? DirectionalEdgeInsets(top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
                : DirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? EdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the view's margins include its superview's (UIKit's `preservesSuperviewLayoutMargins`);
    /// `false`. Stored.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayout.preservesSuperviewLayoutMargins }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue }
    }

    /// Whether the margins are measured from the safe area (UIKit's `insetsLayoutMarginsFromSafeArea`);
    /// `true`. Stored.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout.insetsLayoutMarginsFromSafeArea }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue }
    }
}
