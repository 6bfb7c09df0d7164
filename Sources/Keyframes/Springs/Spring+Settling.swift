import Foundation

extension Spring {
    /// How long the spring takes to come to rest, by SwiftUI's definition (`Spring.settlingDuration`).
    ///
    /// For an oscillating spring: `max(0, −ln(ε / (|β − v0| + 1)) / β)` with the decay constant
    /// `β = c / 2m`. Otherwise a search in 0.1 s steps (at most 1,024) for the first time after
    /// which the displacement stays below ε for more than a second. Apple documents neither the
    /// formula nor `CASpringAnimation.settlingDuration`'s threshold; this is the reverse-engineered
    /// SwiftUI rule, which gives 1.7399 s for CA's default spring (Apple's CA examples are not
    /// reproduced exactly by any known rule).
    ///
    /// - Parameter epsilon: The displacement regarded as at rest; SwiftUI uses 0.001.
    /// - Returns: The settling time in seconds; 102.4 s if the spring never settles in the search.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        if case .underDamped(let beta, _, let v0) = motion {
            return max(0, -log(epsilon / (abs(beta - v0) + 1)) / beta)
        }
        let step = 0.1
        var restStart: Double?
        for index in 0...1024 {
            let time = Double(index) * step
            guard abs(displacement(at: time)) < epsilon else {
                restStart = nil
                continue
            }
            let start = restStart ?? time
            restStart = start
            if time - start > 1 { return start }
        }
        return 1024 * step
    }
}
