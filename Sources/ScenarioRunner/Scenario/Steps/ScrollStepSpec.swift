import Foundation

/// A scroll: `{"scroll": [0, 200], "animated": true}`, or a fling that ends where the layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` says:
/// `{"scroll": [0, 600], "velocity": [0, 2.5]}`.
package struct ScrollStepSpec: Sendable, Equatable {
    /// The content offset to scroll to (for a fling, the proposed offset).
    package var contentOffset: CGPoint
    /// A fling's velocity in points per millisecond, as UIKit passes it; `nil` for a plain scroll.
    package var velocity: CGPoint?

    /// Creates a scroll.
    /// An orthogonal section of a compositional layout to scroll instead of the view: the
    /// offset's component across the layout's axis is proposed to the section, which comes to
    /// rest where its scrolling behaviour says.
    package var section: Int?

    package init(contentOffset: CGPoint, velocity: CGPoint? = nil, section: Int? = nil) {
        self.contentOffset = contentOffset
        self.velocity = velocity
        self.section = section
    }
}
