/// What the fuzzer found: the property that failed, the case that made it fail, and the smallest
/// case the shrinker reached that still fails the same property.
public struct FuzzFinding: Sendable, Equatable, CustomStringConvertible {
    /// The seed of the case.
    public let seed: UInt64
    /// The violation the shrunk case shows.
    public let violation: FuzzViolation
    /// The case as generated, up to the failing step.
    public let original: FuzzCase
    /// The smallest case found that fails the same property; its ``FuzzCase/scenarioJSON`` is
    /// the file to replay with `batchsim check`.
    public let shrunk: FuzzCase

    /// `seed 7 (flow): step 1, elementsExist: … (shrunk from 12 steps to 2)`.
    public var description: String {
        "seed \(seed) (\(original.layoutName)): \(violation) (shrunk from \(original.stepCount) steps to \(shrunk.stepCount))"
    }
}
