import Foundation

extension Track {
    /// The rate of change of progress at `time`, in progress per second (0 unless running).
    ///
    /// - Parameter time: Seconds since the update was committed.
    /// - Returns: `dp/dt`; the value moves at `(to − from) · dp/dt`.
    public func velocity(at time: Double) -> Double {
        timing.velocity(at: time)
    }

    /// A new track for an update that interrupts this one at `time`: it starts from the value
    /// shown at that instant and runs to `newEnd` with `timing`, whose clock starts at the
    /// interruption (the new track's time 0 is this track's `time`).
    ///
    /// The value is continuous; the velocity is not carried (a Bézier curve always starts at its
    /// own slope). Use the ``VectorValue`` overload to hand velocity to a spring.
    ///
    /// Core Animation itself does not restart from the presented value: since iOS 8 UIKit adds a new
    /// additive animation and lets the old one finish on its own clock (iOS 8+ additive animations,
    /// as David Rönnqvist's gist shows). This rule is the simpler "restart from what is on screen",
    /// which matches what the user sees at the instant of interruption.
    ///
    /// - Parameters:
    ///   - time: The moment of interruption, in this track's seconds.
    ///   - newEnd: The new end value.
    ///   - timing: The new track's timing.
    /// - Returns: The new track.
    public func retargeted(at time: Double, to newEnd: Value, timing: TrackTiming) -> Track {
        Track(from: value(at: time), to: newEnd, timing: timing)
    }
}

extension Track where Value: VectorValue {
    /// A new track for an update that interrupts this one at `time`, carrying the velocity into a
    /// spring.
    ///
    /// The rule: the new track starts from the value shown at `time`. When its curve is a spring,
    /// the spring's `initialVelocity` is replaced by the current velocity projected onto the new
    /// direction of travel, in the spring's units (new distances per second):
    /// `v0 = (dp/dt) · ((to − from) · (newEnd − shown)) / |newEnd − shown|²`, or 0 when the value
    /// is already at `newEnd`. Bézier curves ignore it.
    ///
    /// - Parameters:
    ///   - time: The moment of interruption, in this track's seconds.
    ///   - newEnd: The new end value.
    ///   - timing: The new track's timing; a spring's own initial velocity is overwritten.
    /// - Returns: The new track.
    public func retargeted(at time: Double, to newEnd: Value, timing: TrackTiming) -> Track {
        let shown = value(at: time)
        var timing = timing
        if case .spring(var spring) = timing.curve {
            let oldTravel = zip(to.vectorComponents, from.vectorComponents).map { $0 - $1 }
            let newTravel = zip(newEnd.vectorComponents, shown.vectorComponents).map { $0 - $1 }
            let along = zip(oldTravel, newTravel).reduce(0) { $0 + $1.0 * $1.1 }
            let length = newTravel.reduce(0) { $0 + $1 * $1 }
            spring.initialVelocity = length > 0 ? velocity(at: time) * along / length : 0
            timing.curve = .spring(spring)
        }
        return Track(from: shown, to: newEnd, timing: timing)
    }
}
