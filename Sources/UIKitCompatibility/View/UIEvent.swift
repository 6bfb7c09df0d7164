import CollectionViewSimulator

/// UIKit's `UIEvent`: ``CollectionViewSimulator/Event``, the event an override of
/// `hitTest(_:with:)` or `point(inside:with:)` receives (`nil` from the simulator's own touches).
public typealias UIEvent = Event
