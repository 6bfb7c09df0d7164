import Foundation

/// One thing that happened to a view object of the collection view: it was created or reused by
/// a dequeue, shown (`willDisplay`) or removed (`didEndDisplaying`). A value, like the delegate
/// call trace, so a test can ask which cells were created, reused, displayed or ended display.
///
/// ``description`` prints it as scenario files write it:
///
/// ```swift
/// collectionView.displayEvents.map(\.description)
/// // ["created cell 0-0 #1", "willDisplay cell 0-0 #1", …, "didEndDisplaying cell 0-0 #1",
/// //  "reused cell 0-9 #1", "willDisplay cell 0-9 #1"]
/// ```
public struct DisplayEvent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A dequeue created a new view of the registered class.
        case created
        /// A dequeue took a view from its reuse pool (after its `prepareForReuse()`).
        case reused
        /// The view is about to show the element (the delegate's `willDisplay` methods).
        case willDisplay
        /// The view stopped showing the element and went back to its pool (the delegate's
        /// `didEndDisplaying` methods).
        case didEndDisplaying
    }

    /// What happened.
    public let kind: Kind
    /// The element the view is for: the index path the dequeue named, the one the view shows,
    /// or the last one it showed.
    public let element: ElementID
    /// The view object's number, the ``ViewTrack/cellID`` of the tracks it shows.
    public let cellID: Int
    /// When it happened on the collection view's clock (``CollectionView/currentTime``); events
    /// of an animated scroll carry the time of their frame.
    public let time: Double

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - kind: What happened.
    ///   - element: The element the view is for.
    ///   - cellID: The view object's number.
    ///   - time: The clock's time.
    public init(_ kind: Kind, _ element: ElementID, cellID: Int, time: Double) {
        self.kind = kind
        self.element = element
        self.cellID = cellID
        self.time = time
    }

    /// `willDisplay cell 0-3 #7`: the kind, the element and `#` the view object's number.
    public var description: String {
        "\(kind.rawValue) \(element) #\(cellID)"
    }
}
