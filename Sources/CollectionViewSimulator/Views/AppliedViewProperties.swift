import Foundation
import Keyframes

/// The view properties a cell's own `apply(_:)` sets from custom layout attributes, as values:
/// its layer's anchor point and corner radius and its background colour (behaviour 5 of issue
/// #13). The collection view sets frame, alpha, transform and hidden state itself; these are the
/// ones only the cell's code knows.
///
/// ```swift
/// override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
///     super.apply(layoutAttributes)
///     layer.anchorPoint = (layoutAttributes as? WheelAttributes)?.anchorPoint ?? layer.anchorPoint
/// }
/// // AppliedViewProperties(cell, applying: attributes).anchorPoint == (0.5, 2.5): a card that turns about a point below it
/// ```
public struct AppliedViewProperties: Sendable, Hashable, Codable, Interpolatable, CustomStringConvertible {
    /// The layer's anchor point, in unit coordinates of the bounds; (0.5, 0.5) by default.
    public var anchorPoint: CGPoint
    /// The layer's corner radius; 0 by default.
    public var cornerRadius: CGFloat
    /// The view's background colour; `nil` (transparent) by default.
    public var backgroundColor: Color?
    /// How far `apply(_:)` moved the view's centre from the attributes' centre (a card that turns
    /// about a point below it moves down by as much as its anchor point does); zero by default.
    public var centerAdjustment: CGPoint

    /// The values of a view nobody changed: Core Animation's and UIKit's defaults.
    public static let defaults = AppliedViewProperties()

    /// Creates values.
    ///
    /// - Parameters:
    ///   - anchorPoint: The layer's anchor point.
    ///   - cornerRadius: The layer's corner radius.
    ///   - backgroundColor: The view's background colour.
    ///   - centerAdjustment: How far `apply(_:)` moved the view's centre.
    public init(anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), cornerRadius: CGFloat = 0, backgroundColor: Color? = nil,
                centerAdjustment: CGPoint = .zero) {
        self.anchorPoint = anchorPoint
        self.cornerRadius = cornerRadius
        self.backgroundColor = backgroundColor
        self.centerAdjustment = centerAdjustment
    }

    /// The values a view holds after its `apply(_:)` ran with `attributes`.
    ///
    /// - Parameters:
    ///   - view: The view, placed at the attributes' centre and size before `apply(_:)` ran.
    ///   - attributes: The attributes it applied.
    @MainActor public init(_ view: View, applying attributes: CollectionViewLayoutAttributes) {
        self.init(anchorPoint: view.layer.anchorPoint, cornerRadius: view.layer.cornerRadius, backgroundColor: view.backgroundColor,
                  centerAdjustment: CGPoint(x: view.center.x - attributes.center.x, y: view.center.y - attributes.center.y))
    }

    /// The values `progress` of the way to `end`, as Core Animation animates them: the anchor point
    /// and the radius linearly, the colour component by component (no colour counts as clear).
    public func interpolated(to end: AppliedViewProperties, progress: Double) -> AppliedViewProperties {
        AppliedViewProperties(
            anchorPoint: anchorPoint.interpolated(to: end.anchorPoint, progress: progress),
            cornerRadius: cornerRadius.interpolated(to: end.cornerRadius, progress: progress),
            backgroundColor: backgroundColor == nil && end.backgroundColor == nil ? nil
                : (backgroundColor ?? .clear).interpolated(to: end.backgroundColor ?? .clear, progress: progress),
            centerAdjustment: centerAdjustment.interpolated(to: end.centerAdjustment, progress: progress))
    }

    /// `anchorPoint [x, y] cornerRadius r backgroundColor [r, g, b, a] centerAdjustment [x, y]`,
    /// each only when not the default.
    public var description: String {
        var parts: [String] = []
        if anchorPoint != Self.defaults.anchorPoint { parts.append("anchorPoint \(TraceFormat.point(anchorPoint))") }
        if cornerRadius != 0 { parts.append("cornerRadius \(TraceFormat.number(cornerRadius))") }
        if let color = backgroundColor {
            parts.append("backgroundColor [\([color.red, color.green, color.blue, color.alpha].map(TraceFormat.number).joined(separator: ", "))]")
        }
        if centerAdjustment != .zero { parts.append("centerAdjustment \(TraceFormat.point(centerAdjustment))") }
        return parts.isEmpty ? "defaults" : parts.joined(separator: " ")
    }

    /// Hashes every stored value, the geometry by its numbers (Core Graphics' geometry is not
    /// `Hashable` before the macOS 15 SDK).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(point: anchorPoint)
        hasher.combine(cornerRadius)
        hasher.combine(backgroundColor)
        hasher.combine(point: centerAdjustment)
    }
}

