import CollectionViewSimulator
import Foundation

/// A property every animation of a correct layout has, checked by ``AnimationInvariants``: the one
/// set that `expectInvariants`, scenario checks and the fuzzer all use.
public enum AnimationInvariant: String, Sendable, Hashable, Codable, CaseIterable {
    /// No value is NaN or infinite, at the ends or any keyframe.
    case finiteValues
    /// Alpha stays within 0…1 in every drawn frame (a spring may overshoot it).
    case alphaWithinRange
    /// No two views claim one element when a change ends.
    case oneViewPerElement
    /// Every element on screen before a change has a view that animates, as does every element on
    /// screen after it (a reload has two: outgoing and incoming). Views may animate for other
    /// elements too: one still on screen from an interrupted change, or one an interactive
    /// transition's intermediate layout shows.
    case visibleElementsHaveViews
    /// The last drawn frame, the first at or after the change's end, shows every view's end values.
    case lastFrameShowsEnd
    /// A view on screen when a change begins starts from what it showed then.
    case startsWhereViewWas
    /// Between two changes every view's drawn values are continuous: the frame drawn as a change
    /// begins is the one drawn just before it.
    case noJumpBetweenAnimations
    /// Every view that stays ends at the attributes the layout now gives its element.
    case endsAtLayout
    /// No view stays for an element the data source does not have.
    case noViewForMissingElement
    /// No two cells on screen at the end overlap on both axes. A property of layouts that tile
    /// (lists, grids, a zooming line), not of UIKit: stacks and cards overlap by design, so it is
    /// checked only when asked for, never by default (``holdsForEveryLayout`` is `false`).
    case noOverlappingCells

    /// Whether every correct layout's animations have the property, so that it is checked by
    /// default: all but ``noOverlappingCells``.
    public var holdsForEveryLayout: Bool { self != .noOverlappingCells }

    /// The invariants checked by default: those that hold for every layout.
    public static let everyLayout: [AnimationInvariant] = allCases.filter(\.holdsForEveryLayout)
}

/// One broken invariant: which, the step, the element, the time, and the values.
public struct InvariantViolation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The broken invariant.
    public let invariant: AnimationInvariant
    /// The index of the animation in the checked sequence.
    public let step: Int
    /// The view, as outputs name it (`cell 0-3 (before)`), or two views for
    /// ``AnimationInvariant/noOverlappingCells``.
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
