import CollectionViewSimulator
import Foundation

/// A property every animation of a correct layout has, checked by ``AnimationInvariants``.
public enum AnimationInvariant: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every view that stays ends at the attributes the layout now gives its element.
    case endsAtLayout
    /// A view on screen when a change begins starts from what it showed then.
    case startsWhereViewWas
    /// Between two changes every view's drawn values are continuous: the frame drawn as a change
    /// begins is the one drawn just before it.
    case noJumpBetweenAnimations
    /// No value is NaN or infinite, at the ends or any keyframe.
    case finiteValues
    /// Alpha stays within 0…1 in every drawn frame (a spring may overshoot it).
    case alphaWithinRange
    /// No view stays for an element the data source does not have.
    case noViewForMissingElement
    /// No two views claim one element when a change ends.
    case oneViewPerElement
}

/// One broken invariant: which, the step, the element, the time, and the values.
public struct InvariantViolation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The broken invariant.
    public let invariant: AnimationInvariant
    /// The index of the animation in the checked sequence.
    public let step: Int
    /// The view, as outputs name it (`cell 0-3 (before)`).
    public let element: String
    /// When, in seconds after the step began.
    public let time: Double
    /// What the invariant asks for.
    public let expected: String
    /// What the animation does.
    public let actual: String

    /// `noJumpBetweenAnimations: step 1, cell 0-2 at 0 s: expected …, actual …`.
    public var description: String {
        "\(invariant.rawValue): step \(step), \(element) at \(TraceFormat.number(time)) s: expected \(expected), actual \(actual)"
    }
}
