import Foundation

extension CollectionViewFlowLayout {
    /// What a flow layout measures ``CollectionViewFlowLayout/sectionInset`` from across its
    /// lines: `UICollectionViewFlowLayout.SectionInsetReference`, with UIKit's raw values.
    ///
    /// Across the lines (left and right when scrolling vertically), a section's content starts at
    /// `max(0, reference + sectionInset − contentInset)` in content coordinates, where `reference`
    /// is the view's safe-area insets or layout margins: UIKit documents that the content inset is
    /// always the minimum. This formula is the simulator's own inference,
    /// unverified against UIKit.
    public enum SectionInsetReference: Int, Sendable, Hashable, Codable {
        /// Section insets are measured from the content inset (the default).
        case fromContentInset = 0
        /// Section insets are measured from the safe area.
        case fromSafeArea = 1
        /// Section insets are measured from the layout margins.
        case fromLayoutMargins = 2
    }
}
