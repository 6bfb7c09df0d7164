import Foundation
import CollectionViewSimulator

/// UIKit's `UIEdgeInsets`: ``CollectionViewSimulator/EdgeInsets``, with
/// `UIEdgeInsets(top:left:bottom:right:)` and `.zero`.
///
/// ```swift
/// layout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
/// ```
public typealias UIEdgeInsets = EdgeInsets

extension CGRect {
    /// The rectangle shrunk by `insets` on each side (UIKit's `inset(by:)`); negative insets grow it.
    ///
    /// - Parameter insets: How far to move each edge inwards.
    /// - Returns: The inset rectangle.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
