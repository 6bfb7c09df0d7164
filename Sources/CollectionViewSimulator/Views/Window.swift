import Foundation

/// The window that holds a view hierarchy (UIKit's `UIWindow`, the name UIKitCompatibility gives
/// it): a ``View`` whose subviews answer it as their ``View/window``. A simulated collection view
/// is in one by default (``CollectionView/window``), so code that checks `window != nil` before
/// it works runs as it does on screen.
open class Window: View {}
