/// The ranges a scenario's numbers must fall in: wide enough for any real screen and data set,
/// narrow enough that an absurd value is reported rather than simulated.
enum ScenarioLimits {
    /// Widths, heights, spacings and radii, in points.
    static let length = 0.0...100_000.0
    /// Insets, which UIKit allows to be negative, in points.
    static let inset = -100_000.0...100_000.0
    /// Positions and offsets, in points.
    static let position = -10_000_000.0...10_000_000.0
    /// The view's screen scale: UIKit's screens have 1, 2 or 3 pixels per point; 0 turns the
    /// flow layout's pixel snapping off.
    static let screenScale = 0.0...10.0
    /// Durations and delays, in seconds.
    static let seconds = 0.0...60.0
    /// Times at which an expectation samples a step: a delay plus a duration.
    static let sampleTime = 0.0...120.0
    /// Frames per second.
    static let frameRate = 1.0...240.0
    /// Items in one section.
    static let itemCount = 0...10_000_000
    /// Sections in the data.
    static let sectionCount = 0...100_000
    /// Z indices.
    static let zIndex = -100_000...100_000
    /// Comparison tolerances, in points (or the property's unit).
    static let tolerance = 0.0...1_000.0
    /// Scroll velocities, in points per millisecond as UIKit gives them.
    static let velocity = -1_000.0...1_000.0
}
