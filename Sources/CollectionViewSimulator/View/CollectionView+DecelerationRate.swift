import Foundation

extension CollectionView {
    /// How fast a scroll slows down after a fling: the twin of `UIScrollView.DecelerationRate`,
    /// the fraction of its velocity a scroll keeps each millisecond.
    public struct DecelerationRate: RawRepresentable, Sendable, Hashable, Codable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat

        /// Creates a rate from the fraction kept per millisecond.
        ///
        /// - Parameter rawValue: The fraction kept per millisecond, below 1.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// UIKit's default rate: 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, which paging carousels set: 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)

        /// How far a scroll coasts at a velocity: velocity · rate / (1 − rate), the sum of what it
        /// keeps each millisecond, so 499 points per point-per-millisecond at ``normal`` and 99 at
        /// ``fast``; 0 for a rate that is not in 0..<1.
        ///
        /// The factor is rounded to 10⁻⁹ so that UIKit's round rates give round distances
        /// (0.998 / 0.002 is 498.99999999999955 in binary floating point).
        ///
        /// - Parameter velocity: The velocity, in points per millisecond.
        /// - Returns: The coasting distance in points.
        public func coastingDistance(forVelocity velocity: CGFloat) -> CGFloat {
            guard rawValue.isFinite, rawValue >= 0, rawValue < 1 else { return 0 }
            let factor = (rawValue / (1 - rawValue) * 1e9).rounded() / 1e9
            return velocity * factor
        }
    }
}
