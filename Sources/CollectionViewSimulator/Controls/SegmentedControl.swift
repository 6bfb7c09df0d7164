import Foundation

/// A row of segments, one selected (UIKit's `UISegmentedControl`, the name UIKitCompatibility gives
/// it):
///
/// ```swift
/// let layoutPicker = UISegmentedControl(items: ["Grid", "List"])
/// layoutPicker.selectedSegmentIndex = 0   // no event: the program set it
/// layoutPicker.tapSegment(at: 1)          // a user's tap: selects it and sends .valueChanged
/// ```
open class SegmentedControl: Control {
    private struct Segment {
        var title: String?
        var image: Image?
        var action: Action?
        var isEnabled = true
    }

    private var segments: [Segment] = []

    /// The index UIKit gives ``selectedSegmentIndex`` when no segment is selected: -1.
    public static let noSegment = -1

    /// The selected segment's index, or ``noSegment``; setting it sends no event, as in UIKit.
    open var selectedSegmentIndex = SegmentedControl.noSegment

    /// Whether a segment is selected only while touched; `false` by default.
    open var isMomentary = false

    /// The colour of the selected segment (iOS 13).
    open var selectedSegmentTintColor: Color?

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with a segment per item (UIKit's `init(items:)`): a `String` makes a
    /// titled segment, an `Image` an image segment; other items are ignored.
    ///
    /// - Parameter items: The segments' titles and images, in order.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).compactMap { item in
            if let title = item as? String { return Segment(title: title) }
            if let image = item as? Image { return Segment(image: image) }
            return nil
        }
    }

    /// Creates a control with a segment per action, titled and imaged as the action, which runs
    /// when its segment is selected (UIKit's `init(frame:actions:)`, iOS 14).
    ///
    /// - Parameters:
    ///   - frame: The control's rectangle.
    ///   - actions: The segments' actions, in order.
    public convenience init(frame: CGRect, actions: [Action]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// Inserts a titled segment (UIKit's `insertSegment(withTitle:at:animated:)`); the index is
    /// clamped to the segments' range, as UIKit does.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - segment: Where to insert it.
    ///   - animated: Whether to animate; nothing is drawn, so ignored.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment (UIKit's `insertSegment(with:at:animated:)`).
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - segment: Where to insert it; clamped.
    ///   - animated: Whether to animate; ignored.
    open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for an action (UIKit's `insertSegment(action:at:animated:)`, iOS 14).
    ///
    /// - Parameters:
    ///   - action: The action, which gives the title and image and runs when selected.
    ///   - segment: Where to insert it; clamped.
    ///   - animated: Whether to animate; ignored.
    open func insertSegment(action: Action, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ newSegment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(newSegment, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    /// Removes a segment (UIKit's `removeSegment(at:animated:)`); an index out of range does
    /// nothing. Removing the selected segment leaves none selected.
    ///
    /// - Parameters:
    ///   - segment: The segment's index.
    ///   - animated: Whether to animate; ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
    }

    /// Removes every segment (UIKit's `removeAllSegments()`).
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = Self.noSegment
    }

    /// Sets a segment's title (UIKit's `setTitle(_:forSegmentAt:)`); out of range does nothing.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - segment: The segment's index.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].title = title }
    }

    /// A segment's title, `nil` out of range (UIKit's `titleForSegment(at:)`).
    ///
    /// - Parameter segment: The segment's index.
    /// - Returns: The title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (UIKit's `setImage(_:forSegmentAt:)`); out of range does nothing.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - segment: The segment's index.
    open func setImage(_ image: Image?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].image = image }
    }

    /// A segment's image, `nil` out of range (UIKit's `imageForSegment(at:)`).
    ///
    /// - Parameter segment: The segment's index.
    /// - Returns: The image.
    open func imageForSegment(at segment: Int) -> Image? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// The action of a segment made from one, `nil` otherwise (UIKit's `actionForSegment(at:)`).
    ///
    /// - Parameter segment: The segment's index.
    /// - Returns: The action.
    open func actionForSegment(at segment: Int) -> Action? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// Enables or disables a segment (UIKit's `setEnabled(_:forSegmentAt:)`).
    ///
    /// - Parameters:
    ///   - enabled: Whether the segment takes taps.
    ///   - segment: The segment's index.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].isEnabled = enabled }
    }

    /// Whether a segment takes taps, `false` out of range (UIKit's `isEnabledForSegment(at:)`).
    ///
    /// - Parameter segment: The segment's index.
    /// - Returns: Whether it is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Plays a user's tap on a segment (the simulator's own entry point): when the control takes
    /// touches (as ``Control/tap()`` requires) and the segment is enabled, `.touchDown` is sent;
    /// then, unless the segment is already selected, it becomes selected (for a momentary control,
    /// only while the actions run), its action runs, and `.valueChanged` is sent.
    ///
    /// - Parameter segment: The segment's index.
    /// - Returns: Whether the control took the tap.
    @discardableResult
    public func tapSegment(at segment: Int) -> Bool {
        guard isEnabledForSegment(at: segment), isEnabled, !isHidden, receivesTouches else { return false }
        sendActions(for: .touchDown)
        guard segment != selectedSegmentIndex else { return true }
        selectedSegmentIndex = segment
        if let action = segments[segment].action { sendAction(action) }
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = Self.noSegment }
        return true
    }

    /// A tap without a segment does nothing: use ``tapSegment(at:)``.
    override func finishTap() {}
}
