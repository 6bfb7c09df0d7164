import Foundation

extension CollectionView {
    /// Both scroll indicators' insets (`UIScrollView.scrollIndicatorInsets`, deprecated in iOS 13
    /// and still common): setting it sets ``verticalScrollIndicatorInsets`` and
    /// ``horizontalScrollIndicatorInsets``; reading it reads the vertical one. Stored, never drawn.
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
}
