/// At one moment, which comes first: the views that leave the screen ending display, or the
/// elements that come on screen asking for views.
///
/// UIKit documents neither order. The default, ``endThenDisplay``, is the simulator's choice: a
/// view that leaves at a moment goes back to its pool before the data source is asked for the
/// views that come, so a scroll that moves one row out and one row in needs no new cell (the
/// behaviour reuse exists for). ``displayThenEnd`` models a UIKit that asks for the new views
/// first: a view leaving can only be reused at a later moment, so more views are created.
/// Views an interrupting change takes off end when the change begins, in either order.
public enum DisplayOrder: String, Sendable, Hashable, Codable, CaseIterable {
    /// Views that leave end display, then views that come are asked for (the default).
    case endThenDisplay
    /// Views that come are asked for, then views that leave end display.
    case displayThenEnd
}