extension Color: Interpolatable {
    /// The colour `progress` of the way to `end`, component by component.
    public func interpolated(to end: Color, progress: Double) -> Color {
        Color(red: red.interpolated(to: end.red, progress: progress), green: green.interpolated(to: end.green, progress: progress),
              blue: blue.interpolated(to: end.blue, progress: progress), alpha: alpha.interpolated(to: end.alpha, progress: progress))
    }
}

/// How the view properties a cell's `apply(_:)` sets move during one view's animation
/// (``ViewTrack/appliedProperties``).
///
/// With ``AppliedPropertiesSampling/endpoints`` (the default, UIKit's way) `apply(_:)` ran on the
/// start and the end attributes and the values move between them with the view's timing, as Core
/// Animation animates a layer property changed inside an animation block. With
/// ``AppliedPropertiesSampling/everyFrame(rate:)`` it ran at every frame on the attributes
/// interpolated for that frame (``ViewTrack/layoutAttributes(at:)``): ``keyframes`` hold the
/// values, exact at each frame and linear between.
public struct AppliedPropertiesTrack: Sendable, Hashable, Codable {
    /// The values at one frame.
    public struct Keyframe: Sendable, Hashable, Codable {
        /// The frame's time, in seconds after the change began.
        public let time: Double
        /// The values `apply(_:)` set at that frame.
        public let value: AppliedViewProperties
    }

    /// The values from start to end with the view's timing.
    public let track: Track<AppliedViewProperties>
    /// The values at every frame, when sampled so; empty otherwise.
    public let keyframes: [Keyframe]

    /// Creates a track.
    ///
    /// - Parameters:
    ///   - track: The values from start to end with the view's timing.
    ///   - keyframes: The values at every frame, or none.
    public init(track: Track<AppliedViewProperties>, keyframes: [Keyframe] = []) {
        self.track = track
        self.keyframes = keyframes
    }

    /// The values at `time` seconds after the change began.
    public func value(at time: Double) -> AppliedViewProperties {
        keyframes.count > 1 ? keyframedValue(keyframes, at: time) : track.value(at: time)
    }
}

extension AppliedPropertiesTrack.Keyframe: TimedFrame {}

/// One frame of values sampled at frames: its time and its value, read by ``keyframedValue(_:at:)``
/// through this protocol rather than key paths, which the optimiser does not turn into plain
/// reads (applying them was most of that function's cost).
protocol TimedFrame {
    associatedtype Value: Interpolatable
    /// The frame's time, in seconds after the change began.
    var time: Double { get }
    /// The values at that frame.
    var value: Value { get }
}

/// The value at `time` of values sampled at frames (at least one, in time order): exact at each
/// frame, linear between two, the first before them and the last after them. The first frame
/// after `time` is found by bisection (frames are in time order, so "after `time`" is false then
/// true along them; for a NaN `time` it is never true, and the last value is shown).
func keyframedValue<Frame: TimedFrame>(_ frames: [Frame], at time: Double) -> Frame.Value {
    var (low, high) = (0, frames.count)
    while low < high {
        let middle = (low + high) / 2
        if frames[middle].time > time { high = middle } else { low = middle + 1 }
    }
    let next = low
    guard next < frames.count else { return frames[frames.count - 1].value }
    guard next > 0 else { return frames[0].value }
    let (a, b) = (frames[next - 1], frames[next])
    let progress = (time - a.time) / (b.time - a.time)
    return a.value.interpolated(to: b.value, progress: progress)
}

/// When the engine runs a cell's `apply(_:)` to record the view properties it sets
/// (``CollectionView/appliedPropertiesSampling``).
public enum AppliedPropertiesSampling: Sendable, Hashable {
    /// On the start and end attributes of each view's animation; the values animate between them
    /// with the view's timing. What UIKit does: it applies a view's attributes once, inside the
    /// animation block, and Core Animation animates the layer properties that changed. The default.
    case endpoints
    /// On the attributes of every frame at `rate` frames per second (custom attributes as the
    /// attributes class interpolates them). Exact for a cell whose properties follow an attribute
    /// that changes along the way; not what UIKit does.
    case everyFrame(rate: Double)
}
