/// A property the fuzzer checks that did not hold at one step.
public struct FuzzViolation: Sendable, Equatable, CustomStringConvertible {
    /// The property: `finite`, `invalidStepUnchanged`, `settlesOnLayout`, `elementsExist`,
    /// `oneViewPerElement`, `noJumps`, `lastFrameEqualsEnd`, `identifiersFollowMapping` or
    /// `generatedStep` (a step the scenario format rejects: a fuzzer bug).
    public let property: String
    /// The index of the step after which it failed.
    public let step: Int
    /// What was expected and what happened, naming the element and the value.
    public let message: String

    /// `step 3, noJumps: …`.
    public var description: String { "step \(step), \(property): \(message)" }
}
