extension CollectionView {
    /// How dragging the scroll view dismisses the keyboard (`UIScrollView.KeyboardDismissMode`).
    ///
    /// The simulator has no keyboard: ``CollectionView/keyboardDismissMode`` is stored for app code
    /// that sets it and never acted on.
    public enum KeyboardDismissMode: Int, Sendable, Codable {
        /// Dragging leaves the keyboard up (UIKit's default).
        case none = 0
        /// The keyboard goes away when a drag begins.
        case onDrag = 1
        /// The keyboard follows the drag down and can be pulled back up.
        case interactive = 2
        /// As ``onDrag``, dismissing the input accessory view too (iOS 16).
        case onDragWithAccessory = 3
        /// As ``interactive``, moving the input accessory view with the keyboard (iOS 16).
        case interactiveWithAccessory = 4
    }
}
